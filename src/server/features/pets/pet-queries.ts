import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from "kysely";
import type { PetDetailItem, PetImage, PetListItem, PetsQuery } from "../../../contract/catalogue";
import {
  PROFILE_FIELDS,
  PROFILE_FILTERS,
  type PetProfile,
  type ProfileFilter,
} from "../../../contract/pet-profile";
import type { SessionUser } from "../../auth/session";
import type { Dialect } from "../../db/database";
import type { DB } from "../../db/schema";
import { searchKey } from "../../../contract/search-key";
import { petMatchesWords, searchTokens } from "../../db/text-search";
import { badRequest, notFound } from "../../lib/errors";
import { isAdoptionPending, petCardsInOrder } from "./pet-cards";
import type { PetLike } from "./similar-pets";
import { readHealthSummary } from "../records";
import { READER_ROLES, readerRoleIn } from "../stores";

export const fileUrl = (key: string) => `/f/${key}`;

/** A category given by id or by name (any case); unknown is a 400 naming the parameter. */
async function resolveCategory(db: Kysely<DB>, value: string): Promise<number> {
  const isId = /^\d{1,9}$/.test(value);
  const found = await db
    .selectFrom("category")
    .select("id")
    .where((eb) =>
      isId
        ? eb("id", "=", Number(value))
        : eb(eb.fn("lower", ["category"]), "=", eb.fn("lower", [eb.val(value)])),
    )
    .executeTakeFirst();
  if (!found) {
    const message = `category: there is no category ${JSON.stringify(value)}`;
    throw badRequest(message, { fields: { category: message } }, "UNKNOWN_CATEGORY");
  }
  return found.id;
}

// % and _ typed by a visitor are letters, not wildcards.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** lower(column) like lower(pattern): case-insensitive on SQLite and PostgreSQL alike, without ILIKE. */
function contains(
  column: "pet.name" | "pet.breed" | "pet.description" | "vendor.location",
  text: string,
) {
  return sql<boolean>`lower(${sql.ref(column)}) like lower(${likePattern(text)}) escape '\\'`;
}

type KeyColumn = "pet.name_key" | "pet.breed_key" | "pet.colour_key";

/** A key column (already lower case, letters and digits) holds `key`: "kali" in "kali maya". */
const holdsKey = (column: KeyColumn, key: string) =>
  sql<boolean>`${sql.ref(column)} like ${likePattern(key)} escape '\\'`;

/**
 * How a word may be spelled in the full-text index: its tokens as typed, and its romanized
 * key's, so "kaali" and "काली" both reach the key "kali" (contract/search-key.ts).
 */
const spellingsOf = (word: string) => [
  searchTokens([word]),
  searchKey(word).split(" ").filter(Boolean),
];

/**
 * The breed or colour filter: the pets whose key of that field holds the words' key, in either
 * script, found through the full-text index (which reads the keys too).
 */
function matchesWordsOf(
  dialect: Dialect,
  column: "pet.breed_key" | "pet.colour_key",
  text: string,
): RawBuilder<boolean> {
  const key = searchKey(text);
  // Nothing to compare ("%"): nothing matches, rather than the filter being dropped.
  if (!key) return sql<boolean>`1 = 0`;
  return sql<boolean>`(${petMatchesWords(dialect, [[key.split(" ")]])} and ${holdsKey(column, key)})`;
}

/** A profile filter's condition: any chosen value of a choice; every chosen flag `yes`. */
function matchesProfileFilter(
  eb: ExpressionBuilder<DB, "pet">,
  filter: ProfileFilter,
  chosen: readonly string[],
) {
  if (filter.kind === "choice") return eb(eb.ref(`pet.${filter.field}`), "in", chosen);
  return eb.and(
    filter.flags
      .filter((flag) => chosen.includes(flag.value))
      .map((flag) => eb(eb.ref(`pet.${flag.field}`), "=", "yes")),
  );
}

const MAX_SEARCH_WORDS = 5;

