import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import { createDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { AppDeps } from "./deps";
import type { Logger } from "./lib/logger";
import { createMemoryRateLimitStore } from "./lib/rate-limit";
import { createMailer } from "./mail/mailer";
import { createOutbox } from "./mail/outbox";
import { createStorage } from "./storage";

export class StartupError extends Error {}

/** Opens the database, brings it up to date and, when asked, fills an empty one with demo content. */
export async function createDeps(config: Config, log: Logger): Promise<AppDeps> {
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Cannot use the database in DATABASE_URL: ${reason}`);
  }
  const mail = createOutbox(database.db, createMailer(config.mail, log), log);
  const rateLimits = createMemoryRateLimitStore();
  const auth = createAuth({
    config,
    db: database.db,
    dialect: database.dialect,
    mail,
    rateLimits,
    log,
  });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    dialect: database.dialect,
    storage: createStorage(config.storage),
    mail,
    auth,
    rateLimits,
    log,
  };
  if (config.seed === "demo") {
    // Loaded only when needed: the seed pulls in the illustration renderer.
    const { seedDemo } = await import("./db/seed/demo");
    await seedDemo(deps);
  }
  return deps;
}
