import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";

/**
 * What a pet card shows, or the listing filters or sorts by: a change of one makes every listing
 * and every list of similar pets stale (tag `cards`). Every column of `pet` is in this list or
 * in PET_PAGE_ONLY_COLUMNS (a test reads the live table): a migration adding a column classifies
 * it and makes the pet triggers again.
 */
export const PET_CARD_COLUMNS = [
  "id",
  "vendor_id",
  "category_id",
  "name",
  "name_ne",
  "gender",
  "post_status",
  "breed",
  "breed_ne",
  "age_group",
  "size",
  "vaccinated",
  "sterilised",
  "house_trained",
  "good_with_children",
  "good_with_dogs",
  "good_with_cats",
  "fee",
  "birth_date",
  "intake_date",
  "videos",
  "name_key",
  "breed_key",
  "colour_key",
  "created_at",
] as const;

/**
 * Shown on the pet's own page only: a change makes that pet's answers stale (tag `pet:{id}`), not
 * the listing. The colour is filtered through colour_key; `search` is PostgreSQL's text vector,
 * made from the text columns.
 */
export const PET_PAGE_ONLY_COLUMNS = [
  "description",
  "colour",
  "weight_kg",
  "updated_at",
  "search",
] as const;

/** What the full-text search reads (db/text-search.ts, migration 0027): tag `text`. */
export const PET_TEXT_COLUMNS = [
  "name",
  "breed",
  "description",
  "name_key",
  "breed_key",
  "colour_key",
] as const;

/** A tag a change stamps: an SQL expression over `old`/`new`, and when (by default always). */
interface Stamp {
  tag: string;
  when?: string;
  /** Extra tables and conditions, for tags found through another row (a user's stores). */
  from?: string;
}

interface Watched {
  table: string;
  event: "insert" | "update" | "delete";
  /** When the change counts at all (the trigger's own condition). */
  when?: string;
  stamps: Stamp[];
}

const PHONE = [`"phoneNumber"`, `"phoneNumberVerified"`];
const APPROVED = "'Approved'";

/** The triggers' conditions compare values: the edit form writes every column on each save. */
function watched(changed: (columns: readonly string[]) => string): Watched[] {
  const pet = (row: "old" | "new") => `'pet:' || ${row}.id`;
  const petOf = (row: "old" | "new") => `'pet:' || ${row}.pet_id`;
  const store = (row: "old" | "new") => `'store:' || ${row}.id`;
  return [
    {
      table: "pet",
      event: "insert",
      stamps: [{ tag: pet("new") }, { tag: "'cards'" }, { tag: "'text'" }],
    },
    {
      table: "pet",
      event: "delete",
      stamps: [{ tag: pet("old") }, { tag: "'cards'" }, { tag: "'text'" }],
    },
    {
      table: "pet",
      event: "update",
      stamps: [
        { tag: pet("new") },
        { tag: "'cards'", when: changed(PET_CARD_COLUMNS) },
        { tag: "'text'", when: changed(PET_TEXT_COLUMNS) },
      ],
    },
    // The first photo is the card's.
    { table: "pet_image", event: "insert", stamps: [{ tag: petOf("new") }, { tag: "'cards'" }] },
    { table: "pet_image", event: "delete", stamps: [{ tag: petOf("old") }, { tag: "'cards'" }] },
    {
      table: "pet_image",
      event: "update",
      stamps: [{ tag: petOf("old") }, { tag: petOf("new") }, { tag: "'cards'" }],
    },
    // A card shows its store's name and place, and the listing filters by them.
    ...(["insert", "delete"] as const).map((event) => ({
      table: "vendor",
      event,
      stamps: [{ tag: store(event === "insert" ? "new" : "old") }, { tag: "'cards'" }],
    })),
    { table: "vendor", event: "update", stamps: [{ tag: store("new") }, { tag: "'cards'" }] },
    // Categories name every pet, and the search reads their names: every entry depends on them.
    ...(["insert", "update", "delete"] as const).map((event) => ({
      table: "category",
      event,
      stamps: [{ tag: "'all'" }],
    })),
    // An approved request shows as 'adoption pending'; a new pending one changes nothing shown.
    {
      table: "application",
      event: "insert",
      when: `new.status = ${APPROVED}`,
      stamps: [{ tag: petOf("new") }, { tag: "'cards'" }],
    },
    {
      table: "application",
      event: "update",
      when: changed(["status", "pet_id"]),
      stamps: [{ tag: petOf("old") }, { tag: petOf("new") }, { tag: "'cards'" }],
    },
    { table: "application", event: "delete", stamps: [{ tag: petOf("old") }, { tag: "'cards'" }] },
    // A store's page shows its owner's number when she says so (migration 0026).
    {
      table: "user",
      event: "update",
      when: changed(PHONE),
      stamps: [{ tag: "'store:' || vendor.id", from: "vendor", when: "vendor.owner_id = new.id" }],
    },
  ];
}

/** The trigger's statements: the clock moves, and each tag the change touches is stamped with it. */
function body({ stamps }: Watched) {
  const statements = ["update catalogue_version set version = version + 1 where id = 1;"];
  for (const { tag, when, from } of stamps) {
    const tables = from ? `catalogue_version, ${from}` : "catalogue_version";
    statements.push(
      `insert into catalogue_change (tag, at) select ${tag}, catalogue_version.version from ${tables}` +
        ` where catalogue_version.id = 1${when ? ` and (${when})` : ""}` +
        ` on conflict (tag) do update set at = excluded.at;`,
    );
  }
  return statements.join("\n");
}

