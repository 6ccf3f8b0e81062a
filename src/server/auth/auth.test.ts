import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { makeUser } from "../db/factories";
import { errorHandler } from "../lib/error-handler";
import { createRouter } from "../lib/router";
import {
  createTestApp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  createMailTestApp,
  type MailTestApp,
  newEmail,
} from "../test/test-app";
import { verificationLink } from "./auth";
import { adminOf, sessionMiddleware, userOf } from "./session";

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

async function signUp(email: string, password = TEST_PASSWORD) {
  return t.api("POST /auth/sign-up/email", {
    json: { email, password, name: "Maya Tamang", firstName: "Maya", lastName: "Tamang" },
  });
}

/** Follows an e-mailed link the way a browser would: the path on our site, keeping the query. */
async function follow(link: string) {
  const url = new URL(link);
  expect(url.origin).toBe(TEST_ORIGIN);
  const response = await t.app.request(url.pathname + url.search, { redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location") ?? "",
    cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "",
  };
}

describe("sign-up with e-mail verification", () => {
  it("signs up, verifies through the e-mailed link, then signs in with bearer and cookie, then signs out", async () => {
    const email = newEmail("maya");
    const signedUp = await signUp(email);
    expect(signedUp.status).toBe(200);
    expect(signedUp.json.user.email).toBe(email);
    expect(signedUp.json.token).toBeNull();

    // Not verified yet: no session.
    const early = await t.api("POST /auth/sign-in/email", {
      json: { email, password: TEST_PASSWORD },
    });
    expect(early.status).toBe(403);
    expect(early.refusal.error).toMatch(/verif/i);

    const mail = await t.smtp.waitFor(email, /Verify your e-mail/);
    const link = new URL(mail.links.find((href) => href.includes("/verify-email"))!);
    // The link opens the site's page, which sends its token with the sign-up password.
    expect(link.origin + link.pathname).toBe(`${TEST_ORIGIN}/verify-email`);
    const verified = await t.api("POST /verify-email", {
      json: { token: link.searchParams.get("token")!, password: TEST_PASSWORD },
    });
    expect(verified.status).toBe(200);
    // Verified and signed in at once.
    expect(verified.headers.get("set-cookie")).toMatch(/session_token=/);

    const signedIn = await t.signIn(email);
    const byBearer = await t.api("GET /auth/get-session", { headers: signedIn.headers });
    expect(byBearer.status).toBe(200);
    expect(byBearer.json!.user).toMatchObject({
      email,
      firstName: "Maya",
      lastName: "Tamang",
      emailVerified: true,
      isAdmin: false,
    });
    const byCookie = await t.api("GET /auth/get-session", { headers: { Cookie: signedIn.cookie } });
    expect(byCookie.json!.user.email).toBe(email);

    const out = await t.api("POST /auth/sign-out", { json: {}, headers: signedIn.headers });
    expect(out.status).toBe(200);
    const after = await t.api("GET /auth/get-session", { headers: signedIn.headers });
    expect(after.json).toBeNull();
    // Signing out an already-ended session is a success, not an error.
    const again = await t.api("POST /auth/sign-out", { json: {}, headers: signedIn.headers });
    expect(again.status).toBe(200);
  });

  it("refuses a sign-up without first or last name, or with a short password, naming the problem", async () => {
    // Bodies the contract forbids, as a client other than the site could send them.
    const noFirst = await t.request("POST", "/api/auth/sign-up/email", {
      body: { email: newEmail("x"), password: TEST_PASSWORD, name: "X", lastName: "Rai" },
    });
    expect(noFirst.status).toBe(400);
    expect(noFirst.refusal.error).toBe("First name is required");

    const noLast = await t.request("POST", "/api/auth/sign-up/email", {
      body: { email: newEmail("x"), password: TEST_PASSWORD, name: "X", firstName: "Sita" },
    });
    expect(noLast.refusal.error).toBe("Last name is required");

    const short = await signUp(newEmail("short"), "short");
    expect(short.status).toBe(400);
    expect(short.refusal.error).toBe("Password must be at least 8 characters");
  });

  it("refuses a name with control characters (a NUL cannot be stored) with a readable 400, storing nothing", async () => {
    const email = newEmail("nul");
    const response = await t.api("POST /auth/sign-up/email", {
      json: {
        email,
        password: TEST_PASSWORD,
        name: "Sita\u0000",
        firstName: "Sita",
        lastName: "Rai",
      },
    });
    expect(response.status).toBe(400);
    expect(response.refusal.error).toMatch(/not control characters/);
    expect(await t.db.selectFrom("user").where("email", "=", email).select("id").execute()).toEqual(
      [],
    );

    const { headers } = await t.login();
    const rename = await t.api("POST /auth/update-user", {
      headers,
      json: { lastName: "Rai\u0007" },
    });
    expect(rename.status).toBe(400);
  });

  it("tells the owner of an address that is signed up again, without telling the caller", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    const response = await signUp(user.email);
    expect(response.status).toBe(200);
    await t.smtp.waitFor(user.email, /already have/);
  });

  it("sends a fresh verification e-mail when an unverified user tries to log in", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD, emailVerified: false });
    const response = await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.refusal.code).toBe("EMAIL_NOT_VERIFIED");
    await t.smtp.waitFor(user.email, /Verify your e-mail/);
  });
});

