import type { Kysely } from "kysely";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Database, Dialect } from "./db/database";
import type { DB } from "./db/schema";
import type { Logger } from "./lib/logger";
import type { RateLimitStore } from "./lib/rate-limit";
import type { Redis } from "./lib/redis";
import type { Outbox } from "./mail/outbox";
import type { Storage } from "./storage";

/** What route modules are built from: passed in explicitly, so tests can build an app on any database. */
export interface AppDeps {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  database: Database;
  storage: Storage;
  /** Outgoing e-mail and SMS: queued in the database, sent and retried in the background. */
  mail: Outbox;
  auth: Auth;
  /** Request counters per caller and window (sign-in attempts, adoption requests…). */
  rateLimits: RateLimitStore;
  /** The Redis that several instances share (REDIS_URL), or null for a single instance. */
  redis: Redis | null;
  log: Logger;
}
