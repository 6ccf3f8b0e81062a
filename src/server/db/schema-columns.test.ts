import { join } from "node:path";
import { sql } from "kysely";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * db/schema.ts is written by hand for the queries' types; the migrations make the real
 * columns. This reads the one with the TypeScript compiler and the other from the migrated
 * database (SQLite, or PostgreSQL under TEST_DB=postgres), so the two cannot drift apart.
 */

type Columns = Record<string, { nullable: boolean }>;

/** Each table of `DB` in schema.ts, with its columns and whether a read may give null. */
function declaredTables(): Record<string, Columns> {
  const file = join(import.meta.dirname, "schema.ts");
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    // The schema needs the language and Kysely's types, not the DOM's or Node's: reading those
    // took four fifths of the test's time.
    lib: ["lib.es2022.d.ts"],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const db = source.statements.find(
    (node): node is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(node) && node.name.text === "DB",
  )!;
  const propertiesOf = (type: ts.Type) =>
    checker.getPropertiesOfType(type).map((symbol) => ({
      name: symbol.name,
      type: checker.getTypeOfSymbolAtLocation(symbol, db),
    }));
  // Kysely's ColumnType keeps what a select reads under `__select__`.
  const readType = (type: ts.Type) => {
    const select = type.getProperty("__select__");
    return select ? checker.getTypeOfSymbolAtLocation(select, db) : type;
  };
  const canBeNull = (type: ts.Type) =>
    (type.isUnion() ? type.types : [type]).some((part) => part.flags & ts.TypeFlags.Null);

  return Object.fromEntries(
    propertiesOf(checker.getTypeAtLocation(db)).map((table) => [
      table.name,
      Object.fromEntries(
        propertiesOf(table.type).map((column) => [
          column.name,
          { nullable: canBeNull(readType(column.type)) },
        ]),
      ),
    ]),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * SQLite lets a primary key other than INTEGER hold null unless it says NOT NULL (an old
 * quirk it keeps), and reports an INTEGER PRIMARY KEY as nullable; neither ever reads null.
 */
async function primaryKeys(table: string): Promise<string[]> {
  if (t.deps.dialect !== "sqlite") return [];
  const { rows } = await sql<{ name: string }>`
    select name from pragma_table_info(${table}) where pk > 0`.execute(t.db);
  return rows.map((row) => row.name);
}

async function migratedTables(): Promise<Record<string, Columns>> {
  const tables = (await t.db.introspection.getTables()).filter((table) => !table.isView);
  return Object.fromEntries(
    await Promise.all(
      tables.map(async (table) => {
        const keys = await primaryKeys(table.name);
        const columns = table.columns.map((column) => [
          column.name,
          { nullable: column.isNullable && !keys.includes(column.name) },
        ]);
        return [table.name, Object.fromEntries(columns)];
      }),
    ),
  );
}

describe("db/schema.ts", () => {
  it("declares every column of every table the migrations make, and no other", async () => {
    const declared = declaredTables();
    const migrated = await migratedTables();
    // The full-text index (SQLite's pet_fts tables, PostgreSQL's pet.search column) is read
    // through raw SQL only: db/text-search.ts.
    const queried = Object.fromEntries(
      Object.entries(migrated).filter(([name]) => !name.startsWith("pet_fts")),
    );
    delete queried.pet?.search;
    expect(declared).toEqual(queried);
  }, 30_000);
});
