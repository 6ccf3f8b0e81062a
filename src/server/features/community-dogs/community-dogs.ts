import { sql, type Kysely } from "kysely";
import {
  DOG_MESSAGES,
  DOGS_PAGE_SIZE,
  type CommunityDog,
  type CommunityDogDetail,
  type CommunityDogList,
  type DogChange,
  type DogsQuery,
  type NewDog,
} from "../../../contract/community-dogs";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { wardExists } from "../../../contract/district-wards";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { requireRoleFor, requireStoreAction } from "../stores";
import { enforceDogsPerDay } from "./daily-caps";
import { dogHealth, listDogRecords } from "./dog-health";

/*
 * The community-dog register (docs/product.md#community-dogs): a store's team and its caretakers
 * register the dogs of a street and keep them (contract/store-roles.ts, action `register`).
 */

export const dogNotFound = () => notFound("There is no such dog", "DOG_NOT_FOUND");

/** A dog the caller may act on: 404 when there is none, 403 when it is not on her store's register. */
export async function requireDog(db: Kysely<DB>, user: SessionUser, dogId: number) {
  const dog = await db
    .selectFrom("community_dog")
    .select(["id", "vendor_id", "district", "ward"])
    .where("id", "=", dogId)
    .executeTakeFirst();
  if (!dog) throw dogNotFound();
  const role = await requireRoleFor(db, user.id, dog.vendor_id, "register", () =>
    forbidden("This dog is not on your store's register", "NOT_YOUR_DOG"),
  );
  return { ...dog, role };
}

/** A caretaker of the store's team, by her user id: 400 NOT_A_CARETAKER for anyone else. */
export async function requireCaretaker(db: Kysely<DB>, storeId: number, userId: string) {
  const member = await db
    .selectFrom("store_member")
    .select("user_id")
    .where("vendor_id", "=", storeId)
    .where("user_id", "=", userId)
    .where("role", "=", "caretaker")
    .executeTakeFirst();
  if (!member) {
    const message = "Choose a caretaker of this store's team";
    throw badRequest(message, { fields: { caretaker_id: message } }, "NOT_A_CARETAKER");
  }
}

const selectDogs = (db: Kysely<DB>) =>
  db
    .selectFrom("community_dog as dog")
    .leftJoin("user as caretaker", "caretaker.id", "dog.caretaker_id")
    .selectAll("dog")
    .select("caretaker.name as caretaker_name");

type DogRow = Awaited<ReturnType<ReturnType<typeof selectDogs>["execute"]>>[number];

/** The rows as the API gives them, each with its latest sterilisation and rabies vaccination. */
async function toDogs(db: Kysely<DB>, rows: DogRow[]): Promise<CommunityDog[]> {
  const health = await dogHealth(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    vendor_id: Number(row.vendor_id),
    name: row.name,
    sex: row.sex,
    district: row.district,
    ward: Number(row.ward),
    tole: row.tole,
    ear_notch: Number(row.ear_notch) === 1,
    collar_tag: row.collar_tag,
    photo:
      row.photo_key === null
        ? null
        : {
            key: row.photo_key,
            width: Number(row.photo_width),
            height: Number(row.photo_height),
          },
    caretaker:
      row.caretaker_id === null ? null : { id: row.caretaker_id, name: row.caretaker_name ?? "" },
    status: row.status,
    registered_on: row.registered_on,
    health: health.get(Number(row.id))!,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** One dog with its records, newest first. */
export async function readDog(db: Kysely<DB>, dogId: number): Promise<CommunityDogDetail> {
  const row = await selectDogs(db).where("dog.id", "=", dogId).executeTakeFirst();
  if (!row) throw dogNotFound();
  const [dog] = await toDogs(db, [row]);
  return { ...dog!, records: await listDogRecords(db, dogId) };
}

/** Writes a new dog of the store in the caller's transaction; returns its id. */
export async function insertDog(trx: Kysely<DB>, storeId: number, userId: string, dog: NewDog) {
  if (dog.caretaker_id) await requireCaretaker(trx, storeId, dog.caretaker_id);
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto("community_dog")
    .values({
      ...dog,
      ear_notch: dog.ear_notch ? 1 : 0,
      vendor_id: storeId,
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** POST /api/vendors/{id}/community-dogs: at most DOGS_PER_DAY a store a Nepal day. */
export async function registerDog(
  { db, dialect }: Pick<AppDeps, "db" | "dialect">,
  user: SessionUser,
  storeId: number,
  dog: NewDog,
  now = new Date(),
): Promise<CommunityDogDetail> {
  await requireStoreAction(db, user, storeId, "register");
  const id = await db.transaction().execute(async (trx) => {
    await enforceDogsPerDay(trx, dialect, storeId, now);
    return insertDog(trx, storeId, user.id, dog);
  });
  return readDog(db, id);
}

/** GET /api/vendors/{id}/community-dogs: the store's dogs, newest first, as filtered. */
export async function listDogs(
  db: Kysely<DB>,
  user: SessionUser,
  storeId: number,
  query: DogsQuery,
): Promise<CommunityDogList> {
  await requireStoreAction(db, user, storeId, "register");
  let filtered = selectDogs(db).where("dog.vendor_id", "=", storeId);
  if (query.district) filtered = filtered.where("dog.district", "=", query.district);
  if (query.ward) filtered = filtered.where("dog.ward", "=", query.ward);
  if (query.status) filtered = filtered.where("dog.status", "=", query.status);
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`;
    filtered = filtered.where((eb) =>
      eb.or([matches("dog.name"), matches("dog.tole"), matches("dog.collar_tag")]),
    );
  }
  const { total } = await filtered
    .clearSelect()
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .orderBy("dog.registered_on", "desc")
    .orderBy("dog.id", "desc")
    .limit(DOGS_PAGE_SIZE)
    .offset((query.page - 1) * DOGS_PAGE_SIZE)
    .execute();
  return {
    dogs: await toDogs(db, rows),
    total: Number(total),
    page: query.page,
    page_size: DOGS_PAGE_SIZE,
  };
}

/** GET /api/community-dogs/{id}. */
export async function getDog(db: Kysely<DB>, user: SessionUser, dogId: number) {
  await requireDog(db, user, dogId);
  return readDog(db, dogId);
}

/** PATCH /api/community-dogs/{id}: only what is sent changes. */
export async function changeDog(
  db: Kysely<DB>,
  user: SessionUser,
  dogId: number,
  change: DogChange,
): Promise<CommunityDogDetail> {
  const dog = await requireDog(db, user, dogId);
  if (change.caretaker_id) await requireCaretaker(db, dog.vendor_id, change.caretaker_id);
  if (!wardExists(change.district ?? dog.district, change.ward ?? dog.ward))
    throw badRequest(DOG_MESSAGES.WARD_INVALID, { field: "ward" }, "WARD_INVALID");
  const { ear_notch, ...rest } = change;
  await db
    .updateTable("community_dog")
    .set({
      ...rest,
      ...(ear_notch === undefined ? {} : { ear_notch: ear_notch ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", dogId)
    .execute();
  return readDog(db, dogId);
}