const name = ({ table, event }: Watched) => `${table}_catalogue_change_${event}`;

/** The triggers of migration 0007 and 0026 that moved the one counter. */
const OLD_TRIGGERS = [
  ...["pet", "pet_image", "vendor", "category"].flatMap((table) =>
    ["insert", "update", "delete"].map((event) => ({ table, event })),
  ),
  { table: "application", event: "update" },
  { table: "application", event: "delete" },
  { table: "application", event: "insert" },
];

async function dropOldTriggers(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "postgres") {
    // One statement-level trigger per event list there (0007), named by its first event.
    for (const [table, event] of [
      ["pet", "insert"],
      ["pet_image", "insert"],
      ["vendor", "insert"],
      ["category", "insert"],
      ["application", "update"],
      ["application", "insert"],
    ]) {
      await sql.raw(`drop trigger ${table}_catalogue_version_${event} on "${table}"`).execute(db);
    }
    await sql`drop trigger user_catalogue_version_phone on "user"`.execute(db);
    await sql`drop function bump_catalogue_version()`.execute(db);
    return;
  }
  for (const { table, event } of OLD_TRIGGERS) {
    await sql.raw(`drop trigger ${table}_catalogue_version_${event}`).execute(db);
  }
  await sql`drop trigger user_catalogue_version_phone`.execute(db);
}

/** The counter alone again, as migrations 0007 and 0026 made it. */
async function createOldTriggers(db: Kysely<unknown>, dialect: Dialect) {
  const bump = "update catalogue_version set version = version + 1;";
  const phone = `"phoneNumber", "phoneNumberVerified"`;
  if (dialect === "postgres") {
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin update catalogue_version set version = version + 1; return null; end $$`.execute(db);
    const statements = [
      `create trigger pet_catalogue_version_insert after insert or update or delete on pet for each statement execute function bump_catalogue_version()`,
      `create trigger pet_image_catalogue_version_insert after insert or update or delete on pet_image for each statement execute function bump_catalogue_version()`,
      `create trigger vendor_catalogue_version_insert after insert or update or delete on vendor for each statement execute function bump_catalogue_version()`,
      `create trigger category_catalogue_version_insert after insert or update or delete on category for each statement execute function bump_catalogue_version()`,
      `create trigger application_catalogue_version_update after update of status or delete on application for each statement execute function bump_catalogue_version()`,
      `create trigger application_catalogue_version_insert after insert on application for each row when (new.status = 'Approved') execute function bump_catalogue_version()`,
      `create trigger user_catalogue_version_phone after update of ${phone} on "user" for each statement execute function bump_catalogue_version()`,
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
    return;
  }
  for (const { table, event } of OLD_TRIGGERS) {
    const on = table === "application" && event === "update" ? "update of status" : event;
    const when =
      table === "application" && event === "insert" ? "when new.status = 'Approved'" : "";
    await sql
      .raw(
        `create trigger ${table}_catalogue_version_${event} after ${on} on "${table}" ${when} begin ${bump} end`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger user_catalogue_version_phone after update of ${phone} on "user" begin ${bump} end`,
    )
    .execute(db);
}

/**
 * What changed, not only that something did (decision 046): each change still moves the
 * catalogue's clock, and stamps the tags it touches with the clock's new value in
 * `catalogue_change`, in its own transaction. A cached answer is stale only when one of its tags
 * was stamped after it was made, so a pet's description edited no longer re-renders every page.
 */
export function catalogueChanges(dialect: Dialect): Migration {
  const changed = (columns: readonly string[]) =>
    columns
      .map((column) =>
        dialect === "postgres"
          ? `old.${column} is distinct from new.${column}`
          : `old.${column} is not new.${column}`,
      )
      .join(" or ");
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("catalogue_change")
        .addColumn("tag", "text", (c) => c.primaryKey())
        .addColumn("at", "bigint", (c) => c.notNull())
        .execute();
      await dropOldTriggers(db, dialect);
      for (const change of watched(changed)) {
        const when = change.when ? `when (${change.when})` : "";
        if (dialect === "postgres") {
          await sql
            .raw(
              `create function ${name(change)}() returns trigger language plpgsql as $$ begin\n${body(change)}\nreturn null; end $$`,
            )
            .execute(db);
          await sql
            .raw(
              `create trigger ${name(change)} after ${change.event} on "${change.table}" for each row ${when} execute function ${name(change)}()`,
            )
            .execute(db);
        } else {
          await sql
            .raw(
              `create trigger ${name(change)} after ${change.event} on "${change.table}" for each row ${when} begin\n${body(change)}\nend`,
            )
            .execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const change of watched(changed)) {
        if (dialect === "postgres") {
          await sql.raw(`drop trigger ${name(change)} on "${change.table}"`).execute(db);
          await sql.raw(`drop function ${name(change)}()`).execute(db);
        } else {
          await sql.raw(`drop trigger ${name(change)}`).execute(db);
        }
      }
      await createOldTriggers(db, dialect);
      await db.schema.dropTable("catalogue_change").execute();
    },
  };
}
