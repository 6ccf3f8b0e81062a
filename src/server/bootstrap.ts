import { createAuth } from "./auth/auth";
import { redisSecondaryStorage } from "./auth/secondary-storage";
import type { Config } from "./config";
import { createDatabase, type Database } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { AppDeps } from "./deps";
import type { Logger } from "./lib/logger";
import { createMemoryRateLimitStore, createRedisRateLimitStore } from "./lib/rate-limit";
import { connectRedis, type Redis } from "./lib/redis";
import { createMailer } from "./mail/mailer";
import { createOutbox } from "./mail/outbox";
import { budgetNotice } from "./sms/budget-notice";
import { createSmsGateway } from "./sms/gateway";
import { createStorage } from "./storage";
import { suggestMatches } from "./features/lost-found";

export class StartupError extends Error {}

/** REDIS_URL: several instances share rate limits and session lookups through it. */
async function openRedis(config: Config, database: Database, log: Logger): Promise<Redis | null> {
  if (!config.redisUrl) return null;
  try {
    const redis = await connectRedis(config.redisUrl, config.redisPrefix, log);
    log.info("Multi-instance mode: rate limits and sessions are shared through Redis");
    return redis;
  } catch (error) {
    await database.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Cannot use the Redis in REDIS_URL: ${reason}`);
  }
}

/** Opens the database, brings it up to date and, when asked, fills an empty one with demo content. */
export async function createDeps(config: Config, log: Logger): Promise<AppDeps> {
  const database = createDatabase(config.database, (error) =>
    log.warn("A database connection was lost; the next query opens a new one", {
      reason: error.message,
    }),
  );
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Cannot use the database in DATABASE_URL: ${reason}`);
  }
  const redis = await openRedis(config, database, log);
  const senders = {
    mailer: createMailer(config.mail, log),
    sms: createSmsGateway(config.sms, log),
    quietHours: config.sms.quietHours,
    smsBudget: { limits: config.sms.budget, notice: budgetNotice(database.db, config) },
  };
  const mail = createOutbox(database.db, senders, log);
  const rateLimits = redis ? createRedisRateLimitStore(redis) : createMemoryRateLimitStore();
  const auth = createAuth({
    config,
    db: database.db,
    dialect: database.dialect,
    mail,
    rateLimits,
    ...(redis && { secondaryStorage: redisSecondaryStorage(redis, log) }),
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
    redis,
    log,
  };
  if (config.seed === "demo") {
    // Loaded only when needed: the seed pulls in the illustration renderer.
    const { seedDemo } = await import("./db/seed/demo");
    // The demo's lost and found reports are paired by the real matcher (decision 050).
    for (const reportId of await seedDemo(deps)) await suggestMatches(deps, reportId);
  }
  return deps;
}
