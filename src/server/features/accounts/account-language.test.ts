import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailTestApp, newEmail, TEST_PASSWORD, type MailTestApp } from "../../test/test-app";

/** The account's language: chosen from the sign-up's request, then by the language switch. */

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const languageOf = async (email: string) =>
  (
    await t.db
      .selectFrom("user")
      .select("language")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
  ).language;

function signUp(email: string, headers: Record<string, string> = {}, extra: object = {}) {
  return t.api("POST /auth/sign-up/email", {
    json: {
      email,
      password: TEST_PASSWORD,
      name: "Maya Tamang",
      firstName: "Maya",
      lastName: "Tamang",
      ...extra,
    },
    headers,
  });
}

function askReset(email: string) {
  return t.api("POST /auth/request-password-reset", {
    json: { email, redirectTo: "/reset-password" },
  });
}

describe("a new account's language", () => {
  it("is Nepali when the sign-up page was Nepali (the language cookie): the verification mail too", async () => {
    const email = newEmail("cookie-ne");
    const signedUp = await signUp(email, { Cookie: "theme=dark; sathi.lang=ne" });
    expect(signedUp.status).toBe(200);
    expect(await languageOf(email)).toBe("ne");

    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe("Sathiका लागि आफ्नो इमेल प्रमाणित गर्नुहोस्");
    expect(mail.text).toContain("नमस्ते,");
    expect(mail.text).toContain("साइन अप गर्दा रोज्नुभएको पासवर्ड");
    expect(mail.text).toContain("मेरो इमेल प्रमाणित गर्नुहोस्: http");
    expect(mail.text).not.toMatch(/Verify|Thank you/);
    // The HTML part says it is Nepali, for screen readers and fonts.
    const stored = await t.db
      .selectFrom("mail_outbox")
      .select("html")
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored.html).toMatch(/^<!doctype html><html lang="ne">/);
  });

  it("is Nepali when the browser asks for Nepali first (Accept-Language), without a cookie", async () => {
    const email = newEmail("accept-ne");
    await signUp(email, { "Accept-Language": "ne-NP,ne;q=0.9,en-US;q=0.8" });
    expect(await languageOf(email)).toBe("ne");
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toMatch(/इमेल प्रमाणित/);
  });

  it("follows the cookie over the browser's languages, and is English by default", async () => {
    const chosen = newEmail("cookie-en");
    await signUp(chosen, { Cookie: "sathi.lang=en", "Accept-Language": "ne" });
    const plain = newEmail("plain");
    await signUp(plain);
    const other = newEmail("french");
    await signUp(other, { "Accept-Language": "fr-FR,fr;q=0.9" });

    for (const email of [chosen, plain, other]) {
      expect(await languageOf(email)).toBe("en");
      const mail = await t.smtp.waitFor(email);
      expect(mail.subject).toBe("Verify your e-mail for Sathi");
      // A mail to an unproved address carries no words its sender typed, the name included.
      expect(mail.text).toContain("Namaste,");
      expect(mail.text).not.toContain("Maya");
    }
  });

  it("cannot be set by the client in the sign-up's body", async () => {
    const email = newEmail("body");
    const signedUp = await signUp(email, {}, { language: "ne" });
    // better-auth drops a field clients may not set at creation, and the request says English.
    expect(signedUp.status).toBe(200);
    expect(await languageOf(email)).toBe("en");
  });

  it("answers the 'already registered' mail in the account's language", async () => {
    const email = newEmail("again");
    await signUp(email, { Cookie: "sathi.lang=ne" });
    await t.smtp.waitFor(email, /प्रमाणित/);
    // Whoever tries again, in whatever language, the mail goes in the owner's.
    await signUp(email, { Cookie: "sathi.lang=en" });
    const mail = await t.smtp.waitFor(email, /पहिले नै/);
    expect(mail.subject).toBe("तपाईंको Sathi खाता पहिले नै छ");
    expect(mail.text).toContain("लग इन गर्नुहोस्: http");
  });
});

