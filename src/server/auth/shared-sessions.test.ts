import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import type { AppDeps } from "../deps";
import { makeUser } from "../db/factories";
import { createLogger } from "../lib/logger";
import { deleteKeysWithPrefix } from "../lib/redis";
import { startSmtpCapture, type SmtpCapture } from "../test/smtp-capture";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from "../test/test-app";
import { redisUrlForTests } from "../test/test-config";

/**
 * Two instances of the app on one database and one Redis (REDIS_URL), as behind a load
 * balancer: what one instance does with a session, the other sees.
 */
let smtp: SmtpCapture;
let a: TestApp;
let b: {
  deps: AppDeps;
  request: (method: string, path: string, init?: Init) => Promise<TestResponse>;
};

type Init = { body?: unknown; headers?: Record<string, string> };
type TestResponse = { status: number; json: any; headers: Headers };

function requester(app: ReturnType<typeof createApp>) {
  return async (method: string, path: string, { body, headers = {} }: Init = {}) => {
    const response = await app.request(path, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: text ? JSON.parse(text) : undefined,
      headers: response.headers,
    };
  };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  a = await createTestApp({
    REDIS_URL: redisUrlForTests(),
    REDIS_PREFIX: `sathi-test:${randomBytes(6).toString("hex")}:`,
    SMTP_URL: smtp.url,
    RATE_LIMIT_SIGN_IN: "4",
    // Each case below is its own client address, as a proxy in front would say.
    TRUST_PROXY: "true",
  });
  const deps = await createDeps(a.config, createLogger("silent"));
  b = { deps, request: requester(createApp(deps)) };
});
afterAll(async () => {
  await b.deps.mail.stop();
  await b.deps.database.close();
  await b.deps.redis?.quit();
  await a.close();
  await smtp.close();
});

const from = (address: string, headers: Record<string, string> = {}) => ({
  "X-Forwarded-For": address,
  ...headers,
});

async function signInOn(
  request: typeof b.request,
  email: string,
  address: string,
  password = TEST_PASSWORD,
) {
  return request("POST", "/api/auth/sign-in/email", {
    body: { email, password },
    headers: from(address),
  });
}

describe("sessions shared through Redis", () => {
  it("a session made on one instance is seen by the other, and kept in Redis", async () => {
    const user = await makeUser(a.deps, { password: TEST_PASSWORD });
    const signedIn = await signInOn(a.request, user.email, "198.51.100.1");
    expect(signedIn.status).toBe(200);
    const token: string = signedIn.json.token;
    expect(await a.deps.redis!.exists(`auth:${token}`)).toBe(1);

    const onB = await b.request("GET", "/api/auth/get-session", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(onB.json.user.email).toBe(user.email);
    expect(
      (
        await b.request("GET", "/api/applications", {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(200);
  });

  it("signing out on one instance ends the session on the other, in Redis and the database", async () => {
    const user = await makeUser(a.deps, { password: TEST_PASSWORD });
    const { json } = await signInOn(b.request, user.email, "198.51.100.2");
    const auth = { Authorization: `Bearer ${json.token}` };
    expect((await a.request("GET", "/api/applications", { headers: auth })).status).toBe(200);

    expect(
      (await a.request("POST", "/api/auth/sign-out", { headers: auth, body: {} })).status,
    ).toBe(200);
    expect((await b.request("GET", "/api/applications", { headers: auth })).status).toBe(401);
    expect((await b.request("GET", "/api/auth/get-session", { headers: auth })).json).toBeNull();
    expect(await a.deps.redis!.exists(`auth:${json.token}`)).toBe(0);
    const rows = await a.db
      .selectFrom("session")
      .select("id")
      .where("token", "=", json.token)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it("keeps everyone signed in when Redis loses its data (sessions are in the database too)", async () => {
    const user = await makeUser(a.deps, { password: TEST_PASSWORD });
    const { json } = await signInOn(a.request, user.email, "198.51.100.3");
    const auth = { Authorization: `Bearer ${json.token}` };
    await deleteKeysWithPrefix(a.deps.redis!);
    expect(await a.deps.redis!.exists(`auth:${json.token}`)).toBe(0);
    for (const request of [a.request, b.request]) {
      const session = await request("GET", "/api/auth/get-session", { headers: auth });
      expect(session.json?.user.email).toBe(user.email);
    }
    // And a sign-out then still ends it everywhere.
    await b.request("POST", "/api/auth/sign-out", { headers: auth, body: {} });
    expect((await a.request("GET", "/api/applications", { headers: auth })).status).toBe(401);
  });

  it("verifies an e-mail through a link made on the other instance", async () => {
    const email = `link-${randomBytes(4).toString("hex")}@example.test`;
    const signedUp = await a.request("POST", "/api/auth/sign-up/email", {
      body: {
        email,
        password: TEST_PASSWORD,
        name: "Maya Tamang",
        firstName: "Maya",
        lastName: "Tamang",
      },
      headers: from("198.51.100.4"),
    });
    expect(signedUp.status).toBe(200);
    const mail = await smtp.waitFor(email, /Verify your e-mail/);
    const link = new URL(mail.links.find((href) => href.includes("/verify-email"))!);
    const verified = await b.request("POST", "/api/verify-email", {
      body: { token: link.searchParams.get("token"), password: TEST_PASSWORD },
    });
    expect(verified.status).toBe(200);
    expect((await signInOn(b.request, email, "198.51.100.4")).status).toBe(200);
  });
});

describe("the sign-in rate limit shared through Redis", () => {
  it("counts attempts from one address on both instances together", async () => {
    const attempt = (request: typeof b.request) =>
      signInOn(request, "nobody@example.test", "203.0.113.9", "wrong-password");
    const statuses = [];
    for (const request of [a.request, b.request, a.request, b.request, a.request, b.request]) {
      statuses.push((await attempt(request)).status);
    }
    // RATE_LIMIT_SIGN_IN is 4: the fifth attempt, wherever it lands, is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another address is not held back by it.
    expect((await signInOn(b.request, "nobody@example.test", "203.0.113.10", "wrong")).status).toBe(
      401,
    );
  });
});
