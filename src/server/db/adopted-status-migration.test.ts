import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { BEFORE_TEAMS, databaseBefore, WITHOUT_SEARCH_KEYS } from "../test/migration-db";
import type { Database } from "./database";
import { makeApplication, makePet, makeStore, makeUser, isoNow } from "./factories";

/** Everything of the two tables that the rebuild must keep, read from the database itself. */
async function shapeOf({ db, dialect }: Database) {
  const rows = async (table: "application" | "application_history") =>
    (await sql`select * from ${sql.table(table)} order by id`.execute(db)).rows;
  const shape: Record<string, unknown> = {
    application: await rows("application"),
    application_history: await rows("application_history"),
  };
  if (dialect === "sqlite") {
    for (const table of ["application", "application_history"]) {
      const indexes = await sql<{ name: string; unique: number; partial: number }>`
        select name, "unique", partial from pragma_index_list(${table}) order by name`.execute(db);
      shape[`${table} indexes`] = indexes.rows;
      const keys = await sql`select "table", "from", "to", on_delete
        from pragma_foreign_key_list(${table}) order by "from"`.execute(db);
      shape[`${table} foreign keys`] = keys.rows;
    }
    shape.triggers = (
      await sql`select name, sql from sqlite_master where type = 'trigger' order by name`.execute(
        db,
      )
    ).rows;
    shape.sequences = (
      await sql`select name, seq from sqlite_sequence
        where name in ('application', 'application_history') order by name`.execute(db)
    ).rows;
  } else {
    shape.indexes = (
      await sql`select indexname, indexdef from pg_indexes
        where tablename in ('application', 'application_history') order by indexname`.execute(db)
    ).rows;
  }
  return shape;
}

const history = (applicationId: number, status: "Approved" | "Rejected" | "Withdrawn") => ({
  application_id: applicationId,
  status,
  reason: status === "Rejected" ? "pet_adopted" : null,
  rejection_reason: null,
  changed_by: null,
  created_at: isoNow(),
});

describe("migration 0012-adopted-status", () => {
  it("keeps every request, its history, ids, indexes, triggers and keys, and takes Adopted", async () => {
    const { database, toIt } = await databaseBefore("0012-adopted-status");
    const { db } = database;

    // Requests in every status, with their history, under the previous schema.
    const store = await makeStore(database, {}, BEFORE_TEAMS);
    const pet = await makePet(database, { vendor_id: store.id, ...WITHOUT_SEARCH_KEYS });
    const requests = [];
    for (const status of ["pending", "Approved", "Rejected", "Withdrawn"] as const) {
      const user = await makeUser(database);
      requests.push(await makeApplication(database, { pet_id: pet.id, user_id: user.id, status }));
    }
    await db
      .insertInto("application_history")
      .values([
        history(requests[1]!.id, "Approved"),
        history(requests[2]!.id, "Rejected"),
        history(requests[3]!.id, "Withdrawn"),
      ])
      .execute();
    // The newest request is gone: its id must not be given again.
    const gone = await makeApplication(database, { pet_id: pet.id });
    await db.deleteFrom("application").where("id", "=", gone.id).execute();
    const shape = await shapeOf(database);

    // Up to this migration only: later ones add triggers of their own.
    await toIt();

    expect(await shapeOf(database)).toEqual(shape);
    if (database.dialect === "sqlite") {
      const broken = await sql`select * from pragma_foreign_key_check`.execute(db);
      expect(broken.rows).toEqual([]);
      const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(check.rows).toEqual([{ integrity_check: "ok" }]);
    }

    // The new status is taken by both tables; the open-request index still works.
    const adopted = await makeApplication(database, { pet_id: pet.id, status: "Adopted" });
    expect(adopted.id).toBeGreaterThan(gone.id);
    await db.insertInto("application_history").values(history(adopted.id, "Approved")).execute();
    await db
      .insertInto("application_history")
      .values({ ...history(adopted.id, "Approved"), status: "Adopted" })
      .execute();
    await expect(
      makeApplication(database, { pet_id: pet.id, status: "Gone" as never }),
    ).rejects.toThrow(/check/i);
    await expect(
      makeApplication(database, { pet_id: pet.id, user_id: requests[0]!.user_id }),
    ).rejects.toThrow(/unique/i);
    // The catalogue still hears of a changed request (migration 0007's triggers).
    const version = async () =>
      Number(
        (await db.selectFrom("catalogue_version").select("version").executeTakeFirstOrThrow())
          .version,
      );
    const was = await version();
    await db
      .updateTable("application")
      .set({ status: "Rejected" })
      .where("id", "=", requests[0]!.id)
      .execute();
    expect(await version()).toBeGreaterThan(was);
    // Deleting a request still takes its history with it.
    await db.deleteFrom("application").where("id", "=", requests[1]!.id).execute();
    const left = await db
      .selectFrom("application_history")
      .select("id")
      .where("application_id", "=", requests[1]!.id)
      .execute();
    expect(left).toEqual([]);
  }, 60_000);
});
