import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../db/factories";
import {
  createTestApp,
  newEmail,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
} from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The login page's form as a browser without JavaScript sends it: urlencoded, to its own page. */
async function postForm(
  fields: Record<string, string>,
  { path = "/login", headers = {} }: { path?: string; headers?: Record<string, string> } = {},
) {
  return t.app.request(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: TEST_ORIGIN,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("better-auth.session_token="));

describe("POST /login, the e-mail sign-in without JavaScript", () => {
  it("signs in, sets the session cookie and goes on to `next` with 303", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    const response = await postForm({
      email: user.email,
      password: TEST_PASSWORD,
      next: "/pets?species=dog",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/pets?species=dog");
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const session = await t.api("GET /auth/get-session", {
      headers: { Cookie: cookie!.split(";")[0]! },
    });
    expect(session.json!.user.email).toBe(user.email);
  });

  it("reads `next` from the page's address when the form has none, and goes home without one", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    const withNext = await postForm(
      { email: user.email, password: TEST_PASSWORD },
      { path: "/login?next=%2Fdashboard" },
    );
    expect(withNext.headers.get("location")).toBe("/dashboard");
    const without = await postForm({ email: user.email, password: TEST_PASSWORD });
    expect(without.headers.get("location")).toBe("/");
  });

  it("sends an admin without `next` to /admin, as the app does", async () => {
    await makeUser(t.deps, { email: "admin@sathi.test", password: TEST_PASSWORD });
    const response = await postForm({ email: "admin@sathi.test", password: TEST_PASSWORD });
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("comes back to the form with the refusal's code and the address, no cookie and no password", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    const response = await postForm({
      email: user.email,
      password: "wrong-password-123",
      next: "/pets",
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, TEST_ORIGIN);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("error")).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(location.searchParams.get("email")).toBe(user.email);
    expect(location.searchParams.get("next")).toBe("/pets");
    expect(location.href).not.toContain("wrong-password");
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("refuses an unverified address, as the API does", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD, emailVerified: false });
    const response = await postForm({ email: user.email, password: TEST_PASSWORD });
    const location = new URL(response.headers.get("location")!, TEST_ORIGIN);
    expect(location.searchParams.get("error")).toBe("EMAIL_NOT_VERIFIED");
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("refuses a form sent from another site (login CSRF) with 403 and signs nobody in", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    const foreign = await postForm(
      { email: user.email, password: TEST_PASSWORD },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: string }).code).toBe("CROSS_SITE_REQUEST");
    expect(sessionCookieOf(foreign)).toBeUndefined();

    const byReferer = await t.app.request("/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Referer: "https://evil.example/page",
      },
      body: new URLSearchParams({ email: user.email, password: TEST_PASSWORD }).toString(),
    });
    expect(byReferer.status).toBe(403);
    const neither = await t.app.request("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: user.email, password: TEST_PASSWORD }).toString(),
    });
    expect(neither.status).toBe(403);
  });

  it("has pages tell the browser to name their origin on a form's POST, and no other site", async () => {
    // With no-referrer a browser sends `Origin: null` and no Referer: the form could not be told
    // from another site's, and every sign-in without JavaScript was refused.
    const page = await t.app.request("/login");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const refused = await postForm(
      { email: "someone@example.test", password: TEST_PASSWORD },
      { headers: { Origin: "null" } },
    );
    expect(refused.status).toBe(403);
  });

  it("goes to no other site, whatever `next` says", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    for (const next of [
      "https://evil.example",
      "//evil.example/x",
      "/\\evil.example",
      "/%2F%2Fevil",
    ]) {
      const response = await postForm({ email: user.email, password: TEST_PASSWORD, next });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    }
  });

  it("holds the account back after five wrong passwords, even with the right one (sign-in guard)", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    for (let i = 0; i < 5; i++) {
      const wrong = await postForm({ email: user.email, password: `wrong-${i}-password` });
      expect(new URL(wrong.headers.get("location")!, TEST_ORIGIN).searchParams.get("error")).toBe(
        "INVALID_EMAIL_OR_PASSWORD",
      );
    }
    const right = await postForm({ email: user.email, password: TEST_PASSWORD });
    const location = new URL(right.headers.get("location")!, TEST_ORIGIN);
    expect(location.searchParams.get("error")).toBe("SIGN_IN_PAUSED");
    expect(sessionCookieOf(right)).toBeUndefined();
  });

  it("responses sign-up and the phone forms with NEEDS_JAVASCRIPT on the same side of the page", async () => {
    const signUp = await postForm(
      { email: newEmail("nojs"), password: TEST_PASSWORD },
      { path: "/login?mode=signup&next=%2Fpets" },
    );
    expect(signUp.status).toBe(303);
    expect(signUp.headers.get("location")).toBe(
      "/login?mode=signup&next=%2Fpets&error=NEEDS_JAVASCRIPT",
    );
    const phone = await postForm({ phone: "9800000000" }, { path: "/login?with=phone" });
    expect(phone.headers.get("location")).toBe("/login?with=phone&error=NEEDS_JAVASCRIPT");
  });
});

describe("POST /login's per-address rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_SIGN_IN: "2" });
  });
  afterAll(() => limited.close());

  it("applies to the form as to the API", async () => {
    const codes: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await limited.app.request("/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN },
        body: new URLSearchParams({
          email: newEmail(`limit-${i}`),
          password: "whatever-password",
        }).toString(),
      });
      codes.push(new URL(response.headers.get("location")!, TEST_ORIGIN).searchParams.get("error"));
    }
    expect(codes.at(-1)).toBe("TOO_MANY_REQUESTS");
  });
});
