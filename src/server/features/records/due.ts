import { sql, type Kysely } from "kysely";
import {
  DUE_WITHIN_DAYS,
  type DueItem,
  type DueList,
  type HealthRecord,
} from "../../../contract/animal-records";
import { nepalDay } from "../../../contract/calendar";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { requireStoreAction } from "../stores";
import { recordNotFound, writeRecord } from "./records";

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD day moved by whole days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * What is due in a store (docs/decisions/049-animal-records.md): records whose next due day is
 * past or within DUE_WITHIN_DAYS of `today`, not yet followed by another of their series, of
 * animals still in care — not adopted, and without an outcome after their latest intake or return.
 */
export async function readDue(db: Kysely<DB>, storeId: number, today: string): Promise<DueItem[]> {
  const rows = await db
    .selectFrom("health_record")
    .innerJoin("pet", "pet.id", "health_record.pet_id")
    .select([
      "health_record.id",
      "health_record.pet_id",
      "pet.name as pet_name",
      "health_record.kind",
      "health_record.vaccine",
      "health_record.treatment",
      "health_record.next_due_on",
    ])
    .where("pet.vendor_id", "=", storeId)
    .where("pet.post_status", "!=", "adopted")
    .where("health_record.followed_by", "is", null)
    .where("health_record.next_due_on", "is not", null)
    .where("health_record.next_due_on", "<=", addDays(today, DUE_WITHIN_DAYS))
    .where(({ not, exists }) =>
      not(
        exists(
          sql<number>`(select 1 from animal_event outcome where outcome.pet_id = pet.id
            and outcome.kind = 'outcome' and not exists (
              select 1 from animal_event back where back.pet_id = pet.id
                and back.kind in ('intake', 'return')
                and (back.on_day > outcome.on_day or (back.on_day = outcome.on_day and back.id > outcome.id))))`,
        ),
      ),
    )
    .orderBy("health_record.next_due_on")
    .orderBy("pet.name")
    .orderBy("health_record.id")
    .execute();
  return rows.map((row) => ({
    record_id: Number(row.id),
    pet_id: Number(row.pet_id),
    pet_name: row.pet_name,
    kind: row.kind,
    vaccine: row.vaccine,
    treatment: row.treatment,
    next_due_on: row.next_due_on!,
    overdue: row.next_due_on! < today,
  }));
}

/** GET /api/vendors/{id}/due: read by the team (not a foster: she reads her animals' records). */
export async function listDue(
  db: Kysely<DB>,
  user: SessionUser,
  storeId: number,
  today = nepalDay(new Date()),
): Promise<DueList> {
  await requireStoreAction(db, user, storeId, "read");
  return { today, items: await readDue(db, storeId, today) };
}

/**
 * POST /api/vendors/{id}/due/{recordId}/done: the same care given again (today unless told),
 * due again after the same interval as before; the item it answers is closed.
 */
export async function markDone(
  db: Kysely<DB>,
  user: SessionUser,
  storeId: number,
  recordId: number,
  givenOn = nepalDay(new Date()),
): Promise<HealthRecord> {
  await requireStoreAction(db, user, storeId, "records");
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom("health_record")
      .innerJoin("pet", "pet.id", "health_record.pet_id")
      .selectAll("health_record")
      .select(["pet.vendor_id", "pet.name as pet_name"])
      .where("health_record.id", "=", recordId)
      .where("pet.vendor_id", "=", storeId)
      .executeTakeFirst();
    if (!old) throw recordNotFound();
    // Only an open due item is done, once: a record with no next due, or one already answered
    // (by another tap, another member at the same moment), is refused and nothing is written.
    const notDue = () => conflict("This is not due any more", "NOT_DUE");
    if (!old.next_due_on || old.followed_by !== null) throw notDue();
    // Claimed first, by an update checked by itself: of two taps at once (two members, or one
    // tap twice) only the first goes on; the other waits for it, then finds it answered.
    const claimed = await trx
      .updateTable("health_record")
      .set({ followed_by: recordId })
      .where("id", "=", recordId)
      .where("followed_by", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw notDue();
    const interval = old.next_due_on ? daysBetween(old.given_on, old.next_due_on) : null;
    const record = await writeRecord(
      trx,
      { id: old.pet_id, vendor_id: old.vendor_id, name: old.pet_name },
      user.id,
      {
        kind: old.kind,
        vaccine: old.vaccine,
        treatment: old.treatment,
        given_on: givenOn,
        next_due_on: interval === null ? null : addDays(givenOn, interval),
        batch: null,
        place: null,
        weight_kg: null,
        microchip: null,
        note: null,
      },
    );
    // Done on a day before the item's own (a late entry) still answers it.
    await trx
      .updateTable("health_record")
      .set({ followed_by: record.id })
      .where("id", "=", recordId)
      .execute();
    return record;
  });
}
