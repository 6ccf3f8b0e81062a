import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { testRedisUrl } from "../test/test-config";
import { createSessionLookup } from "./session-lookup";

let t: TestApp;
let lookup: ReturnType<typeof createSessionLookup>;
beforeAll(async () => {
  t = await createTestApp();
  lookup = createSessionLookup(t.deps);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** What better-auth itself says about the same credentials. */
async function betterAuthUser(headers: Record<string, string>) {
  const result = await t.deps.auth.api.getSession({ headers: new Headers(headers) });
  return result?.user ?? null;
}

async function setExpiry(token: string, date: Date) {
  // better-auth keeps dates as ISO text on SQLite.
  const expiresAt = t.deps.dialect === "postgres" ? date : date.toISOString();
  await t.db.updateTable("session").set({ expiresAt }).where("token", "=", token).execute();
}

/**
 * These tests move a session's expiry straight in the database. With Redis, better-auth reads
 * its own copy of the session there, which such an edit does not reach: the API's answer is
 * then checked only when sessions live in the database alone.
 */
const sessionsOnlyInDatabase = !testRedisUrl();

const myApplications = (headers: Record<string, string>) => t.api("GET /applications", { headers });

describe("the quick session lookup", () => {
  it("finds the same caller as better-auth for a bearer token and for the session cookie", async () => {
    const { user, token, cookie } = await t.login();
    const expected = await betterAuthUser({ authorization: `Bearer ${token}` });
    expect(expected?.id).toBe(user.id);
    const caller = { id: user.id, email: user.email, name: expected!.name, isAdmin: false };
    expect(await lookup(`Bearer ${token}`, undefined)).toEqual(caller);
    expect(await lookup(undefined, cookie)).toEqual(caller);
    expect(await lookup(undefined, `theme=dark; ${cookie}; lang=ne`)).toEqual(caller);
  });

  it("says who is an admin as better-auth's session does", async () => {
    const admin = await t.loginAdmin();
    const expected = await betterAuthUser(admin.headers);
    expect(expected).toMatchObject({ isAdmin: true });
    expect(await lookup(admin.headers.Authorization, undefined)).toMatchObject({ isAdmin: true });
  });

  it("leaves to better-auth what it cannot vouch for", async () => {
    const { token, cookie } = await t.login();
    const [name, value] = cookie.split("=") as [string, string];
    const signature = decodeURIComponent(value).split(".")[1]!;
    const cases = [
      `Bearer ${token}.${signature}`, // signed bearer tokens: better-auth checks them
      "Bearer not-a-session",
      `Basic ${token}`,
    ];
    for (const authorization of cases)
      expect(await lookup(authorization, undefined)).toBeUndefined();
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    const unsigned = `${name}=${token}`;
    for (const cookieHeader of [forged, unsigned, `${cookie}; ${cookie}`]) {
      expect(await lookup(undefined, cookieHeader)).toBeUndefined();
    }
    // And better-auth turns the forged and unsigned cookies away.
    expect((await myApplications({ cookie: forged })).status).toBe(401);
    expect((await myApplications({ cookie: unsigned })).status).toBe(401);
  });

  it("does not vouch for an expired or signed-out session, which the API then refuses", async () => {
    const expired = await t.login();
    await setExpiry(expired.token, new Date(Date.now() - 1000));
    expect(await lookup(`Bearer ${expired.token}`, undefined)).toBeUndefined();
    if (sessionsOnlyInDatabase) expect((await myApplications(expired.headers)).status).toBe(401);

    const signedOut = await t.login();
    expect((await myApplications(signedOut.headers)).status).toBe(200);
    await t.api("POST /auth/sign-out", { json: {}, headers: signedOut.headers });
    expect(await lookup(`Bearer ${signedOut.token}`, undefined)).toBeUndefined();
    expect((await myApplications(signedOut.headers)).status).toBe(401);
  });

  it("leaves a session due for renewal to better-auth, which renews it", async () => {
    const { token, headers } = await t.login();
    // Six and a half days left of seven: renewed once a day has passed (better-auth's updateAge).
    const dueSoon = new Date(Date.now() + 6.5 * DAY - 60_000);
    await setExpiry(token, dueSoon);
    expect(await lookup(`Bearer ${token}`, undefined)).toBeDefined();
    const due = new Date(Date.now() + 6 * DAY - 60_000);
    await setExpiry(token, due);
    expect(await lookup(`Bearer ${token}`, undefined)).toBeUndefined();
    if (!sessionsOnlyInDatabase) return;

    expect((await myApplications(headers)).status).toBe(200);
    const renewed = await t.db
      .selectFrom("session")
      .select("expiresAt")
      .where("token", "=", token)
      .executeTakeFirstOrThrow();
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });
});
