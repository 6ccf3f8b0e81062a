import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator } from "kysely";
import pg from "pg";
import { afterAll } from "vitest";
import { createDatabase, type Database } from "../db/database";
import { allMigrations } from "../db/migrations";
import { adminPgUrl, testDbKind } from "./test-config";
import { pgUrlFor } from "./test-db";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh, empty database of the kind under test, dropped after the file's tests. */
export async function emptyDatabase(): Promise<Database> {
  let database: Database;
  if (testDbKind() === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "sathi-migration-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    database = createDatabase({ kind: "sqlite", path: join(dir, "app.db") });
  } else {
    const name = `sathi_migration_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminPgUrl() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    database = createDatabase({ kind: "postgres", url: pgUrlFor(name) });
  }
  cleanups.push(() => database.close());
  return database;
}

/**
 * A database migrated up to just before the migration `name`, to fill with rows the migration
 * must carry over; `toBefore` and `toIt` step it to either side of that migration.
 */
export async function databaseBefore(name: string) {
  const database = await emptyDatabase();
  const migrations = allMigrations(database.dialect);
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const names = Object.keys(migrations);
  if (!names.includes(name)) throw new Error(`No migration ${name}`);
  const previous = names[names.indexOf(name) - 1]!;
  const step = async (to: string) => {
    const { error } = await migrator.migrateTo(to);
    if (error) throw error;
  };
  await step(previous);
  return { database, toBefore: () => step(previous), toIt: () => step(name) };
}

/** makeStore's options for a database before migration 0031, whose stores have no team. */
export const BEFORE_TEAMS = { team: false };

/** makePet's overrides for a database before migration 0027, whose pets have no search keys. */
export const WITHOUT_SEARCH_KEYS = {
  name_key: undefined,
  breed_key: undefined,
  colour_key: undefined,
};
