import { join } from "node:path";
import { createDatabase, type Database } from "../../src/server/db/database";

/** Runs `work` on the e2e server's own SQLite database, so tests can add rows with the factories. */
export async function withE2eDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = createDatabase({
    kind: "sqlite",
    path: join(process.env.E2E_DATA_DIR!, "app.db"),
  });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The id of the account with this e-mail address. */
export async function userIdOf({ db }: Database, email: string): Promise<string> {
  const { id } = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return id;
}
