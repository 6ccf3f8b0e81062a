import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./database";
import { migrateToLatest } from "./migrate";

let dir: string;
let database: Database;
let otherProcess: SQLite.Database;

afterEach(async () => {
  otherProcess.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("SQLite transactions", () => {
  it("hold the write lock from their start, so a read-then-write one is not undone by another writer", async () => {
    dir = mkdtempSync(join(tmpdir(), "sathi-db-"));
    const path = join(dir, "app.db");
    database = createDatabase({ kind: "sqlite", path });
    await migrateToLatest(database);
    // A second connection to the same file stands for another process; it does not wait for locks.
    otherProcess = new SQLite(path);
    otherProcess.pragma("busy_timeout = 0");
    let otherWrote = true;

    await database.db.transaction().execute(async (trx) => {
      await trx.selectFrom("category").select("id").execute();
      try {
        otherProcess
          .prepare("insert into category (category, status, created_at) values (?, ?, ?)")
          .run("Rabbit", "active", new Date().toISOString());
      } catch (error) {
        expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
        otherWrote = false;
      }
      await trx
        .insertInto("category")
        .values({ category: "Bird", status: "active", created_at: new Date().toISOString() })
        .execute();
    });

    expect(otherWrote).toBe(false);
    const names = await database.db.selectFrom("category").select("category").execute();
    expect(names.map((row) => row.category)).toContain("Bird");
  });
});
