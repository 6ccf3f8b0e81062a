import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPlaceholderEmail, localMobile, placeholderEmail } from "../../../contract/phone";
import { makeUser } from "../../db/factories";
import { startSmsStandin, type SmsStandin } from "../sms-standin";
import { createMailTestApp, newEmail, TEST_PASSWORD, type MailTestApp } from "../test-app";

/**
 * Every way into an account was proven by its owner (docs/decisions/044-every-credential-proven.md):
 * an address a phone account adds stays pending until opened in that account, a reset through an
 * address takes back what was added before it was proved, the reserved placeholder domain is
 * nobody's, adding an address tells nobody whether it is taken, and wrong passwords for one
 * address are slowed down wherever they come from.
 */
const TOKEN = "standin-token-credentials";
const OWNER = newEmail("ops2");
let gateway: SmsStandin;
let t: MailTestApp;
beforeAll(async () => {
  gateway = await startSmsStandin({ token: TOKEN, from: "SATHI" });
  t = await createMailTestApp({
    SMS_PROVIDER: "sparrow",
    SMS_TOKEN: TOKEN,
    SMS_FROM: "SATHI",
    SMS_URL: gateway.sparrowUrl,
    SMS_QUIET_HOURS: "",
    ADMIN_EMAILS: `admin@sathi.test,${OWNER}`,
    // Behind a proxy of ours: X-Forwarded-For names the caller, so tries come from many addresses.
    TRUST_PROXY: "true",
  });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

let next = 0;
/** A fresh NTC number (984…) for each use. */
const newNumber = () =>
  `984${String(Date.now() % 1e5).padStart(5, "0")}${String(next++ % 100).padStart(2, "0")}`;

const cookieOf = (headers: Headers) => headers.get("set-cookie")!.split(";")[0]!;

/** Signs up or in with a texted code; answers the session cookie. */
async function byPhone(number: string, names = { firstName: "Hari", lastName: "Thapa" }) {
  const sent = await t.api("POST /auth/phone-number/send-otp", { json: { phoneNumber: number } });
  expect(sent.status, sent.text).toBe(200);
  await t.deps.mail.flush();
  const sms = gateway.received.filter((message) => message.to === localMobile(`+977${number}`));
  const code = /\b(\d{6})\b/.exec(sms.at(-1)!.text)![1]!;
  const verified = await t.api("POST /auth/phone-number/verify", {
    json: { phoneNumber: number, code, ...names },
  });
  expect(verified.status, verified.text).toBe(200);
  return cookieOf(verified.headers);
}

/** The signed-in session of a cookie; these tests read only sessions that exist. */
const sessionOf = async (cookie: string) =>
  (await t.api("GET /auth/get-session", { headers: { cookie } })).json!;

async function mailTo(email: string, subject: RegExp) {
  await t.deps.mail.flush();
  return t.smtp.waitFor(email, subject);
}

const mailsTo = (email: string) => t.smtp.messages.filter((mail) => mail.to.includes(email));

describe("an address a phone account adds", () => {
  it("stays pending, so the owner signs up, proves it, is admin, and the stranger's number never opens her account", async () => {
    const number = newNumber();
    const stranger = await byPhone(number);
    const added = await t.api("POST /me/email", {
      headers: { cookie: stranger },
      json: { email: OWNER, password: "strangers-password" },
    });
    expect(added.status, added.text).toBe(200);

    // Pending: not the account's address, no admin, no way in by e-mail.
    const pending = (await sessionOf(stranger)).user;
    expect(isPlaceholderEmail(pending.email)).toBe(true);
    expect(pending).toMatchObject({ pendingEmail: OWNER, isAdmin: false });
    const byEmail = await t.api("POST /auth/sign-in/email", {
      json: { email: OWNER, password: "strangers-password" },
    });
    expect(byEmail.status).toBe(401);
    // The address is mailed its link and nothing else.
    const link = new URL((await mailTo(OWNER, /Confirm your e-mail/)).links[0]!);
    expect(link.pathname).toBe("/confirm-email");

    // The owner signs up as if nothing happened: a verification link, not "already registered".
    const signUp = await t.api("POST /auth/sign-up/email", {
      json: {
        email: OWNER,
        password: TEST_PASSWORD,
        name: "Ops Two",
        firstName: "Ops",
        lastName: "Two",
      },
    });
    expect(signUp.status, signUp.text).toBe(200);
    const verification = await mailTo(OWNER, /Verify your e-mail/);
    expect(mailsTo(OWNER).some((mail) => /already have/.test(mail.subject))).toBe(false);
    const token = new URL(
      verification.links.find((href) => href.includes("verify-email"))!,
    ).searchParams.get("token")!;
    const verified = await t.api("POST /verify-email", {
      json: { token, password: TEST_PASSWORD },
    });
    expect(verified.status, verified.text).toBe(200);
    const owner = await t.signIn(OWNER);
    const ownerSession = (await sessionOf(owner.cookie)).user;
    expect(ownerSession).toMatchObject({ isAdmin: true, phoneNumber: null });

    // The stranger's next code signs him into his own account, which is no admin.
    const again = await byPhone(number);
    const his = (await sessionOf(again)).user;
    expect(his.id).toBe(pending.id);
    expect(his.isAdmin).toBe(false);
    for (const route of ["GET /admin/fees", "GET /admin/donations/export"] as const) {
      expect((await t.api(route, { headers: { cookie: again } })).status).toBe(403);
    }
    // His link no longer takes the address: she proved it first.
    const late = await t.api("POST /me/email/confirm", {
      headers: { cookie: again },
      json: { token: link.searchParams.get("token")! },
    });
    expect(late.status).toBe(409);
    expect(late.refusal.code).toBe("EMAIL_IN_USE");
  });

  it("becomes the account's own when its link is opened in that account, and only there", async () => {
    const email = newEmail("sita");
    const cookie = await byPhone(newNumber(), { firstName: "Sita", lastName: "Rai" });
    const added = await t.api("POST /me/email", {
      headers: { cookie },
      json: { email, password: TEST_PASSWORD },
    });
    expect(added.status).toBe(200);
    const token = new URL((await mailTo(email, /Confirm your e-mail/)).links[0]!).searchParams.get(
      "token",
    )!;

    const signedOut = await t.api("POST /me/email/confirm", { json: { token } });
    expect(signedOut.status).toBe(401);
    const other = await byPhone(newNumber());
    const elsewhere = await t.api("POST /me/email/confirm", {
      headers: { cookie: other },
      json: { token },
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.refusal.code).toBe("EMAIL_LINK_OTHER_ACCOUNT");
    const forged = await t.api("POST /me/email/confirm", {
      headers: { cookie },
      json: { token: `${token.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(400);
    expect(forged.refusal.code).toBe("INVALID_TOKEN");

    const confirmed = await t.api("POST /me/email/confirm", {
      headers: { cookie },
      json: { token },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await sessionOf(cookie)).user).toMatchObject({
      email,
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await t.signIn(email)).token).toBeTruthy();
  });

  it("answers the same for a taken and a free address, and tells the taken one's owner", async () => {
    const taken = await makeUser(t.deps, { password: TEST_PASSWORD, email: newEmail("taken") });
    const cookie = await byPhone(newNumber());
    const answers = [];
    for (const email of [taken.email, taken.email.toUpperCase(), newEmail("free")]) {
      const answer = await t.api("POST /me/email", {
        headers: { cookie },
        json: { email, password: TEST_PASSWORD },
      });
      answers.push({ status: answer.status, body: answer.json });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    const told = await mailTo(taken.email, /tried to add your e-mail/);
    expect(told.text).toContain("nothing was changed");
    expect(mailsTo(taken.email).some((mail) => /Confirm your e-mail/.test(mail.subject))).toBe(
      false,
    );
  });
});

describe("a reset through an address", () => {
  it("takes back an account that had a number and an identity added before the address was proved, and tells the owner", async () => {
    const email = newEmail("reset-owner");
    const squatted = await makeUser(t.deps, { email, password: "strangers-password" });
    const yes = t.deps.dialect === "postgres" ? true : 1;
    const no = t.deps.dialect === "postgres" ? false : 0;
    const now = t.deps.dialect === "postgres" ? new Date() : new Date().toISOString();
    await t.db
      .updateTable("user")
      .set({ emailVerified: no, phoneNumber: `+977${newNumber()}`, phoneNumberVerified: yes })
      .where("id", "=", squatted.id)
      .execute();
    await t.db
      .insertInto("account")
      .values({
        id: `google-${squatted.id}`,
        accountId: "google-subject-1",
        providerId: "google",
        userId: squatted.id,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();

    const asked = await t.api("POST /auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    const link = (await mailTo(email, /Reset your/)).links.find((href) =>
      href.includes("/api/auth/reset-password/"),
    )!;
    const token = new URL(link).pathname.split("/").at(-1)!;
    const reset = await t.api("POST /auth/reset-password", {
      json: { token, newPassword: TEST_PASSWORD },
    });
    expect(reset.status, reset.text).toBe(200);

    const after = await t.db
      .selectFrom("user")
      .select(["emailVerified", "phoneNumber", "phoneNumberVerified"])
      .where("id", "=", squatted.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(after.emailVerified)).toBe(true);
    expect(after.phoneNumber).toBeNull();
    const identities = await t.db
      .selectFrom("account")
      .select("providerId")
      .where("userId", "=", squatted.id)
      .execute();
    expect(identities.map((row) => row.providerId)).toEqual(["credential"]);
    await mailTo(email, /yours alone/);
  });
});

describe("password tries sent at once, and by phone", () => {
  it("let at most five through for one address, however many arrive together", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD, email: newEmail("burst") });
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.api("POST /auth/sign-in/email", {
          headers: { "X-Forwarded-For": `198.51.${i}.9` },
          json: { email: user.email, password: i === 29 ? TEST_PASSWORD : `guess-${i}` },
        }),
      ),
    );
    const checked = tries.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(tries.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(25);
  });

  it("hold back a number's password the same way, answering alike whether it has one", async () => {
    const number = newNumber();
    const owner = await makeUser(t.deps, {
      email: newEmail("phone-owner"),
      password: TEST_PASSWORD,
      phoneNumber: `+977${number}`,
    });
    const noPassword = newNumber();
    await makeUser(t.deps, { phoneNumber: `+977${noPassword}` });
    const signIn = (phoneNumber: string, password: string, i: number) =>
      t.api("POST /auth/sign-in/phone-number", {
        headers: { "X-Forwarded-For": `192.0.${i}.20` },
        json: { phoneNumber, password },
      });
    const withPassword = await signIn(number, "not-the-password", 200);
    const without = await signIn(noPassword, "not-the-password", 201);
    expect(withPassword.status).toBe(401);
    expect(without.status).toBe(401);
    expect(Object.keys(without.json)).toEqual(Object.keys(withPassword.json));
    expect(without.text.length).toBe(withPassword.text.length);

    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(number, `guess-${i}`, i)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual(Array(7).fill(429));
    const right = await signIn(number, TEST_PASSWORD, 99);
    expect(right.status).toBe(429);
    expect(right.refusal.code).toBe("SIGN_IN_PAUSED");
    await mailTo(owner.email, /Wrong passwords were tried/);
  });
});

describe("a reset by texted code", () => {
  it("proves the number only: it neither verifies an address nor removes the number", async () => {
    const number = newNumber();
    const user = await makeUser(t.deps, {
      email: newEmail("unproved"),
      emailVerified: false,
      password: TEST_PASSWORD,
      phoneNumber: `+977${number}`,
    });
    const asked = await t.api("POST /auth/phone-number/request-password-reset", {
      json: { phoneNumber: number },
    });
    expect(asked.status).toBe(200);
    await t.deps.mail.flush();
    await expect
      .poll(() => gateway.received.filter((sms) => sms.to === number).length)
      .toBeGreaterThan(0);
    const sms = gateway.received.filter((message) => message.to === number).at(-1)!;
    const otp = /\b(\d{6})\b/.exec(sms.text)![1]!;
    const reset = await t.api("POST /auth/phone-number/reset-password", {
      json: { phoneNumber: number, otp, newPassword: "a-new-long-password" },
    });
    expect(reset.status, reset.text).toBe(200);
    const after = await t.db
      .selectFrom("user")
      .select(["emailVerified", "phoneNumber"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(after.phoneNumber).toBe(`+977${number}`);
    expect(Boolean(after.emailVerified)).toBe(false);
  });
});

describe("the phone placeholder domain", () => {
  it("is refused at sign-up, and an old squatter never makes the owner's phone sign-up fail", async () => {
    const number = newNumber();
    const placeholder = placeholderEmail(`+977${number}`);
    const refused = await t.api("POST /auth/sign-up/email", {
      json: {
        email: placeholder,
        password: TEST_PASSWORD,
        name: "X Y",
        firstName: "X",
        lastName: "Y",
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.refusal.code).toBe("EMAIL_RESERVED");
    const addedToPhone = await t.api("POST /me/email", {
      headers: { cookie: await byPhone(newNumber()) },
      json: { email: "someone@mail.invalid", password: TEST_PASSWORD },
    });
    expect(addedToPhone.status).toBe(400);
    expect(addedToPhone.refusal.code).toBe("EMAIL_RESERVED");

    // One signed up before the refusal: unproved, it gives way to the number's owner.
    await makeUser(t.deps, { email: placeholder, emailVerified: false });
    const cookie = await byPhone(number);
    expect((await sessionOf(cookie)).user.phoneNumber).toBe(`+977${number}`);
  });
});

describe("wrong passwords for one address, from many addresses", () => {
  it("slow down after five, whatever address they come from, while the owner's own browser gets in, and the owner is told", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD, email: newEmail("guarded") });
    const known = await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: TEST_PASSWORD },
    });
    const device = known.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("sathi.known-device="))!
      .split(";")[0]!;
    expect(device).toBeTruthy();

    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const attempt = await t.api("POST /auth/sign-in/email", {
        headers: { "X-Forwarded-For": `203.0.${i}.7` },
        json: { email: user.email, password: `guess-number-${i}` },
      });
      statuses.push(attempt.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    const right = await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(right.status).toBe(429);
    expect(right.refusal.code).toBe("SIGN_IN_PAUSED");
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    const owners = await t.api("POST /auth/sign-in/email", {
      headers: { cookie: device },
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(owners.status).toBe(200);
    await mailTo(user.email, /Wrong passwords were tried/);
    expect(mailsTo(user.email).filter((mail) => /Wrong passwords/.test(mail.subject))).toHaveLength(
      1,
    );
  });
});

describe("an account's name", () => {
  it("loses its bidirectional controls, at sign-up by e-mail or phone and when changed", async () => {
    const email = newEmail("bidi");
    const signUp = await t.api("POST /auth/sign-up/email", {
      json: {
        email,
        password: TEST_PASSWORD,
        name: "Sita\u202e Rai",
        firstName: "Sita\u202e",
        lastName: "\u2066Rai\u2069",
      },
    });
    expect(signUp.status, signUp.text).toBe(200);
    const row = await t.db
      .selectFrom("user")
      .select(["name", "firstName", "lastName"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Sita Rai", firstName: "Sita", lastName: "Rai" });

    const cookie = await byPhone(newNumber(), { firstName: "\u202eKali", lastName: "Tamang" });
    expect((await sessionOf(cookie)).user.firstName).toBe("Kali");
    const changed = await t.api("POST /auth/update-user", {
      headers: { cookie },
      json: { firstName: "Gita\u200f", name: "Gita\u200f Tamang" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await sessionOf(cookie)).user).toMatchObject({
      firstName: "Gita",
      name: "Gita Tamang",
    });
  });
});

describe("a change the cookie authenticates", () => {
  it("is refused without Origin and Referer, and accepted with the site's Referer", async () => {
    const { cookie } = await t.login();
    const body = JSON.stringify({ enabled: false });
    const bare = await t.app.request("/api/me/sms", {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body,
    });
    expect(bare.status).toBe(403);
    expect(((await bare.json()) as { code: string }).code).toBe("CROSS_SITE_REQUEST");
    const fromOurPage = await t.app.request("/api/me/sms", {
      method: "PUT",
      headers: {
        Cookie: cookie,
        Referer: `${t.config.publicUrl}/dashboard`,
        "Content-Type": "application/json",
      },
      body,
    });
    expect(fromOurPage.status).toBe(200);
    const fromElsewhere = await t.app.request("/api/me/sms", {
      method: "PUT",
      headers: {
        Cookie: cookie,
        Referer: "https://evil.example/page",
        "Content-Type": "application/json",
      },
      body,
    });
    expect(fromElsewhere.status).toBe(403);
  });
});
