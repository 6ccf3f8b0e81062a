import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiInput } from "../../api-schema";
import { makePet, makeUser } from "../../db/factories";
import {
  createTestApp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  createMailTestApp,
  type MailTestApp,
  newEmail,
} from "../test-app";

/**
 * The ways into someone else's account that an outside probe found: a password chosen by
 * someone who never owned the address, sessions that outlive a password change, a cross-site
 * change riding on the cookie, a reset that tells known addresses by its timing, mail links
 * built from the request's Host, and unbounded account fields.
 */
let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, password: string) =>
  t.api("POST /auth/sign-up/email", {
    json: { email, password, name: "Maya Tamang", firstName: "Maya", lastName: "Tamang" },
  });

const signInStatus = async (email: string, password: string) =>
  (await t.api("POST /auth/sign-in/email", { json: { email, password } })).status;

const isVerified = async (email: string) => {
  const row = await t.db
    .selectFrom("user")
    .select("emailVerified")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return Boolean(row.emailVerified);
};

/** The verification link of the newest verification mail to this address. */
async function verificationLink(email: string) {
  const mail = await t.smtp.waitFor(email, /Verify your e-mail/);
  const link = mail.links.find((href) => href.includes("verify-email"));
  expect(link).toBeDefined();
  return new URL(link!);
}

