import type { ColumnDefinitionBuilder } from "kysely";
import type { Dialect } from "./database";

/** The few column types that differ between SQLite and PostgreSQL, in one place. */
export function columnTypes(dialect: Dialect) {
  const isPostgres = dialect === "postgres";
  return {
    /** An auto-numbered primary key. */
    id: (col: ColumnDefinitionBuilder) =>
      isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    idType: isPostgres ? ("serial" as const) : ("integer" as const),
    authDate: isPostgres ? ("timestamptz" as const) : ("date" as const),
    authBool: isPostgres ? ("boolean" as const) : ("integer" as const),
  };
}
