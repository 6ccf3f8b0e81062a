import type { Kysely } from "kysely";
import type { Config } from "./config";
import type { Database, Dialect } from "./db/database";
import type { DB } from "./db/schema";
import type { Logger } from "./lib/logger";
import type { Storage } from "./storage";

/** What route modules are built from: passed in explicitly, so tests can build an app on any database. */
export interface AppDeps {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  database: Database;
  storage: Storage;
  log: Logger;
}