describe("a password chosen by someone who never owned the address never becomes usable", () => {
  it("the e-mailed link opens the site's page and verifies nothing by itself", async () => {
    const victim = newEmail("chief");
    expect((await signUp(victim, "attacker-chosen-pw")).status).toBe(200);
    const link = await verificationLink(victim);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe("/verify-email");

    // The owner opens the link (a page of the SPA) and, whatever she does with better-auth's
    // own endpoint, the address stays unverified and the attacker's password useless.
    const token = link.searchParams.get("token")!;
    const direct = await t.app.request(`/api/auth/verify-email?token=${token}`, {
      redirect: "manual",
    });
    expect(direct.status).toBe(404);
    const guessed = await t.api("POST /verify-email", {
      json: { token, password: "what-she-thinks" },
    });
    expect(guessed.status).toBe(403);
    expect(guessed.refusal.code).toBe("WRONG_PASSWORD");
    expect(await isVerified(victim)).toBe(false);
    expect(await signInStatus(victim, "attacker-chosen-pw")).toBe(403);
  });

  it("verifies, and signs in, whoever holds both the link and the password", async () => {
    const email = newEmail("maya");
    await signUp(email, TEST_PASSWORD);
    const token = (await verificationLink(email)).searchParams.get("token")!;
    const verified = await t.api("POST /verify-email", {
      json: { token, password: TEST_PASSWORD },
    });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie().find((value) => value.includes("session_token"));
    expect(cookie).toBeDefined();
    const session = await t.api("GET /auth/get-session", {
      headers: { Cookie: cookie!.split(";")[0]! },
    });
    expect(session.json!.user).toMatchObject({ email, emailVerified: true });
    expect(await signInStatus(email, TEST_PASSWORD)).toBe(200);

    const again = await t.api("POST /verify-email", { json: { token, password: TEST_PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.refusal.code).toBe("ALREADY_VERIFIED");
  });

  it("refuses a link that is not ours or has been altered, naming what to do", async () => {
    const altered = await t.api("POST /verify-email", {
      json: { token: "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2lnbmF0dXJl", password: "x" },
    });
    expect(altered.status).toBe(400);
    expect(altered.refusal).toMatchObject({ code: "INVALID_TOKEN" });
    expect(altered.refusal.error).toMatch(/log in/i);
  });

  it("limits password tries on one account's link like sign-in (429 with Retry-After)", async () => {
    const limited = await createTestApp({ SMTP_URL: t.smtp.url, RATE_LIMIT_SIGN_IN: "3" });
    try {
      const email = newEmail("tries");
      await limited.api("POST /auth/sign-up/email", {
        json: { email, password: TEST_PASSWORD, name: "A B", firstName: "A", lastName: "B" },
      });
      const token = (await verificationLink(email)).searchParams.get("token")!;
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const tried = await limited.api("POST /verify-email", {
          json: { token, password: `guess-${i}-xxxx` },
        });
        statuses.push(tried.status);
        if (tried.status === 429)
          expect(Number(tried.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([403, 403, 403, 429]);
    } finally {
      await limited.close();
    }
    // A second app on its own database, and four password hashes: slow on a busy machine.
  }, 60_000);

  it("the real owner takes her address back with a reset: verified, attacker's password gone, sessions ended", async () => {
    const victim = newEmail("owner");
    await signUp(victim, "attacker-chosen-pw");
    const asked = await t.api("POST /auth/request-password-reset", {
      json: { email: victim, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    const mail = await t.smtp.waitFor(victim, /Reset your/);
    const link = new URL(mail.links.find((href) => href.includes("/reset-password"))!);
    const landed = await t.app.request(link.pathname + link.search, { redirect: "manual" });
    const token = new URL(landed.headers.get("location")!, TEST_ORIGIN).searchParams.get("token");
    const reset = await t.api("POST /auth/reset-password", {
      json: { token: token!, newPassword: "owners-own-password" },
    });
    expect(reset.status).toBe(200);
    expect(await isVerified(victim)).toBe(true);
    expect(await signInStatus(victim, "attacker-chosen-pw")).toBe(401);
    expect(await signInStatus(victim, "owners-own-password")).toBe(200);
  });

  it("forgets unverified accounts after a week, and nothing else", async () => {
    const { deleteStaleUnverifiedAccounts } = await import("../../auth/unverified-accounts");
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const at = (date: Date) => (t.deps.dialect === "postgres" ? date : date.toISOString()) as never;
    const old = await makeUser(t.deps, { password: TEST_PASSWORD, emailVerified: false });
    const recent = await makeUser(t.deps, { password: TEST_PASSWORD, emailVerified: false });
    const oldVerified = await makeUser(t.deps, { password: TEST_PASSWORD });
    await t.db
      .updateTable("user")
      .set({ createdAt: at(weekAgo) })
      .where("id", "in", [old.id, oldVerified.id])
      .execute();
    await t.db
      .updateTable("user")
      .set({ createdAt: at(dayAgo) })
      .where("id", "=", recent.id)
      .execute();

    const removed = await deleteStaleUnverifiedAccounts(t.deps);
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom("user")
      .select("id")
      .where("id", "in", [old.id, recent.id, oldVerified.id])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, oldVerified.id].sort());
    const accounts = await t.db
      .selectFrom("account")
      .select("id")
      .where("userId", "=", old.id)
      .execute();
    expect(accounts).toEqual([]);
  });
});

describe("a password change", () => {
  it("ends every other session of the account", async () => {
    const { user, headers: s0 } = await t.login();
    const s2 = await t.signIn(user.email);
    const changed = await t.api("POST /auth/change-password", {
      headers: s2.headers,
      json: { currentPassword: TEST_PASSWORD, newPassword: "a-changed-password" },
    });
    expect(changed.status).toBe(200);
    expect((await t.api("GET /auth/get-session", { headers: s0 })).json).toBeNull();
    // The session that made the change goes on (better-auth hands it a fresh token).
    const { token } = changed.json;
    const current = token ? { Authorization: `Bearer ${token}` } : s2.headers;
    const kept = await t.api("GET /auth/get-session", { headers: current });
    expect(kept.json?.user.email).toBe(user.email);
  });
});

describe("cross-site changes", () => {
  it("checks a cookie-authenticated change whatever other headers it carries", async () => {
    const { cookie } = await t.login();
    const { id: petId } = await makePet(t.deps);
    for (const authorization of ["Basic Zm9vOmJhcg==", "Bearer not-a-session.token"]) {
      const response = await t.api("PUT /favourites/:petId", {
        param: { petId },
        headers: { Cookie: cookie, Origin: "http://evil.test", Authorization: authorization },
      });
      expect(response.status, authorization).toBe(403);
    }
  });

  it("still lets a bearer-authenticated client call from anywhere", async () => {
    const { headers } = await t.login();
    const response = await t.api("GET /favourites", {
      headers: { ...headers, Origin: "http://evil.test" },
    });
    expect(response.status).toBe(200);
  });
});

describe("a password-reset request", () => {
  /**
   * An app of its own, whose e-mails go to its (silent) log: 40 reset mails stay out of the SMTP
   * capture the other tests wait on. Its reset work is watched: `settled` waits until the work
   * the last request started afterwards is done, so no request is timed with another's work.
   */
  async function watchedResets() {
    const timed = await createTestApp();
    // Calls through to better-auth; only counts and keeps the work each request started.
    const resets = vi.spyOn(timed.deps.auth.api, "requestPasswordReset");
    const started = () => resets.mock.results.map((result) => result.value as Promise<unknown>);
    const ask = async (email: string) => {
      const start = process.hrtime.bigint();
      const response = await timed.app.request("/api/auth/request-password-reset", {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json" },
        body: JSON.stringify({ email, redirectTo: "/reset-password" }),
      });
      await response.text();
      expect(response.status).toBe(200);
      return { ms: Number(process.hrtime.bigint() - start) / 1e6, startedBefore: started().length };
    };
    const settled = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled(started());
    };
    return { timed, ask, settled, started };
  }

  it("answers before the address is looked up, and starts the reset after", async () => {
    const { timed, ask, settled, started } = await watchedResets();
    const known = (await timed.login()).user.email;
    const asked = await ask(known);
    expect(asked.startedBefore, "reset work started before the answer").toBe(0);
    await settled();
    expect(started()).toHaveLength(1);
    const tokens = await timed.db
      .selectFrom("verification")
      .select("id")
      .where("identifier", "like", "reset-password:%")
      .execute();
    expect(tokens.length).toBeGreaterThan(0);
    await timed.close();
  });

  it("answers known and unknown addresses in the same time (medians within 20% over 40 interleaved calls)", async () => {
    const { timed, ask, settled } = await watchedResets();
    const known = (await timed.login()).user.email;
    const time = async (email: string) => {
      const { ms } = await ask(email);
      await settled();
      return ms;
    };
    // Warm both paths first.
    await time(known);
    await time("warm-up@example.test");
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    // Medians of interleaved calls; a busy machine gets two more rounds.
    let spread = Infinity;
    let seen = "";
    for (let round = 0; round < 3 && spread >= 0.2; round++) {
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 40; i++) {
        const unknown = `nobody-${round}-${i}@example.test`;
        if (i % 2) {
          knownTimes.push(await time(known));
          unknownTimes.push(await time(unknown));
        } else {
          unknownTimes.push(await time(unknown));
          knownTimes.push(await time(known));
        }
      }
      const [k, u] = [median(knownTimes), median(unknownTimes)];
      spread = Math.abs(k - u) / Math.max(k, u);
      seen = `known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`;
    }
    await timed.close();
    expect(spread, seen).toBeLessThan(0.2);
  }, 60_000);

  it("limits reset requests per client address (429 with Retry-After), before anything is looked up", async () => {
    const limited = await createTestApp({ RATE_LIMIT_SIGN_IN: "3" });
    try {
      const statuses = [];
      let last;
      for (let i = 0; i < 11; i++) {
        last = await limited.api("POST /auth/request-password-reset", {
          json: { email: `someone-${i}@example.test`, redirectTo: "/reset-password" },
        });
        statuses.push(last.status);
      }
      // Sign-ups, resets and verification mails allow twice the sign-in limit, at least 10.
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      expect(last!.refusal).toMatchObject({ code: "TOO_MANY_REQUESTS" });
      expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("refuses a reset link pointing at another site, whatever Host the request names", async () => {
    const { user } = await t.login();
    // As the server sees a request sent with `Host: evil.test`.
    const asked = await t.app.request("http://evil.test/api/auth/request-password-reset", {
      method: "POST",
      headers: { Origin: "http://evil.test", "Content-Type": "application/json" },
      body: JSON.stringify({ email: user.email, redirectTo: "http://evil.test/reset-password" }),
    });
    expect(asked.status).toBe(403);
    const fine = await t.app.request("http://evil.test/api/auth/request-password-reset", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ email: user.email, redirectTo: "/reset-password" }),
    });
    expect(fine.status).toBe(200);
    const mail = await t.smtp.waitFor(user.email, /Reset your/);
    for (const link of mail.links) {
      expect(new URL(link).origin).toBe(TEST_ORIGIN);
      expect(decodeURIComponent(link)).not.toContain("evil.test");
    }
  });
});

describe("account fields", () => {
  it("refuses names over 100 characters and an image that is not https or one of the site's files", async () => {
    const { headers, user } = await t.login();
    const update = (json: ApiInput<"POST /auth/update-user">["json"]) =>
      t.api("POST /auth/update-user", { headers, json });
    const long = await update({ lastName: "x".repeat(100_000) });
    expect(long.status).toBe(400);
    expect(long.refusal.error).toMatch(/100 characters/);
    for (const image of [
      "javascript:alert(1)",
      "http://example.test/a.png",
      "data:image/png;base64,AA",
    ]) {
      const refused = await update({ image });
      expect(refused.status, image).toBe(400);
    }
    expect((await update({ image: "https://example.test/a.png" })).status).toBe(200);
    expect((await update({ image: "/f/avatars/a.webp" })).status).toBe(200);
    expect((await update({ firstName: "y".repeat(100) })).status).toBe(200);
    const row = await t.db
      .selectFrom("user")
      .select(["lastName", "image"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.lastName).not.toHaveLength(100_000);

    const signUpLong = await t.api("POST /auth/sign-up/email", {
      json: {
        email: newEmail("long"),
        password: TEST_PASSWORD,
        name: "A B",
        firstName: "A",
        lastName: "B".repeat(101),
      },
    });
    expect(signUpLong.status).toBe(400);
  });
});
