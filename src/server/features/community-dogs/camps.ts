import type { Kysely } from "kysely";
import {
  rabiesDueAfter,
  type Camp,
  type CampList,
  type NewCamp,
} from "../../../contract/community-dogs";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../lib/errors";
import { requireStoreAction } from "../stores";
import { insertDog } from "./community-dogs";
import { enforceCampsPerDay } from "./daily-caps";

/*
 * A CNVR camp (docs/product.md#community-dogs): one day, one place, many dogs caught, neutered,
 * vaccinated and returned. Entered as one event: its new dogs registered, and a sterilisation
 * and/or a rabies vaccination written for each of its dogs, all or nothing.
 */

/** The dogs of the camp already on the store's register, by id: 400 for any other. */
async function requireOwnDogs(trx: Kysely<DB>, storeId: number, ids: number[]) {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom("community_dog")
    .select("id")
    .where("vendor_id", "=", storeId)
    .where("id", "in", ids)
    .execute();
  const known = new Set(found.map((row) => Number(row.id)));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    const message = `There is no dog ${unknown} on this store's register`;
    throw badRequest(message, { fields: { dogs: message } }, "CAMP_DOG_UNKNOWN");
  }
}

/** The camp's dogs by id, in the order sent, each once: the new ones registered now. */
async function campDogIds(trx: Kysely<DB>, storeId: number, userId: string, camp: NewCamp) {
  await requireOwnDogs(
    trx,
    storeId,
    camp.dogs.flatMap((dog) => (dog.dog_id === undefined ? [] : [dog.dog_id])),
  );
  const ids: number[] = [];
  for (const dog of camp.dogs) {
    ids.push(dog.dog_id ?? (await insertDog(trx, storeId, userId, dog.new)));
  }
  return [...new Set(ids)];
}

/** The records the camp writes for each dog: a sterilisation, a rabies vaccination, or both. */
function campRecords(camp: NewCamp, campId: number, dogIds: number[], userId: string) {
  const created_at = new Date().toISOString();
  const base = { given_on: camp.held_on, camp_id: campId, recorded_by: userId, created_at };
  return dogIds.flatMap((dog_id) => [
    ...(camp.sterilised
      ? [{ ...base, dog_id, kind: "sterilisation" as const, vaccine: null, next_due_on: null }]
      : []),
    ...(camp.vaccinated
      ? [
          {
            ...base,
            dog_id,
            kind: "vaccination" as const,
            vaccine: "rabies" as const,
            next_due_on: rabiesDueAfter(camp.held_on),
          },
        ]
      : []),
  ]);
}

/** POST /api/vendors/{id}/camps: the camp, its new dogs and every dog's records, in one transaction. */
export async function createCamp(
  { db, dialect }: Pick<AppDeps, "db" | "dialect">,
  user: SessionUser,
  storeId: number,
  camp: NewCamp,
  now = new Date(),
): Promise<Camp> {
  await requireStoreAction(db, user, storeId, "register");
  return db.transaction().execute(async (trx) => {
    await enforceCampsPerDay(trx, dialect, storeId, now);
    const created_at = now.toISOString();
    const row = await trx
      .insertInto("cnvr_camp")
      .values({
        vendor_id: storeId,
        held_on: camp.held_on,
        district: camp.district,
        ward: camp.ward,
        place: camp.place,
        note: camp.note,
        created_by: user.id,
        created_at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const campId = Number(row.id);
    const dogIds = await campDogIds(trx, storeId, user.id, camp);
    const records = campRecords(camp, campId, dogIds, user.id);
    // A sterilised community dog carries the ear notch that tells others so from afar.
    if (camp.sterilised) {
      await trx
        .updateTable("community_dog")
        .set({ ear_notch: 1, updated_at: created_at })
        .where("id", "in", dogIds)
        .execute();
    }
    await trx.insertInto("dog_record").values(records).execute();
    return {
      id: campId,
      vendor_id: storeId,
      held_on: row.held_on,
      district: row.district,
      ward: row.ward === null ? null : Number(row.ward),
      place: row.place,
      note: row.note,
      created_at: row.created_at,
      dog_ids: dogIds,
      sterilisations: camp.sterilised ? dogIds.length : 0,
      vaccinations: camp.vaccinated ? dogIds.length : 0,
    };
  });
}

/** GET /api/vendors/{id}/camps: newest first, with how many dogs and records each has now. */
export async function listCamps(
  db: Kysely<DB>,
  user: SessionUser,
  storeId: number,
): Promise<CampList> {
  await requireStoreAction(db, user, storeId, "register");
  const rows = await db
    .selectFrom("cnvr_camp as camp")
    .leftJoin("dog_record as record", "record.camp_id", "camp.id")
    .selectAll("camp")
    .select((eb) => [
      eb.fn.count<number>("record.dog_id").distinct().as("dogs"),
      eb.fn
        .sum<number>(eb.case().when("record.kind", "=", "sterilisation").then(1).else(0).end())
        .as("sterilisations"),
      eb.fn
        .sum<number>(eb.case().when("record.kind", "=", "vaccination").then(1).else(0).end())
        .as("vaccinations"),
    ])
    .where("camp.vendor_id", "=", storeId)
    .groupBy("camp.id")
    .orderBy("camp.held_on", "desc")
    .orderBy("camp.id", "desc")
    .execute();
  return {
    camps: rows.map((row) => ({
      id: Number(row.id),
      vendor_id: Number(row.vendor_id),
      held_on: row.held_on,
      district: row.district,
      ward: row.ward === null ? null : Number(row.ward),
      place: row.place,
      note: row.note,
      created_at: row.created_at,
      dogs: Number(row.dogs),
      sterilisations: Number(row.sterilisations ?? 0),
      vaccinations: Number(row.vaccinations ?? 0),
    })),
  };
}
