import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it, onTestFinished } from "vitest";
import { childEnv, testDbKind } from "./test/test-config";
import { cloneTemplate } from "./test/test-db";

/**
 * Starts the real server process and collects what it prints until it exits; a process still
 * running when its test ends (it failed or timed out) is killed then.
 */
function start(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "sathi-main-"));
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: childEnv({
        DATABASE_URL: `file:${join(dir, "app.db")}`,
        AUTH_SECRET: "x".repeat(32),
        SEED: "none",
        ...env,
      }),
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    onTestFinished(() => {
      if (child.exitCode === null) child.kill("SIGKILL");
    });
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

describe("server start-up", () => {
  // A settings error stops before the app is loaded; a database that cannot be reached is
  // found after it, as a production start does (seconds of loading on a busy machine).
  it.each([
    [{ PORT: "eighty" }, "Invalid PORT: must be a port number"],
    // Every link in every e-mail is built from it; localhost would reach nobody.
    [{ NODE_ENV: "production" }, "Invalid PUBLIC_URL: must be set in production"],
    [{ DATABASE_URL: "mysql://localhost/sathi" }, "Invalid DATABASE_URL: must be file:<path>"],
    [{ DATABASE_URL: "postgres://127.0.0.1:1/sathi" }, "Cannot use the database in DATABASE_URL:"],
    // Several instances must sign sessions with one secret, so none may generate its own.
    [
      { REDIS_URL: "redis://127.0.0.1:6379", AUTH_SECRET: "" },
      "Invalid AUTH_SECRET: must be set when REDIS_URL is set",
    ],
  ])(
    "stops with one clear line for %o",
    async (env, message) => {
      const { code, stderr } = await start(env);
      expect(code).toBe(1);
      const lines = stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(message);
    },
    60_000,
  );

  // It loads the whole server before it reaches Redis, as a production start does.
  it(
    "stops with one clear line, after its warnings, when REDIS_URL cannot be reached",
    { timeout: 60_000 },
    async () => {
      // SQLite and a local upload folder with REDIS_URL are warned about first.
      const { code, stderr } = await start({ REDIS_URL: "redis://127.0.0.1:1" });
      expect(code).toBe(1);
      const lines = stderr.trim().split("\n");
      expect(lines.at(-1)).toMatch(/^\S+Z ERROR Cannot use the Redis in REDIS_URL: .*ECONNREFUSED/);
    },
  );
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the real server as production runs it, on a fresh database (SQLite, or PostgreSQL with
 * TEST_DB=postgres) with no SEED, and waits until it answers.
 */
async function startProduction(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "sathi-prod-"));
  const database =
    testDbKind() === "postgres"
      ? await cloneTemplate(inject("templateDb"))
      : { databaseUrl: `file:${join(dir, "app.db")}`, drop: async () => undefined };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: childEnv({
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_URL: database.databaseUrl,
      UPLOAD_DIR: join(dir, "uploads"),
      AUTH_SECRET: "x".repeat(32),
      ...env,
    }),
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    await database.drop();
    return stderr;
  };
  const deadline = Date.now() + 50_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not come up:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** A sign-in as the site's own page sends it (better-auth refuses POSTs without Origin). */
  const signIn = (email: string, password: string) =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  return { base, signIn, stop };
}

describe("a production start (NODE_ENV=production, no SEED)", () => {
  it(
    "adds no demo content and no account with the published demo password",
    { timeout: 60_000 },
    async () => {
      const server = await startProduction({ ADMIN_EMAILS: "ops@shelter.example" });
      try {
        const pets = await fetch(`${server.base}/api/pets`);
        // One comparison, so a failure shows the catalogue and both sign-ins at once.
        expect({
          catalogue: [pets.status, pets.headers.get("x-total-count"), (await pets.json()).length],
          ops: (await server.signIn("ops@shelter.example", "sathi-demo")).status,
          demoAdmin: (await server.signIn("admin@sathi.test", "sathi-demo")).status,
        }).toEqual({ catalogue: [200, "0", 0], ops: 401, demoAdmin: 401 });
      } finally {
        await server.stop();
      }
    },
  );

  it(
    "without ADMIN_EMAILS says in one line that nobody is admin yet",
    { timeout: 60_000 },
    async () => {
      const server = await startProduction({});
      const stderr = await server.stop();
      expect(stderr.split("\n").filter((line) => line.includes("nobody is admin yet"))).toEqual([
        expect.stringMatching(/^\S+Z WARN ADMIN_EMAILS is not set: nobody is admin yet/),
      ]);
    },
  );
});
