import { Migrator, sql } from "kysely";
import type { Database } from "./database";
import { allMigrations } from "./migrations";

/**
 * Brings the schema up to date; safe when several instances start at once. On PostgreSQL
 * Kysely's migrator holds an advisory lock and runs in a transaction; on SQLite it takes no
 * lock, so two processes on one file would both run the first migration. There the whole run
 * goes in one BEGIN IMMEDIATE transaction: the second process waits (busy_timeout) for the
 * first to commit, then finds nothing left to do.
 */
export async function migrateToLatest({ db, dialect }: Database): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
  });
  const migrate = async () => {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === "Error");
    if (error || failed) {
      const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
      throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
    }
  };
  if (dialect === "postgres") return migrate();

  // One connection serves every query on SQLite, so the migrator's statements run inside this.
  await sql`begin immediate`.execute(db);
  try {
    await migrate();
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => undefined);
    throw error;
  }
}
