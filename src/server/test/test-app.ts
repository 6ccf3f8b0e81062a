import { join } from "node:path";
import { inject } from "vitest";
import { createApp } from "../app";
import { createDeps } from "../bootstrap";
import { loadConfig, type Env } from "../config";
import { createLogger } from "../lib/logger";
import { cloneTemplate } from "./test-db";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * The whole app, in-process, on its own fresh database (SQLite by default,
 * PostgreSQL with TEST_DB=postgres) and its own upload folder.
 */
export async function createTestApp(env: Partial<Record<keyof Env, string>> = {}) {
  const database = await cloneTemplate(inject("templateDb"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: database.databaseUrl,
    UPLOAD_DIR: join(database.workDir, "uploads"),
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    PUBLIC_URL: TEST_ORIGIN,
    SEED: "none",
    LOG_LEVEL: "silent",
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
    return { status: response.status, headers: response.headers, text, json: json as any };
  }

  return {
    app,
    deps,
    db: deps.db,
    config,
    request,
    async close() {
      await deps.database.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
