import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { childEnv } from "./test/test-config";

/** Starts the real server process and collects what it prints until it exits (or is stopped). */
function start(env: Record<string, string>, stopAfterMs = 15_000) {
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
    const timer = setTimeout(() => child.kill("SIGKILL"), stopAfterMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe("server start-up", () => {
  it.each([
    [{ PORT: "eighty" }, "Invalid PORT: must be a port number"],
    [{ DATABASE_URL: "mysql://localhost/sathi" }, "Invalid DATABASE_URL: must be file:<path>"],
    [{ DATABASE_URL: "postgres://127.0.0.1:1/sathi" }, "Cannot use the database in DATABASE_URL:"],
    // Several instances must sign sessions with one secret, so none may generate its own.
    [
      { REDIS_URL: "redis://127.0.0.1:6379", AUTH_SECRET: "" },
      "Invalid AUTH_SECRET: must be set when REDIS_URL is set",
    ],
  ])("stops with one clear line for %o", async (env, message) => {
    const { code, stderr } = await start(env);
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(message);
  });

  it("stops with one clear line, after its warnings, when REDIS_URL cannot be reached", async () => {
    // SQLite and a local upload folder with REDIS_URL are warned about first.
    const { code, stderr } = await start({ REDIS_URL: "redis://127.0.0.1:1" });
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines.at(-1)).toMatch(/^Cannot use the Redis in REDIS_URL: .*ECONNREFUSED/);
  });
});
