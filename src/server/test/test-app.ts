import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { inject } from "vitest";
import { apiPath, splitRoute, type ApiPathInput } from "../../contract/api-path";
import type { ApiResponse, ApiInput, ApiRefusal, ApiRoute } from "../api-schema";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { loadConfig, type Env } from "../config";
import { makeUser, type UserOverrides } from "../db/factories";
import { createLogger } from "../lib/logger";
import { deleteKeysWithPrefix } from "../lib/redis";
import { startTestS3 } from "../storage/s3-test-server";
import { startSmtpCapture } from "./smtp-capture";
import { testRedisUrl, testStorageKind } from "./test-config";
import { cloneTemplate } from "./test-db";

type ApiCall<R extends ApiRoute> = ApiInput<R> & { headers?: Record<string, string> };
/** The options may be left out where the route needs nothing. */
type ApiCallArgs<R extends ApiRoute> =
  object extends ApiCall<R> ? [options?: ApiCall<R>] : [options: ApiCall<R>];

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "correct-horse-battery";

/** An address nobody in this test run has used yet. */
export const newEmail = (label: string) =>
  `${label}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/**
 * The whole app, in-process, on its own fresh database (SQLite by default,
 * PostgreSQL with TEST_DB=postgres) and its own upload folder (or S3 server with
 * TEST_STORAGE=s3). With TEST_REDIS=1 it uses Redis under a key prefix of its own, so
 * parallel test files never share counters or sessions.
 */
export async function createTestApp(env: Partial<Record<keyof Env, string>> = {}) {
  const database = await cloneTemplate(inject("templateDb"));
  const s3 = testStorageKind() === "s3" && !env.S3_BUCKET ? await startTestS3() : undefined;
  const redisUrl = testRedisUrl();
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.databaseUrl,
    UPLOAD_DIR: join(database.workDir, "uploads"),
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    PUBLIC_URL: TEST_ORIGIN,
    SEED: "none",
    LOG_LEVEL: "silent",
    // Every test request comes from one address; the rate-limit test sets its own limit.
    RATE_LIMIT_SIGN_IN: "1000",
    ADMIN_EMAILS: "admin@sathi.test",
    ...s3?.env,
    ...(redisUrl && {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `sathi-test:${randomBytes(6).toString("hex")}:`,
    }),
    ...env,
  });
  const deps = await createDeps(config, createLogger(config.logLevel));
  const app = createApp(deps);

  /** A JSON request as a browser on the site would send it (better-auth refuses POSTs without Origin). */
  async function request(
    method: string,
    path: string,
    { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await app.request(path, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // `refusal` is the body read as the usual `{ error, code, fields }`; `json` stays unknown,
    // since what was sent is not a route the contract can type (decision 047).
    return {
      status: response.status,
      headers: response.headers,
      text,
      json,
      refusal: json as ApiRefusal,
    };
  }

  /**
   * A call by its route, typed as the web's calls are (decision 047), e.g.
   * `t.api("GET /pets/:id", { param: { id } })`: `json` is the route's answer, `refusal` the
   * same body read as a refusal. `request` stays for what the contract cannot say (a body that
   * is not JSON, a path that is not a route).
   */
  async function api<R extends ApiRoute>(route: R, ...[options]: ApiCallArgs<R>) {
    const { method, path } = splitRoute(route);
    const {
      json: body,
      headers,
      ...where
    } = (options ?? {}) as ApiPathInput & {
      json?: unknown;
      headers?: Record<string, string>;
    };
    const response = await request(method, `/api${apiPath(path, where)}`, { body, headers });
    return { ...response, json: response.json as ApiResponse<R> };
  }

  /** Signs in through the API, as a client would; returns the bearer token and cookie. */
  async function signIn(email: string, password = TEST_PASSWORD) {
    const response = await api("POST /auth/sign-in/email", { json: { email, password } });
    if (response.status !== 200) {
      throw new Error(`sign-in of ${email} failed: ${response.status} ${response.text}`);
    }
    const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
    const { token } = response.json;
    return { token, cookie, headers: { Authorization: `Bearer ${token}` } };
  }

  let admin: ReturnType<typeof login> | undefined;

  /** A new verified user, signed in: what most API tests start from. */
  async function login(overrides: UserOverrides = {}) {
    const user = await makeUser(deps, { password: TEST_PASSWORD, ...overrides });
    return { user, ...(await signIn(user.email, overrides.password ?? TEST_PASSWORD)) };
  }

  return {
    app,
    deps,
    db: deps.db,
    config,
    request,
    api,
    signIn,
    login,
    /** Signed in as the admin (ADMIN_EMAILS is admin@sathi.test in tests); one per test app. */
    loginAdmin: () => (admin ??= login({ email: "admin@sathi.test" })),
    async close() {
      await deps.mail.stop();
      await deps.database.close();
      await database.drop();
      if (deps.redis) {
        await deleteKeysWithPrefix(deps.redis);
        await deps.redis.quit();
      }
      await s3?.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A test app whose mail goes to a real SMTP server of its own (`smtp`); closing it closes both. */
export async function createMailTestApp(env: Partial<Record<keyof Env, string>> = {}) {
  const smtp = await startSmtpCapture();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...env });
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

export type MailTestApp = Awaited<ReturnType<typeof createMailTestApp>>;