const searchWords = (q: string | undefined) =>
  (q ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/** A search word that names a category in either language, also as a plural ("dogs", "कुकुरहरू"). */
const namesCategory = (word: string, name: string | null) =>
  Boolean(name) &&
  ["", "s", "es", "हरू", "हरु"].some((ending) => word === `${name!.toLowerCase()}${ending}`);

/** The categories each search word names, by the word in lower case (few rows: read whole). */
async function categoriesNamed(db: Kysely<DB>, words: string[]) {
  const named = new Map<string, number[]>();
  if (!words.length) return named;
  const categories = await db
    .selectFrom("category")
    .select(["id", "category", "category_ne"])
    .execute();
  for (const word of words.map((w) => w.toLowerCase())) {
    const ids = categories
      .filter((c) => namesCategory(word, c.category) || namesCategory(word, c.category_ne))
      .map((c) => c.id);
    if (ids.length) named.set(word, ids);
  }
  return named;
}

/**
 * The public listing's pets (published pets of active stores), filtered, sorted
 * and paged, as ids only: the page is found in the indexes (no listing query scans the pet
 * table, see listing-plans.test.ts) and only its 24 cards are built afterwards.
 * `named`: the categories that search words name, whose pets those words also find.
 */
export function listingQueries(
  { db, dialect }: { db: Kysely<DB>; dialect: Dialect },
  filters: PetsQuery,
  categoryId: number | undefined,
  named = new Map<string, number[]>(),
) {
  const words = searchWords(filters.q);
  const isNamed = (word: string) => named.has(word.toLowerCase());
  const unnamed = words.filter((word) => !isNamed(word)).map(spellingsOf);

  let query = db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .where("pet.post_status", "=", "published")
    .where("vendor.status", "=", "active");
  if (categoryId !== undefined) query = query.where("pet.category_id", "=", categoryId);
  if (filters.gender) query = query.where("pet.gender", "=", filters.gender);
  for (const filter of PROFILE_FILTERS) {
    const chosen = filters[filter.param];
    if (chosen.length) query = query.where((eb) => matchesProfileFilter(eb, filter, chosen));
  }
  if (filters.location) query = query.where(contains("vendor.location", filters.location));
  if (filters.province) query = query.where("vendor.province", "=", filters.province);
  if (filters.district) query = query.where("vendor.district", "=", filters.district);
  if (filters.breed) query = query.where(matchesWordsOf(dialect, "pet.breed_key", filters.breed));
  if (filters.colour) {
    query = query.where(matchesWordsOf(dialect, "pet.colour_key", filters.colour));
  }
  if (filters.fee) query = query.where("pet.fee", filters.fee === "free" ? "=" : ">", 0);
  // The links are kept as a JSON list (contract/pet-videos.ts): "[]" when there is none.
  if (filters.video) query = query.where("pet.videos", "<>", "[]");
  if (filters.store !== undefined) query = query.where("pet.vendor_id", "=", filters.store);
  // The full-text index finds the candidates; every word must then appear as typed in the
  // name, the breed or the description ("laps_and", a lone "%"), or its key in the keys of the
  // name or the breed, in either script ("kaali" finds "काली", docs/product.md#search-and-filters).
  if (unnamed.some((spellings) => spellings.some((tokens) => tokens.length))) {
    query = query.where(petMatchesWords(dialect, unnamed));
  }
  for (const word of words) {
    query = query.where((eb) => {
      const key = searchKey(word);
      const text = eb.or([
        contains("pet.name", word),
        contains("pet.breed", word),
        contains("pet.description", word),
        ...(key ? [holdsKey("pet.name_key", key), holdsKey("pet.breed_key", key)] : []),
      ]);
      const ids = named.get(word.toLowerCase());
      if (!ids) return text;
      // "कुकुर" finds the dogs (the Nepali reader's word for the species), and any pet whose
      // text holds it, as any other word would.
      const spellings = spellingsOf(word);
      return eb.or([
        eb("pet.category_id", "in", ids),
        spellings.some((tokens) => tokens.length)
          ? eb.and([petMatchesWords(dialect, [spellings]), text])
          : text,
      ]);
    });
  }

  const sorted =
    filters.sort === "name"
      ? query.orderBy(sql`lower(pet.name)`).orderBy("pet.id")
      : filters.sort === "oldest"
        ? query.orderBy("pet.created_at").orderBy("pet.id")
        : filters.sort === "waiting"
          ? // The expression of pet_listing_waiting_idx, word for word, so the index serves it.
            query.orderBy(sql`coalesce(pet.intake_date, pet.created_at)`).orderBy("pet.id")
          : query.orderBy("pet.created_at", "desc").orderBy("pet.id", "desc");
  return {
    page: sorted
      .select("pet.id")
      .limit(filters.limit)
      .offset((filters.page - 1) * filters.limit),
    count: query.select((eb) => eb.fn.countAll<number>().as("n")),
    ids: query.select("pet.id"),
  };
}

/**
 * Which of `petIds` the listing shows for `filters`, by the listing's own query: an alert never
 * disagrees with the list (docs/decisions/041-saved-search-alerts.md). An unknown category is
 * the listing's 400 here too.
 */
export async function listedAmong(
  database: { db: Kysely<DB>; dialect: Dialect },
  filters: PetsQuery,
  petIds: number[],
): Promise<number[]> {
  const categoryId = filters.category
    ? await resolveCategory(database.db, filters.category)
    : undefined;
  if (petIds.length === 0) return [];
  const named = await categoriesNamed(database.db, searchWords(filters.q));
  const { ids } = listingQueries(database, filters, categoryId, named);
  const rows = await ids.where("pet.id", "in", petIds).execute();
  return rows.map((row) => row.id);
}

export async function listPets(
  database: { db: Kysely<DB>; dialect: Dialect },
  filters: PetsQuery,
): Promise<{ items: PetListItem[]; total: number }> {
  const { db } = database;
  const categoryId = filters.category ? await resolveCategory(db, filters.category) : undefined;
  const named = await categoriesNamed(db, searchWords(filters.q));
  const { page, count } = listingQueries(database, filters, categoryId, named);
  const [ids, counted] = await Promise.all([page.execute(), count.executeTakeFirst()]);
  return {
    items: await petCardsInOrder(
      db,
      ids.map((row) => row.id),
    ),
    total: Number(counted?.n ?? 0),
  };
}

/** Everyone sees published (and adopted) pets of active stores; drafts and pending stores only their team and admins. */
export function isPublicPet(pet: { post_status: string; vendor_status: string }) {
  return pet.post_status !== "draft" && pet.vendor_status === "active";
}

const canSee = (
  pet: { post_status: string; vendor_status: string; viewer_is_member: unknown },
  viewer: SessionUser | null,
) => isPublicPet(pet) || Boolean(viewer && (viewer.isAdmin || pet.viewer_is_member));

/** Whether the pet is public, and whether the viewer is on its store's team (0/1 or boolean). */
const selectVisibility = (
  eb: ExpressionBuilder<DB, "pet" | "vendor">,
  viewer: SessionUser | null,
) => [
  eb.ref("pet.post_status").as("post_status"),
  eb.ref("vendor.status").as("vendor_status"),
  eb
    .exists(
      eb
        .selectFrom("store_member")
        .select("store_member.user_id")
        .whereRef("store_member.vendor_id", "=", "vendor.id")
        .where("store_member.user_id", "=", viewer?.id ?? "")
        .where("store_member.role", "in", READER_ROLES),
    )
    .as("viewer_is_member"),
];

function listImages(db: Kysely<DB>, petId: number): Promise<PetImage[]> {
  return db
    .selectFrom("pet_image")
    .select(["id", "image_key", "position", "width", "height"])
    .where("pet_id", "=", petId)
    .orderBy("position")
    .orderBy("id")
    .execute()
    .then((images) => images.map((image) => ({ ...image, url: fileUrl(image.image_key) })));
}

const PET_NOT_FOUND = "No such pet";

/** The kept JSON list of video links (written only by owned-pets.ts, from the contract's schema). */
export const videosOf = (json: string): string[] => JSON.parse(json) as string[];

const profileOf = (row: PetProfile): PetProfile =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, row[field]])) as PetProfile;

