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

/**
 * How many messages to `recipient` (an e-mail address, or a number in E.164) the e2e server's
 * outbox has yet to send: once none, every message stored for it so far has reached its stand-in.
 */
export async function unsentTo(recipient: string): Promise<number> {
  return withE2eDatabase(async ({ db }) => {
    const rows = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", recipient)
      .where("status", "in", ["pending", "sending"])
      .execute();
    return rows.length;
  });
}
