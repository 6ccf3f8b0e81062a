import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { adminPgUrl, redisUrlForTests, testDbKind } from "./test-config";
import { pgUrlFor, type TemplateDb } from "./test-db";

/**
 * Migrates one template database per run; each test file then copies it
 * (SQLite: a file copy; PostgreSQL: CREATE DATABASE … TEMPLATE), which is fast and isolated.
 */
export default async function setup(project: TestProject) {
  await requireRedis();
  if (testDbKind() === "postgres") {
    const name = `sathi_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminPgUrl() });
    await admin.connect().catch((error: Error) => {
      throw new Error(
        `The PostgreSQL tests need a server at ${adminPgUrl()} (${error.message}). Set TEST_PG_URL, or start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`,
      );
    });
    await admin.query(`create database "${name}"`);
    const database = createDatabase({ kind: "postgres", url: pgUrlFor(name) });
    await migrateToLatest(database);
    await database.close();
    project.provide("templateDb", { kind: "postgres", name } satisfies TemplateDb);
    return async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(join(tmpdir(), "sathi-test-"));
  const path = join(dir, "template.db");
  const database = createDatabase({ kind: "sqlite", path });
  await migrateToLatest(database);
  // Closing checkpoints the WAL into the main file, so a plain copy is complete.
  await database.close();
  project.provide("templateDb", { kind: "sqlite", path } satisfies TemplateDb);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The suite's Redis tests (shared limits and sessions) run in every run: say at once if it is missing. */
async function requireRedis() {
  const url = new URL(redisUrlForTests());
  const answer = await new Promise<string>((resolve) => {
    const socket = connect(Number(url.port || 6379), url.hostname);
    socket.setTimeout(3000, () => socket.destroy(new Error("no answer in 3 s")));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      resolve(data.toString());
      socket.end();
    });
    socket.once("error", (error) => resolve(error.message));
  });
  // A Redis with a password answers NOAUTH: it is there, and the tests' own client logs in.
  if (answer.startsWith("+PONG") || answer.startsWith("-NOAUTH")) return;
  throw new Error(
    `The tests need Redis at ${url.href} (${answer.trim()}). Set TEST_REDIS_URL, or start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no`,
  );
}