/** A pet's page: profile, store and photos; 404 for a pet the viewer may not see. */
export async function getPet(
  db: Kysely<DB>,
  id: number,
  viewer: SessionUser | null,
): Promise<{ item: PetDetailItem; isPublic: boolean }> {
  const row = await db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .innerJoin("category", "category.id", "pet.category_id")
    .selectAll("pet")
    .select((eb) => [
      ...selectVisibility(eb, viewer),
      "category.category",
      "category.category_ne",
      "vendor.title as vendor_title",
      "vendor.description as vendor_description",
      "vendor.image_key as vendor_image_key",
      "vendor.location as vendor_location",
      "vendor.province as vendor_province",
      "vendor.district as vendor_district",
      isAdoptionPending(eb).as("adoption_pending"),
    ])
    .where("pet.id", "=", id)
    .executeTakeFirst();
  if (!row || !canSee(row, viewer)) throw notFound(PET_NOT_FOUND, "PET_NOT_FOUND");

  const item: PetDetailItem = {
    pet: {
      id: row.id,
      name: row.name,
      description: row.description,
      gender: row.gender,
      post_status: row.post_status,
      created_at: row.created_at,
      adoption_pending: Boolean(row.adoption_pending),
      ...profileOf(row),
    },
    categories: { id: row.category_id, category: row.category, category_ne: row.category_ne },
    vendor: {
      id: row.vendor_id,
      title: row.vendor_title,
      description: row.vendor_description,
      image_key: row.vendor_image_key,
      location: row.vendor_location,
      province: row.vendor_province,
      district: row.vendor_district,
      status: row.vendor_status,
    },
    images: await listImages(db, row.id),
    videos: videosOf(row.videos),
    health: await readHealthSummary(db, row),
  };
  return { item, isPublic: isPublicPet(row) };
}

