import type { Kysely } from "kysely";
import { NEPAL_OFFSET_MS, nepalDay } from "../../../contract/calendar";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";
import { lockStoreRow } from "../stores";

/*
 * What a store may put on its register in a Nepal day: every dog it registers may count on the
 * public coverage, so a store filling it with made-up dogs is slowed (docs/product.md#community-dogs).
 */

/** Camps a store may enter in a Nepal day; each may bring 200 dogs. */
export const CAMPS_PER_DAY = 10;

/** Dogs a store may register one by one in a Nepal day; a camp's new dogs are under its caps. */
export const DOGS_PER_DAY = 200;

/**
 * Holds the store's row to the end of the transaction (PostgreSQL; SQLite writes one at a time),
 * so requests that come at once are counted in turn. Returns when this Nepal day began, and the
 * seconds to its end for a refusal's Retry-After.
 */
async function holdStoreDay(
  trx: Kysely<DB>,
  dialect: AppDeps["dialect"],
  storeId: number,
  now: Date,
) {
  await lockStoreRow(trx, dialect, storeId);
  const dayStart = Date.parse(`${nepalDay(now)}T00:00:00Z`) - NEPAL_OFFSET_MS;
  return {
    since: new Date(dayStart).toISOString(),
    retryAfter: Math.max(1, Math.ceil((dayStart + 86_400_000 - now.getTime()) / 1000)),
  };
}

/** 429 TOO_MANY_CAMPS once the store entered CAMPS_PER_DAY camps this Nepal day. */
export async function enforceCampsPerDay(
  trx: Kysely<DB>,
  dialect: AppDeps["dialect"],
  storeId: number,
  now: Date,
) {
  const { since, retryAfter } = await holdStoreDay(trx, dialect, storeId, now);
  const { count } = await trx
    .selectFrom("cnvr_camp")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("vendor_id", "=", storeId)
    .where("created_at", ">=", since)
    .executeTakeFirstOrThrow();
  if (Number(count) < CAMPS_PER_DAY) return;
  throw new AppError(
    429,
    `A store may enter ${CAMPS_PER_DAY} camps a day; please enter the rest tomorrow`,
    "TOO_MANY_CAMPS",
    { retryAfter },
  );
}

/**
 * 429 TOO_MANY_DOGS once the store registered DOGS_PER_DAY dogs one by one this Nepal day. Dogs
 * with a camp's record are left out: a camp writes one for each of its dogs, new ones under the
 * camps' caps (a dog registered alone and taken to a camp the same day too, within those caps).
 */
export async function enforceDogsPerDay(
  trx: Kysely<DB>,
  dialect: AppDeps["dialect"],
  storeId: number,
  now: Date,
) {
  const { since, retryAfter } = await holdStoreDay(trx, dialect, storeId, now);
  const { count } = await trx
    .selectFrom("community_dog as dog")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("dog.vendor_id", "=", storeId)
    .where("dog.created_at", ">=", since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("dog_record as record")
            .select("record.id")
            .whereRef("record.dog_id", "=", "dog.id")
            .where("record.camp_id", "is not", null),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  if (Number(count) < DOGS_PER_DAY) return;
  throw new AppError(
    429,
    `A store may register ${DOGS_PER_DAY} dogs a day; please register the rest tomorrow`,
    "TOO_MANY_DOGS",
    { retryAfter },
  );
}