describe("the language switch, signed in", () => {
  it("changes the language of the next e-mail (a password reset)", async () => {
    const { user, headers } = await t.login();
    expect(await languageOf(user.email)).toBe("en");

    const saved = await t.api("PUT /me/language", { json: { language: "ne" }, headers });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ ok: true });
    expect(await languageOf(user.email)).toBe("ne");
    const session = await t.api("GET /auth/get-session", { headers });
    expect(session.json!.user.language).toBe("ne");

    expect((await askReset(user.email)).status).toBe(200);
    const nepali = await t.smtp.waitFor(user.email, /पासवर्ड रिसेट/);
    expect(nepali.subject).toBe("आफ्नो Sathi पासवर्ड रिसेट गर्नुहोस्");
    expect(nepali.text).toContain("नयाँ पासवर्ड रोज्नुहोस्: http");

    await t.api("PUT /me/language", { json: { language: "en" }, headers });
    await askReset(user.email);
    const english = await t.smtp.waitFor(user.email, /Reset your/);
    expect(english.subject).toBe("Reset your Sathi password");
  });

  it("takes only en or ne, and only from a signed-in caller", async () => {
    const { user, headers } = await t.login();
    for (const language of ["fr", "NE", "", null, 1, ["ne"]]) {
      // Languages the contract forbids, as a client other than the site could send them.
      const refused = await t.request("PUT", "/api/me/language", { body: { language }, headers });
      expect(refused.status, JSON.stringify(language)).toBe(400);
      expect(refused.refusal.code).toBe("BAD_REQUEST");
      expect(refused.refusal.fields).toHaveProperty("language");
    }
    const signedOut = await t.api("PUT /me/language", { json: { language: "ne" } });
    expect(signedOut.status).toBe(401);
    expect(await languageOf(user.email)).toBe("en");
  });

  it("is the only way in: better-auth's update-user refuses the field", async () => {
    const { user, headers } = await t.login();
    for (const language of ["ne", "xx"]) {
      const refused = await t.request("POST", "/api/auth/update-user", {
        body: { language },
        headers,
      });
      expect(refused.status).toBe(400);
    }
    expect(await languageOf(user.email)).toBe("en");
  });
});

describe("signing in", () => {
  const setLanguage = (email: string, language: string) =>
    t.db.updateTable("user").set({ language }).where("email", "=", email).execute();

  it("keeps the page's language: the account follows the page, not the other way round", async () => {
    const { user } = await t.login();
    await setLanguage(user.email, "ne");
    const signedIn = await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: TEST_PASSWORD },
      headers: { Cookie: "sathi.lang=en" },
    });
    expect(signedIn.status).toBe(200);
    expect(await languageOf(user.email)).toBe("en");

    await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: TEST_PASSWORD },
      headers: { "Accept-Language": "ne,en;q=0.5" },
    });
    expect(await languageOf(user.email)).toBe("ne");
  });

  it("takes the page's language when the e-mailed link signs her in", async () => {
    const email = newEmail("verify");
    await signUp(email, { Cookie: "sathi.lang=ne" });
    const mail = await t.smtp.waitFor(email);
    const token = new URL(
      mail.links.find((link) => link.includes("/verify-email"))!,
    ).searchParams.get("token")!;
    const verified = await t.api("POST /verify-email", {
      json: { token, password: TEST_PASSWORD },
      headers: { Cookie: "sathi.lang=en" },
    });
    expect(verified.status, verified.text).toBe(200);
    expect(await languageOf(email)).toBe("en");
  });

  it("leaves the account's language alone when the request says nothing about one", async () => {
    const { user } = await t.login();
    await setLanguage(user.email, "ne");
    await t.signIn(user.email);
    expect(await languageOf(user.email)).toBe("ne");
  });
});
