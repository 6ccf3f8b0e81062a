import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminPgUrl, testDbKind } from "../test/test-config";
import { pgUrlFor } from "../test/test-db";
import { createDatabase, type Database } from "./database";
import { makeApplication, makeFeePayment, makePet, makeStore, makeUser } from "./factories";
import { allMigrations } from "./migrations";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function emptyDatabase(): Promise<Database> {
  let database: Database;
  if (testDbKind() === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "sathi-0024-"));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    database = createDatabase({ kind: "sqlite", path: join(dir, "app.db") });
  } else {
    const name = `sathi_0024_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminPgUrl() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });
    database = createDatabase({ kind: "postgres", url: pgUrlFor(name) });
  }
  cleanups.push(() => database.close());
  return database;
}

const NAME = "0024-one-fee-one-home";

describe(`migration ${NAME}`, () => {
  it("cancels all but the newest pending payment of a request and marks the later of two paid ones paid twice", async () => {
    const database = await emptyDatabase();
    const { db } = database;
    const migrations = allMigrations(database.dialect);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations);
    const before = await migrator.migrateTo(names[names.indexOf(NAME) - 1]!);
    expect(before.error).toBeUndefined();

    const store = await makeStore(database);
    const pet = await makePet(database, { vendor_id: store.id });
    const request = await makeApplication(database, { pet_id: pet.id, status: "Approved" });
    const other = await makeApplication(database, {
      pet_id: pet.id,
      user_id: (await makeUser(database)).id,
      status: "Approved",
    });
    const on = { application_id: request.id, vendor_id: store.id };
    const oldPending = await makeFeePayment(database, on);
    const newPending = await makeFeePayment(database, on);
    const second = await makeFeePayment(database, {
      ...on,
      status: "completed",
      completed_at: "2026-11-20T10:00:00.000Z",
    });
    const first = await makeFeePayment(database, {
      ...on,
      status: "completed",
      completed_at: "2026-11-20T09:00:00.000Z",
    });
    const alone = await makeFeePayment(database, {
      application_id: other.id,
      vendor_id: store.id,
      status: "completed",
    });

    const after = await migrator.migrateTo(NAME);
    expect(after.error).toBeUndefined();

    const rows = await db
      .selectFrom("fee_payment")
      .select(["id", "status", "duplicate_of"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: oldPending.id, status: "cancelled", duplicate_of: null },
      { id: newPending.id, status: "pending", duplicate_of: null },
      { id: second.id, status: "completed", duplicate_of: first.id },
      { id: first.id, status: "completed", duplicate_of: null },
      { id: alone.id, status: "completed", duplicate_of: null },
    ]);
    // From now on the database itself holds one payment in progress, and one that counts.
    await expect(makeFeePayment(database, on)).rejects.toThrow(/unique/i);
    await expect(makeFeePayment(database, { ...on, status: "completed" })).rejects.toThrow(
      /unique/i,
    );
  }, 60_000);
});
