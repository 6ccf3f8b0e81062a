import { sql, type Kysely, type Migration } from "kysely";
import {
  ANIMAL_EVENT_KINDS,
  INTAKE_KINDS,
  OUTCOME_KINDS,
  RECORD_KINDS,
  VACCINES,
} from "../../../contract/animal-values";
import { nepalDay } from "../../../contract/calendar";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");
const ROLES_BEFORE = "('owner', 'manager', 'carer')";
const ROLES_AFTER = "('owner', 'manager', 'carer', 'foster')";

/**
 * An animal's life in care (docs/decisions/049-animal-records.md): its health records, its
 * foster placements, and the events of its coming and going. A foster is a member of the team
 * with a role of her own. Every animal already here gets an honest history: an intake of
 * unknown kind on its intake day (or the day it was listed), an adoption on the day it was
 * handed over, and a return on the day one was recorded; its hand-set flags stay as they were,
 * shown as "the store says so" until a record backs them.
 */
export function animalRecords(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await replaceRoleChecks(db, dialect, ROLES_BEFORE, ROLES_AFTER);
      await db.schema
        .alterTable("store_member")
        // 0 or 1: whether the daily list of what is due reaches her (by mail, and by SMS when
        // she has a verified number and wants texts).
        .addColumn("notify_digest", "integer", (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable("health_record")
        .addColumn("id", t.idType, t.id)
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) =>
          c.notNull().check(sql.raw(`kind in (${listOf(RECORD_KINDS)})`)),
        )
        .addColumn("vaccine", "text", (c) => c.check(sql.raw(`vaccine in (${listOf(VACCINES)})`)))
        // Days as YYYY-MM-DD (Nepal's day); shown in the reader's calendar.
        .addColumn("given_on", "text", (c) => c.notNull())
        .addColumn("next_due_on", "text")
        // What a vaccination's batch, a treatment's medicine, a sterilisation's clinic were.
        .addColumn("batch", "text")
        .addColumn("treatment", "text")
        .addColumn("place", "text")
        .addColumn("weight_kg", "real")
        .addColumn("microchip", "text")
        // The team's own words: never in the public summary.
        .addColumn("note", "text")
        // The record that did what this one said was due: a due item is closed by it.
        .addColumn("followed_by", "integer")
        .addColumn("recorded_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("health_record_pet_idx")
        .on("health_record")
        .columns(["pet_id", "given_on"])
        .execute();

      await db.schema
        .createTable("foster_placement")
        .addColumn("id", t.idType, t.id)
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("foster_id", "text", (c) => c.references("user.id").onDelete("set null"))
        // The district the pet page names ("in a foster home in Lalitpur"); never an address.
        .addColumn("district", "text")
        .addColumn("starts_on", "text", (c) => c.notNull())
        .addColumn("until_on", "text")
        .addColumn("ended_on", "text")
        .addColumn("placed_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("foster_placement_pet_idx")
        .on("foster_placement")
        .columns(["pet_id", "ended_on"])
        .execute();
      await db.schema
        .createIndex("foster_placement_foster_idx")
        .on("foster_placement")
        .columns(["foster_id", "ended_on"])
        .execute();

      await db.schema
        .createTable("animal_event")
        .addColumn("id", t.idType, t.id)
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (c) =>
          c.notNull().check(sql.raw(`kind in (${listOf(ANIMAL_EVENT_KINDS)})`)),
        )
        // An intake's or an outcome's kind; null for a return.
        .addColumn("reason", "text", (c) =>
          c.check(sql.raw(`reason in (${listOf([...INTAKE_KINDS, ...OUTCOME_KINDS])})`)),
        )
        .addColumn("on_day", "text", (c) => c.notNull())
        // Where it came from or went to ("Swayambhu, ward 15"; "KAT Centre").
        .addColumn("place", "text")
        // Why it died, why it came back: the team's words, never public.
        .addColumn("note", "text")
        .addColumn("application_id", "integer")
        .addColumn("actor_id", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("animal_event_pet_idx")
        .on("animal_event")
        .columns(["pet_id", "on_day"])
        .execute();
      await db.schema
        .createIndex("animal_event_store_idx")
        .on("animal_event")
        .columns(["vendor_id", "kind", "on_day"])
        .execute();

      // The day a store's digest went out: one a day, claimed by the instance that inserts it.
      await db.schema
        .createTable("store_digest")
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("sent_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("store_digest_pkey", ["vendor_id", "day"])
        .execute();

      await recordHistoryOfAnimalsHere(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("store_digest").execute();
      await db.schema.dropTable("animal_event").execute();
      await db.schema.dropTable("foster_placement").execute();
      await db.schema.dropTable("health_record").execute();
      await db.schema.alterTable("store_member").dropColumn("notify_digest").execute();
      await sql`delete from store_member where role = 'foster'`.execute(db);
      await sql`delete from store_invitation where role = 'foster'`.execute(db);
      await replaceRoleChecks(db, dialect, ROLES_AFTER, ROLES_BEFORE);
    },
  };
}

interface Event {
  pet_id: number;
  vendor_id: number;
  kind: "intake" | "outcome" | "return";
  reason: string | null;
  on_day: string;
  application_id: number | null;
  created_at: string;
}

/**
 * The history the animals already here can honestly have: an intake of unknown kind (on its
 * intake day, or the day it was listed), an adoption for each handed-over request (the day its
 * status became Adopted), and a return for each recorded one. Days are Nepal's (UTC+5:45).
 */
async function recordHistoryOfAnimalsHere(db: Kysely<unknown>) {
  const now = new Date().toISOString();
  const events: Event[] = [];
  const { rows: pets } = await sql<{
    id: number;
    vendor_id: number;
    intake_date: string | null;
    created_at: string;
  }>`select id, vendor_id, intake_date, created_at from pet`.execute(db);
  for (const pet of pets) {
    const on_day = pet.intake_date ?? nepalDay(pet.created_at);
    events.push({
      ...common(pet.id, pet.vendor_id, now),
      kind: "intake",
      reason: "unknown",
      on_day,
    });
  }
  const { rows: adoptions } = await sql<{
    id: number;
    pet_id: number;
    vendor_id: number;
    adopted_at: string;
    returned_at: string | null;
  }>`
    select application.id, application.pet_id, pet.vendor_id, application.returned_at,
      min(history.created_at) as adopted_at
    from application
    join pet on pet.id = application.pet_id
    join application_history history
      on history.application_id = application.id and history.status = 'Adopted'
    where application.status = 'Adopted'
    group by application.id, application.pet_id, pet.vendor_id, application.returned_at`.execute(
    db,
  );
  for (const adoption of adoptions) {
    const base = {
      ...common(adoption.pet_id, adoption.vendor_id, now),
      application_id: adoption.id,
    };
    events.push({
      ...base,
      kind: "outcome",
      reason: "adopted",
      on_day: nepalDay(adoption.adopted_at),
    });
    if (adoption.returned_at) {
      events.push({
        ...base,
        kind: "return",
        reason: null,
        on_day: nepalDay(adoption.returned_at),
      });
    }
  }
  for (let start = 0; start < events.length; start += 200) {
    await (db as Kysely<{ animal_event: Event }>)
      .insertInto("animal_event")
      .values(events.slice(start, start + 200))
      .execute();
  }
}

const common = (petId: number, storeId: number, now: string) => ({
  pet_id: petId,
  vendor_id: storeId,
  application_id: null,
  created_at: now,
});

interface SchemaRow {
  type: "table" | "index" | "trigger";
  name: string;
  tbl_name: string;
  sql: string | null;
}

const ROLE_TABLES = ["store_member", "store_invitation"] as const;

/**
 * The role CHECKs take `foster` (and, in 0035, `caretaker`). SQLite cannot alter a CHECK, so both
 * tables are made again from their own CREATE statements with the list changed, keeping every
 * row, id and index; nothing references either table, so nothing cascades.
 */
export async function replaceRoleChecks(db: Kysely<unknown>, dialect: Dialect, from: string, to: string) {
  if (dialect === "postgres") {
    for (const table of ROLE_TABLES) {
      await sql
        .raw(
          `alter table "${table}" drop constraint "${table}_role_check", add constraint "${table}_role_check" check (role in ${to})`,
        )
        .execute(db);
    }
    return;
  }
  const { rows: schema } = await sql<SchemaRow>`
    select type, name, tbl_name, sql from sqlite_master
    where tbl_name in ('store_member', 'store_invitation')`.execute(db);
  const { rows: sequences } = await sql<{ name: string; seq: number }>`
    select name, seq from sqlite_sequence where name = 'store_invitation'`.execute(db);
  for (const table of ROLE_TABLES) {
    const create = schema.find((row) => row.type === "table" && row.name === table)?.sql;
    if (!create?.includes(from)) throw new Error(`${table}: its role check is not ${from}`);
    const renamed = create
      .replace(from, to)
      .replace(new RegExp(`^CREATE TABLE "${table}"`), `CREATE TABLE "${table}_new"`);
    await sql.raw(renamed).execute(db);
    await sql.raw(`insert into "${table}_new" select * from "${table}"`).execute(db);
    await sql.raw(`drop table "${table}"`).execute(db);
    await sql.raw(`alter table "${table}_new" rename to "${table}"`).execute(db);
  }
  for (const extra of schema.filter((row) => row.type !== "table" && row.sql)) {
    await sql.raw(extra.sql!).execute(db);
  }
  for (const { name, seq } of sequences) {
    await sql`delete from sqlite_sequence where name = ${name}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values (${name}, ${seq})`.execute(db);
  }
}
