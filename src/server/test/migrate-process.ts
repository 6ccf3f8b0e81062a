import { loadConfig } from "../config";
import { createDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";

/**
 * Run as its own process by db/migrate.test.ts: migrates the database at argv[2] as a
 * starting instance does, and exits 0 when it is up to date. It starts at the time in
 * argv[3] (ms), so processes that loaded at different speeds still start together.
 */
const { database: target } = loadConfig({
  DATABASE_URL: process.argv[2],
  AUTH_SECRET: "x".repeat(32),
});
const database = createDatabase(target);
await new Promise((resolve) => setTimeout(resolve, Number(process.argv[3]) - Date.now()));
try {
  await migrateToLatest(database);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
