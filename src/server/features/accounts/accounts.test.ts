import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApplication, makePet, makeUser, makeStore } from "../../db/factories";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = async (headers: Record<string, string>) =>
  (await t.api("GET /auth/get-session", { headers })).json;

describe("DELETE /api/me", () => {
  it("asks for the password, then removes the account, its store and requests, and ends every session", async () => {
    const first = await t.login();
    const second = await t.signIn(first.user.email);
    const store = await makeStore(t.deps, { owner_id: first.user.id });
    const pet = await makePet(t.deps, { vendor_id: store.id });
    const theirRequest = await makeApplication(t.deps, { pet_id: pet.id });
    const ownRequest = await makeApplication(t.deps, { user_id: first.user.id });

    const wrong = await t.api("DELETE /me", {
      headers: first.headers,
      json: { password: "not-my-password" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.refusal.code).toBe("WRONG_PASSWORD");
    const missing = await t.api("DELETE /me", { headers: first.headers, json: {} });
    expect(missing.status).toBe(400);
    expect(await sessionOf(second.headers)).not.toBeNull();

    const deleted = await t.api("DELETE /me", {
      headers: first.headers,
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    for (const headers of [first.headers, second.headers, { Cookie: second.cookie }]) {
      expect(await sessionOf(headers)).toBeNull();
      expect((await t.api("GET /vendors/me", { headers })).status).toBe(401);
    }
    const left = async (table: "user" | "session" | "vendor" | "application") =>
      (await t.db.selectFrom(table).select("id").execute()).map((row) => row.id);
    expect(await left("user")).not.toContain(first.user.id);
    expect(await left("vendor")).not.toContain(store.id);
    expect(await left("application")).not.toContain(theirRequest.id);
    expect(await left("application")).not.toContain(ownRequest.id);
    const sessions = await t.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", first.user.id)
      .execute();
    expect(sessions).toEqual([]);
    const signIn = await t.api("POST /auth/sign-in/email", {
      json: { email: first.user.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);
  });

  it("asks an account without a password (Google) to type its e-mail address", async () => {
    const user = await makeUser(t.deps);
    // A session made as Google sign-in makes one: straight in the database.
    const token = `tok-${user.id}`;
    const now = new Date();
    const at = t.deps.dialect === "postgres" ? now : now.toISOString();
    const expires = new Date(Date.now() + 3_600_000);
    await t.db
      .insertInto("session")
      .values({
        id: `s-${user.id}`,
        token,
        userId: user.id,
        expiresAt: t.deps.dialect === "postgres" ? expires : expires.toISOString(),
        createdAt: at,
        updatedAt: at,
        ipAddress: null,
        userAgent: null,
      } as never)
      .execute();
    const headers = { Authorization: `Bearer ${token}` };
    expect((await sessionOf(headers))?.user.id).toBe(user.id);
    const wrong = await t.api("DELETE /me", { headers, json: { email: "someone@else.test" } });
    expect(wrong.status).toBe(400);
    const right = await t.api("DELETE /me", { headers, json: { email: user.email.toUpperCase() } });
    expect(right.status).toBe(200);
    expect(await sessionOf(headers)).toBeNull();
  });
});

describe("DELETE /api/me's password check", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_SIGN_IN: "3" });
  });
  afterAll(() => limited.close());

  it("allows as many tries a minute per account as sign-in, then answers 429 with Retry-After", async () => {
    const owner = await limited.login();
    const other = await limited.login();
    const tryDelete = (headers: Record<string, string>, password: string) =>
      limited.api("DELETE /me", { headers, json: { password } });

    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await tryDelete(owner.headers, `guess-${attempt}`)).status).toBe(403);
    }
    // Every try counts, so the right password gets no answer either until the minute is over.
    const refused = await tryDelete(owner.headers, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.refusal).toEqual({
      error: "Too many tries to delete your account. Please wait a minute and try again.",
      code: "TOO_MANY_REQUESTS",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    const kept = await limited.db
      .selectFrom("user")
      .select("id")
      .where("id", "=", owner.user.id)
      .execute();
    expect(kept).toHaveLength(1);

    // Another account on the same address has its own allowance.
    expect((await tryDelete(other.headers, TEST_PASSWORD)).status).toBe(200);
  });
});

describe("accounts do not reveal who has one", () => {
  const shape = (value: unknown): unknown =>
    value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
      : typeof value;

  it("sign-up answers the same for a new and a taken address", async () => {
    const taken = (await t.login()).user.email;
    const body = (email: string) => ({
      email,
      password: "a-long-enough-password",
      name: "Ram Thapa",
      firstName: "Ram",
      lastName: "Thapa",
    });
    const fresh = await t.api("POST /auth/sign-up/email", { json: body("brand-new@example.test") });
    const again = await t.api("POST /auth/sign-up/email", { json: body(taken) });
    expect(again.status).toBe(fresh.status);
    expect(shape(again.json)).toEqual(shape(fresh.json));
  });

  it("a reset request answers the same for a known and an unknown address", async () => {
    const known = (await t.login()).user.email;
    const ask = (email: string) =>
      t.api("POST /auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
      });
    const [a, b] = [await ask(known), await ask("nobody-here@example.test")];
    expect(a.status).toBe(b.status);
    expect(a.json).toEqual(b.json);
  });
});
