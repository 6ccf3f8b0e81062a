import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminPgUrl, childEnv, testDbKind } from "../test/test-config";
import { pgUrlFor } from "../test/test-db";
import { createDatabase } from "./database";
import { allMigrations } from "./migrations";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A fresh, empty database of the kind under test: its DATABASE_URL. */
async function emptyDatabase(): Promise<string> {
  if (testDbKind() === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "sathi-migrate-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return `file:${join(dir, "app.db")}`;
  }
  const name = `sathi_migrate_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminPgUrl() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });
  return pgUrlFor(name);
}

/** Migrates in a process of its own, as a starting instance does. */
function migrateInProcess(databaseUrl: string, startAt: number) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "src/server/test/migrate-process.ts", databaseUrl, String(startAt)],
      { env: childEnv() },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

describe("migrations when several instances start at once", () => {
  it("bring one fresh database up to date once, and every instance starts", async () => {
    const url = await emptyDatabase();
    // Time enough for every process to load, then all of them migrate at the same moment.
    const startAt = Date.now() + 4_000;
    const runs = await Promise.all([1, 2, 3].map(() => migrateInProcess(url, startAt)));
    expect(runs).toEqual([1, 2, 3].map(() => ({ code: 0, stderr: "" })));

    const database = createDatabase(
      url.startsWith("file:") ? { kind: "sqlite", path: url.slice(5) } : { kind: "postgres", url },
    );
    try {
      const applied = await database.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      const names = applied.map((row) => (row as { name: string }).name).sort();
      expect(names).toEqual(Object.keys(allMigrations(database.dialect)).sort());
    } finally {
      await database.close();
    }
  }, 60_000);
});
