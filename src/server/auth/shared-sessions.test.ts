import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPath, splitRoute, type ApiPathInput } from "../../contract/api-path";
import type { ApiInput, ApiResponse, ApiRoute } from "../api-schema";
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
let a: Omit<TestApp, "api"> & { api: Api };
let b: { deps: AppDeps; api: Api };

type Api = ReturnType<typeof apiOn>;

/** Calls by route on one instance, typed as `t.api`'s (each instance is its own app). */
function apiOn(app: ReturnType<typeof createApp>) {
  return async <R extends ApiRoute>(
    route: R,
    options: ApiInput<R> & { headers?: Record<string, string> },
  ) => {
    const { method, path } = splitRoute(route);
    const {
      json: body,
      headers = {},
      ...where
    } = options as ApiPathInput & { json?: unknown; headers?: Record<string, string> };
    const response = await app.request(`/api${apiPath(path, where)}`, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    return { status: response.status, json: json as ApiResponse<R>, headers: response.headers };
  };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const testApp = await createTestApp({
    REDIS_URL: redisUrlForTests(),
    REDIS_PREFIX: `sathi-test:${randomBytes(6).toString("hex")}:`,
    SMTP_URL: smtp.url,
    RATE_LIMIT_SIGN_IN: "4",
    // Each case below is its own client address, as a proxy in front would say.
    TRUST_PROXY: "true",
  });
  a = { ...testApp, api: apiOn(testApp.app) };
  const deps = await createDeps(a.config, createLogger("silent"));
  b = { deps, api: apiOn(createApp(deps)) };
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

async function signInOn(api: Api, email: string, address: string, password = TEST_PASSWORD) {
  return api("POST /auth/sign-in/email", { json: { email, password }, headers: from(address) });
}

describe("sessions shared through Redis", () => {
  it("a session made on one instance is seen by the other, and kept in Redis", async () => {
    const user = await makeUser(a.deps, { password: TEST_PASSWORD });
    const signedIn = await signInOn(a.api, user.email, "198.51.100.1");
    expect(signedIn.status).toBe(200);
    const token = signedIn.json.token;
    expect(await a.deps.redis!.exists(`auth:${token}`)).toBe(1);

    const onB = await b.api("GET /auth/get-session", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(onB.json?.user.email).toBe(user.email);
    expect(
      (
        await b.api("GET /applications", {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(200);
  });

  it("signing out on one instance ends the session on the other, in Redis and the database", async () => {
    const user = await makeUser(a.deps, { password: TEST_PASSWORD });
    const { json } = await signInOn(b.api, user.email, "198.51.100.2");
    const auth = { Authorization: `Bearer ${json.token}` };
    expect((await a.api("GET /applications", { headers: auth })).status).toBe(200);

    expect((await a.api("POST /auth/sign-out", { headers: auth, json: {} })).status).toBe(200);
    expect((await b.api("GET /applications", { headers: auth })).status).toBe(401);
    expect((await b.api("GET /auth/get-session", { headers: auth })).json).toBeNull();
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
    const { json } = await signInOn(a.api, user.email, "198.51.100.3");
    const auth = { Authorization: `Bearer ${json.token}` };
    await deleteKeysWithPrefix(a.deps.redis!);
    expect(await a.deps.redis!.exists(`auth:${json.token}`)).toBe(0);
    for (const api of [a.api, b.api]) {
      const session = await api("GET /auth/get-session", { headers: auth });
      expect(session.json?.user.email).toBe(user.email);
    }
    // And a sign-out then still ends it everywhere.
    await b.api("POST /auth/sign-out", { headers: auth, json: {} });
    expect((await a.api("GET /applications", { headers: auth })).status).toBe(401);
  });

  it("verifies an e-mail through a link made on the other instance", async () => {
    const email = `link-${randomBytes(4).toString("hex")}@example.test`;
    const signedUp = await a.api("POST /auth/sign-up/email", {
      json: {
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
    const verified = await b.api("POST /verify-email", {
      json: { token: link.searchParams.get("token")!, password: TEST_PASSWORD },
    });
    expect(verified.status).toBe(200);
    expect((await signInOn(b.api, email, "198.51.100.4")).status).toBe(200);
  });
});

describe("the sign-in rate limit shared through Redis", () => {
  it("counts attempts from one address on both instances together", async () => {
    const attempt = (api: Api) =>
      signInOn(api, "nobody@example.test", "203.0.113.9", "wrong-password");
    const statuses = [];
    for (const api of [a.api, b.api, a.api, b.api, a.api, b.api]) {
      statuses.push((await attempt(api)).status);
    }
    // RATE_LIMIT_SIGN_IN is 4: the fifth attempt, wherever it lands, is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Another address is not held back by it.
    expect((await signInOn(b.api, "nobody@example.test", "203.0.113.10", "wrong")).status).toBe(
      401,
    );
  });
});
