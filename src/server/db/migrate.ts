import { Migrator } from "kysely";
import type { Database } from "./database";
import { allMigrations } from "./migrations";

/** Brings the schema up to date. Kysely's migrator takes a lock, so two instances may start at once. */
export async function migrateToLatest({ db, dialect }: Database): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