/** 404 unless the viewer may see the pet; tells whether everyone may. */
export async function requireVisiblePet(
  db: Kysely<DB>,
  id: number,
  viewer: SessionUser | null,
): Promise<{ isPublic: boolean }> {
  const pet = await db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select((eb) => selectVisibility(eb, viewer))
    .where("pet.id", "=", id)
    .executeTakeFirst();
  if (!pet || !canSee(pet, viewer)) throw notFound(PET_NOT_FOUND, "PET_NOT_FOUND");
  return { isPublic: isPublicPet(pet) };
}

function readSimilarPetsOf(db: Kysely<DB>, ids: number[]) {
  return (
    db
      .selectFrom("pet")
      .innerJoin("vendor", "vendor.id", "pet.vendor_id")
      // Read for every viewer at once (batched), so the team is asked after, and only for a
      // pet that is not public.
      .select([
        "pet.post_status",
        "vendor.status as vendor_status",
        "pet.vendor_id",
        "pet.id",
        "pet.category_id",
        "pet.age_group",
        "pet.size",
        "vendor.district",
      ])
      .where("pet.id", "in", ids)
      .execute()
  );
}

type SimilarPetsOfRow = Awaited<ReturnType<typeof readSimilarPetsOf>>[number];
const similarPetsOfReaders = new WeakMap<
  Kysely<DB>,
  (id: number) => Promise<SimilarPetsOfRow | undefined>
>();

/**
 * Pets asked for together are read in one query: the first reads of many pets' similar pets
 * arrive together, and on PostgreSQL each read alone was a round trip. The read begins after
 * every request of its batch arrived, so each sees the changes committed before it came.
 */
function similarPetsOfReader(db: Kysely<DB>) {
  let read = similarPetsOfReaders.get(db);
  if (read) return read;
  let batch: { ids: Set<number>; rows: Promise<Map<number, SimilarPetsOfRow>> } | null = null;
  read = (id) => {
    if (!batch) {
      const ids = new Set<number>();
      const rows = new Promise((resolve) => setImmediate(resolve)).then(async () => {
        batch = null;
        const found = await readSimilarPetsOf(db, [...ids]);
        return new Map(found.map((row) => [row.id, row]));
      });
      batch = { ids, rows };
    }
    batch.ids.add(id);
    return batch.rows.then((rows) => rows.get(id));
  };
  similarPetsOfReaders.set(db, read);
  return read;
}

/**
 * The pet whose similar pets GET /pets/{id}/similar lists, under the same visibility rule as
 * the pet: what they are chosen by, and whether everyone may see them.
 */
export async function findSimilarPetsOf(
  db: Kysely<DB>,
  id: number,
  viewer: SessionUser | null,
): Promise<{ pet: PetLike; isPublic: boolean }> {
  const pet = await similarPetsOfReader(db)(id);
  const visible =
    pet &&
    (isPublicPet(pet) ||
      viewer?.isAdmin ||
      (viewer && (await readerRoleIn(db, viewer.id, pet.vendor_id)) !== undefined));
  if (!visible) throw notFound(PET_NOT_FOUND, "PET_NOT_FOUND");
  const { category_id, age_group, size, district } = pet;
  return { pet: { id, category_id, age_group, size, district }, isPublic: isPublicPet(pet) };
}

/** GET /pets/{id}/images, under the same visibility rule as the pet. */
export async function listVisiblePetImages(
  db: Kysely<DB>,
  id: number,
  viewer: SessionUser | null,
): Promise<{ images: PetImage[]; isPublic: boolean }> {
  const { isPublic } = await requireVisiblePet(db, id, viewer);
  return { images: await listImages(db, id), isPublic };
}
