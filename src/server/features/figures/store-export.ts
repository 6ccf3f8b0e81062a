import { strToU8, zipSync } from "fflate";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { toCsv } from "../../lib/csv";

/**
 * GET /api/vendors/{id}/export: everything the store has written of its animals, to keep or take
 * elsewhere (docs/product.md#figures), as a ZIP of four CSV files. A foster is named, never her
 * phone or e-mail.
 */
export async function exportStore(db: Kysely<DB>, storeId: number) {
  const [pets, events, records, placements] = await Promise.all([
    listPets(db, storeId),
    listEvents(db, storeId),
    listRecords(db, storeId),
    listPlacements(db, storeId),
  ]);
  const files = {
    "animals.csv": animalsCsv(pets, events, placements),
    "health_records.csv": toCsv(
      RECORD_COLUMNS,
      records.map((row) => RECORD_COLUMNS.map((column) => row[column])),
    ),
    "events.csv": toCsv(
      EVENT_COLUMNS,
      events.map((row) => EVENT_COLUMNS.map((column) => row[column])),
    ),
    "placements.csv": toCsv(
      PLACEMENT_COLUMNS,
      placements.map((row) => PLACEMENT_COLUMNS.map((column) => row[column])),
    ),
  };
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, csv]) => [name, strToU8(csv)])),
  );
}

/** A file name's part for a store: its name in plain letters, or `store-<id>` without any. */
export function storeSlug(store: { id: number; title: string }) {
  const slug = store.title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40)
    .replace(/^-+|-+$/g, "");
  return slug || `store-${store.id}`;
}

const ANIMAL_COLUMNS = [
  "id",
  "name",
  "name_ne",
  "species",
  "species_ne",
  "sex",
  "breed",
  "breed_ne",
  "birth_date",
  "intake_kind",
  "intake_day",
  "intake_place",
  "outcome_kind",
  "outcome_day",
  "where_now",
] as const;

type Pets = Awaited<ReturnType<typeof listPets>>;
type Events = Awaited<ReturnType<typeof listEvents>>;
type Placements = Awaited<ReturnType<typeof listPlacements>>;

/**
 * One line a pet: its latest intake and latest outcome, and where it is now — in the centre or
 * in foster while its latest event is an intake or a return, else how it left; empty with no
 * event at all.
 */
function animalsCsv(pets: Pets, events: Events, placements: Placements) {
  const rows = pets.map((pet) => {
    // Oldest first (by day, then as recorded): the last of a kind is the latest.
    const own = events.filter((event) => event.pet_id === pet.id);
    const intake = own.findLast((event) => event.kind === "intake");
    const outcome = own.findLast((event) => event.kind === "outcome");
    const latest = own.at(-1);
    const isFostered = placements.some((row) => row.pet_id === pet.id && row.ended_on === null);
    const whereNow = !latest
      ? null
      : latest.kind === "outcome"
        ? latest.reason
        : isFostered
          ? "in_foster"
          : "in_centre";
    return [
      pet.id,
      pet.name,
      pet.name_ne,
      pet.species,
      pet.species_ne,
      pet.gender,
      pet.breed,
      pet.breed_ne,
      pet.birth_date,
      intake?.reason ?? null,
      intake?.on_day ?? null,
      intake?.place ?? null,
      outcome?.reason ?? null,
      outcome?.on_day ?? null,
      whereNow,
    ];
  });
  return toCsv(ANIMAL_COLUMNS, rows);
}

function listPets(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom("pet")
    .innerJoin("category", "category.id", "pet.category_id")
    .select([
      "pet.id",
      "pet.name",
      "pet.name_ne",
      "category.category as species",
      "category.category_ne as species_ne",
      "pet.gender",
      "pet.breed",
      "pet.breed_ne",
      "pet.birth_date",
    ])
    .where("pet.vendor_id", "=", storeId)
    .orderBy("pet.id")
    .execute();
}

const EVENT_COLUMNS = [
  "id",
  "pet_id",
  "pet_name",
  "kind",
  "reason",
  "on_day",
  "place",
  "note",
  "application_id",
  "recorded_by",
  "created_at",
] as const;

function listEvents(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom("animal_event as event")
    .innerJoin("pet", "pet.id", "event.pet_id")
    .leftJoin("user", "user.id", "event.actor_id")
    .select([
      "event.id",
      "event.pet_id",
      "pet.name as pet_name",
      "event.kind",
      "event.reason",
      "event.on_day",
      "event.place",
      "event.note",
      "event.application_id",
      "user.name as recorded_by",
      "event.created_at",
    ])
    .where("event.vendor_id", "=", storeId)
    .orderBy("event.on_day")
    .orderBy("event.id")
    .execute();
}

const RECORD_COLUMNS = [
  "id",
  "pet_id",
  "pet_name",
  "kind",
  "vaccine",
  "given_on",
  "next_due_on",
  "batch",
  "treatment",
  "place",
  "weight_kg",
  "microchip",
  "note",
  "followed_by",
  "recorded_by",
  "created_at",
] as const;

function listRecords(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom("health_record as record")
    .innerJoin("pet", "pet.id", "record.pet_id")
    .leftJoin("user", "user.id", "record.recorded_by")
    .select([
      "record.id",
      "record.pet_id",
      "pet.name as pet_name",
      "record.kind",
      "record.vaccine",
      "record.given_on",
      "record.next_due_on",
      "record.batch",
      "record.treatment",
      "record.place",
      "record.weight_kg",
      "record.microchip",
      "record.note",
      "record.followed_by",
      "user.name as recorded_by",
      "record.created_at",
    ])
    .where("pet.vendor_id", "=", storeId)
    .orderBy("record.given_on")
    .orderBy("record.id")
    .execute();
}

const PLACEMENT_COLUMNS = [
  "id",
  "pet_id",
  "pet_name",
  "foster",
  "district",
  "starts_on",
  "until_on",
  "ended_on",
  "placed_by",
  "created_at",
] as const;

function listPlacements(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom("foster_placement as placement")
    .innerJoin("pet", "pet.id", "placement.pet_id")
    .leftJoin("user as foster", "foster.id", "placement.foster_id")
    .leftJoin("user as placer", "placer.id", "placement.placed_by")
    .select([
      "placement.id",
      "placement.pet_id",
      "pet.name as pet_name",
      "foster.name as foster",
      "placement.district",
      "placement.starts_on",
      "placement.until_on",
      "placement.ended_on",
      "placer.name as placed_by",
      "placement.created_at",
    ])
    .where("placement.vendor_id", "=", storeId)
    .orderBy("placement.starts_on")
    .orderBy("placement.id")
    .execute();
}