describe("the verification link's next: the page to come back to after confirming", () => {
  const linkIn = async (email: string) => {
    const mail = await t.smtp.waitFor(email, /Verify your e-mail/);
    return new URL(mail.links.find((href) => href.includes("/verify-email"))!);
  };

  it("carries the page she signed up from (callbackURL), and none when she gave none", async () => {
    const email = newEmail("next");
    const response = await t.api("POST /auth/sign-up/email", {
      json: {
        email,
        password: TEST_PASSWORD,
        name: "Maya Tamang",
        firstName: "Maya",
        lastName: "Tamang",
        callbackURL: "/pets/pet-1?from=home",
      },
    });
    expect(response.status).toBe(200);
    const link = await linkIn(email);
    expect(link.searchParams.get("next")).toBe("/pets/pet-1?from=home");
    expect(link.searchParams.get("token")).toBeTruthy();

    const plain = newEmail("plain");
    await signUp(plain);
    expect((await linkIn(plain)).searchParams.has("next")).toBe(false);
  });

  it("carries it on the fresh link of an unverified sign-in and on a link asked for again", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD, emailVerified: false });
    const signIn = await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: TEST_PASSWORD, callbackURL: "/pets/pet-2" },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.refusal.code).toBe("EMAIL_NOT_VERIFIED");
    expect((await linkIn(user.email)).searchParams.get("next")).toBe("/pets/pet-2");

    const other = await makeUser(t.deps, { password: TEST_PASSWORD, emailVerified: false });
    const resend = await t.api("POST /auth/send-verification-email", {
      json: { email: other.email, callbackURL: "/dashboard?tab=requests" },
    });
    expect(resend.status).toBe(200);
    expect((await linkIn(other.email)).searchParams.get("next")).toBe("/dashboard?tab=requests");
  });

  it.each(["//evil.test", "https://evil.test/pets", "/\\evil.test"])(
    "refuses a sign-up whose callbackURL %j would leave the site, sending nothing",
    async (callbackURL) => {
      const email = newEmail("evil");
      const response = await t.api("POST /auth/sign-up/email", {
        json: {
          email,
          password: TEST_PASSWORD,
          name: "E V",
          firstName: "E",
          lastName: "V",
          callbackURL,
        },
      });
      expect(response.status).toBe(403);
      expect(
        await t.db.selectFrom("user").where("email", "=", email).select("id").execute(),
      ).toEqual([]);
    },
  );

  it.each([
    "//evil.test",
    "https://evil.test/pets",
    "/\\evil.test",
    "/\t/evil.test",
    "javascript:alert(1)",
    "pets",
    "/",
  ])("keeps no next for a callbackURL of %j", (callbackURL) => {
    const authUrl = `${TEST_ORIGIN}/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callbackURL)}`;
    expect(verificationLink(TEST_ORIGIN, "abc", authUrl)).toBe(
      `${TEST_ORIGIN}/verify-email?token=abc`,
    );
  });
});

