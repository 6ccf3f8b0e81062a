import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { adminPgUrl, testDbKind } from "./test-config";
import { pgUrlFor, type TemplateDb } from "./test-db";

/**
 * Migrates one template database per run; each test file then copies it
 * (SQLite: a file copy; PostgreSQL: CREATE DATABASE … TEMPLATE), which is fast and isolated.
 */
export default async function setup(project: TestProject) {
  if (testDbKind() === "postgres") {
    const name = `sathi_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminPgUrl() });
    await admin.connect();
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
