import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";

const BEFORE = "('pending', 'Approved', 'Rejected', 'Withdrawn')";
const AFTER = "('pending', 'Approved', 'Rejected', 'Withdrawn', 'Adopted')";

/** The two tables whose status is checked, each with its CHECK constraint's name. */
const CHECKS = [
  { table: "application", constraint: "application_status_check" },
  { table: "application_history", constraint: "application_history_status_check" },
] as const;

/**
 * A request's last status, Adopted: the store handed the pet over (docs/product.md#requests).
 * Both status CHECKs take it.
 */
export function adoptedStatus(dialect: Dialect): Migration {
  return {
    up: (db) => replaceChecks(db, dialect, BEFORE, AFTER),
    down: (db) => replaceChecks(db, dialect, AFTER, BEFORE),
  };
}

async function replaceChecks(db: Kysely<unknown>, dialect: Dialect, from: string, to: string) {
  if (dialect === "postgres") {
    for (const { table, constraint } of CHECKS) {
      await sql
        .raw(
          `alter table "${table}" drop constraint "${constraint}", add constraint "${constraint}" check (status in ${to})`,
        )
        .execute(db);
    }
    return;
  }
  await rebuildSqliteTables(db, from, to);
}

interface SchemaRow {
  type: "table" | "index" | "trigger";
  name: string;
  tbl_name: string;
  sql: string | null;
}

/**
 * SQLite cannot alter a CHECK, so both tables are made again from their own CREATE statements
 * with the list changed, keeping every column, row, id, index and trigger. Migrations run in one
 * transaction (db/migrate.ts), where `PRAGMA foreign_keys = OFF` does nothing: dropping
 * `application` would cascade into `application_history`, so the history waits in a plain copy
 * and its table is dropped first, then made again once `application` is back.
 */
async function rebuildSqliteTables(db: Kysely<unknown>, from: string, to: string) {
  const { rows: schema } = await sql<SchemaRow>`
    select type, name, tbl_name, sql from sqlite_master
    where tbl_name in ('application', 'application_history')`.execute(db);
  const createOf = (table: string) => {
    const create = schema.find((row) => row.type === "table" && row.name === table)?.sql;
    if (!create?.includes(from)) throw new Error(`${table}: its status check is not ${from}`);
    return create.replace(from, to);
  };
  // Indexes and triggers go with their table; the automatic ones (sql null) come back by themselves.
  const extras = schema.filter((row) => row.type !== "table" && row.sql);
  const { rows: sequences } = await sql<{ name: string; seq: number }>`
    select name, seq from sqlite_sequence
    where name in ('application', 'application_history')`.execute(db);

  await sql`create table application_history_copy as select * from application_history`.execute(db);
  await sql`drop table application_history`.execute(db);

  await sql
    .raw(
      createOf("application").replace(
        /^CREATE TABLE "application"/,
        'CREATE TABLE "application_new"',
      ),
    )
    .execute(db);
  await sql`insert into application_new select * from application`.execute(db);
  await sql`drop table application`.execute(db);
  await sql`alter table application_new rename to application`.execute(db);

  await sql.raw(createOf("application_history")).execute(db);
  await sql`insert into application_history select * from application_history_copy`.execute(db);
  await sql`drop table application_history_copy`.execute(db);

  for (const extra of extras) await sql.raw(extra.sql!).execute(db);
  // Ids are never reused (AUTOINCREMENT), even those of requests deleted before the rebuild.
  for (const { name, seq } of sequences) {
    await sql`delete from sqlite_sequence where name = ${name}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values (${name}, ${seq})`.execute(db);
  }
}