describe("sign-in", () => {
  it("answers a wrong password with 401 and a readable message", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    const response = await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: "not-the-password" },
    });
    expect(response.status).toBe(401);
    expect(response.refusal.error).toMatch(/invalid email or password/i);
  });

  it("limits sign-in attempts per minute (RATE_LIMIT_SIGN_IN) with 429", async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGN_IN: "3" });
    try {
      const attempt = () =>
        limited.api("POST /auth/sign-in/email", {
          json: { email: "nobody@example.test", password: "wrong-password" },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const refused = await attempt();
      expect(refused.refusal.error).toMatch(/too many/i);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});

describe("password reset", () => {
  it("e-mails a link, sets the new password from it, and ends the old sessions", async () => {
    const { user, headers } = await t.login();
    const asked = await t.api("POST /auth/request-password-reset", {
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);

    const mail = await t.smtp.waitFor(user.email, /Reset your/);
    const link = mail.links.find((href) => href.includes("/api/auth/reset-password/"));
    const landed = await follow(link!);
    expect(landed.status).toBe(302);
    const token = new URL(landed.location, TEST_ORIGIN).searchParams.get("token");
    expect(new URL(landed.location, TEST_ORIGIN).pathname).toBe("/reset-password");
    expect(token).toBeTruthy();

    const reset = await t.api("POST /auth/reset-password", {
      json: { token: token!, newPassword: "a-brand-new-password" },
    });
    expect(reset.status).toBe(200);
    expect((await t.api("GET /auth/get-session", { headers })).json).toBeNull();
    const old = await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.status).toBe(401);
    await expect(t.signIn(user.email, "a-brand-new-password")).resolves.toHaveProperty("token");
  });

  it("answers an unknown address the same way, without sending anything", async () => {
    const email = newEmail("ghost");
    const asked = await t.api("POST /auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    await expect(t.smtp.waitFor(email, /./, 500)).rejects.toThrow(/No e-mail/);
  });
});

describe("roles and request protection", () => {
  /** A probe API: one route for any signed-in user, one for admins, on the real session middleware. */
  function probeApp() {
    const api = createRouter();
    api.use("*", sessionMiddleware(t.deps));
    api.get("/me", (c) => c.json({ email: userOf(c).email }));
    api.get("/admin-only", (c) => c.json({ admin: adminOf(c).email }));
    api.post("/change", (c) => c.json({ changedBy: userOf(c).email }));
    const app = new Hono().route("/probe", api);
    app.onError(errorHandler(t.deps.log));
    return app;
  }

  async function call(path: string, init: RequestInit = {}) {
    const response = await probeApp().request(path, init);
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  it("answers 401 'Not logged in' when signed out", async () => {
    expect(await call("/probe/me")).toEqual({
      status: 401,
      json: { error: "Not logged in", code: "UNAUTHORIZED" },
    });
  });

  it("lets admins in and answers 403 to a verified non-admin", async () => {
    const admin = await t.loginAdmin();
    const user = await t.login();
    expect(await call("/probe/admin-only", { headers: admin.headers })).toMatchObject({
      status: 200,
    });
    const refused = await call("/probe/admin-only", { headers: user.headers });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Only an admin can do this");
    expect(await call("/probe/admin-only")).toMatchObject({ status: 401 });
  });

  it("treats ADMIN_EMAILS case-insensitively and tells the SPA who is an admin", async () => {
    const admin = await t.loginAdmin();
    const session = await t.api("GET /auth/get-session", { headers: admin.headers });
    expect(session.json!.user.isAdmin).toBe(true);
    const shouty = await t.signIn("ADMIN@SATHI.TEST");
    expect(await call("/probe/admin-only", { headers: shouty.headers })).toMatchObject({
      status: 200,
    });
  });

  it("refuses a cookie-authenticated change from another site, but not a bearer one", async () => {
    const { cookie, headers } = await t.login();
    const fromElsewhere = await call("/probe/change", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example" },
    });
    expect(fromElsewhere.status).toBe(403);
    const fromUs = await call("/probe/change", {
      method: "POST",
      headers: { Cookie: cookie, Origin: TEST_ORIGIN },
    });
    expect(fromUs.status).toBe(200);
    const bearer = await call("/probe/change", {
      method: "POST",
      headers: { ...headers, Origin: "https://evil.example" },
    });
    expect(bearer.status).toBe(200);
  });
});
