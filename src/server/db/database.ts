import SQLite from "better-sqlite3";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { DB } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// COUNT(*) is int8 in PostgreSQL, which pg returns as a string; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openSqlite(path: string): SQLite.Database {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma("journal_mode = WAL");
  // FULL syncs the WAL on every commit: an adoption request answered 200 survives a power cut.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/**
 * Kysely prepares every query anew, which costs about as much as running a small one; the
 * same few dozen statements serve almost every request, so each is prepared once.
 */
function withStatementCache(sqlite: SQLite.Database, size = 256): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        // Map order is insertion order, and a hit moves to the end: the least recent goes.
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/**
 * Begins every transaction IMMEDIATE, taking the write lock up front. Begun DEFERRED, a transaction
 * that reads and then writes fails at once with SQLITE_BUSY when another process (a second
 * instance, a script, a test's factory) wrote in between: the busy timeout does not cover that
 * upgrade. Within one process Kysely already runs SQLite transactions one at a time.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export function createDatabase(
  config: Config["database"],
  onConnectionLost: (error: Error) => void = () => undefined,
): Database {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection ended by the server (restart, failover, admin) is dropped by the pool and
    // the next query opens a new one; unheard, the pool's 'error' event would end the process.
    pool.on("error", onConnectionLost);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(openSqlite(config.path)) }),
  });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
