import type { Kysely } from "kysely";
import { PetsQuery } from "../../../contract/catalogue";
import {
  SAVED_SEARCH_LIMIT,
  type SavedSearch,
  type SaveSearchRequest,
} from "../../../contract/saved-searches";
import type { AppDeps } from "../../deps";
import type { DB } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { listedAmong } from "../pets";

type Database = Pick<AppDeps, "db" | "dialect">;

/** What a saved search keeps of a query: the filters, not which page was open. */
const NOT_KEPT = new Set(["page", "limit"]);

/**
 * A `/pets` query string read by the listing's own schema (the first value of a repeated
 * parameter, as the listing reads it); null for one the listing would refuse.
 */
export function readSearch(query: string) {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const values: Record<string, string> = {};
  for (const [name, value] of params) {
    if (!NOT_KEPT.has(name) && !(name in values)) values[name] = value;
  }
  const parsed = PetsQuery.safeParse(values);
  return { params: values, parsed };
}

const NOT_FOUND = () => notFound("No such saved search", "SAVED_SEARCH_NOT_FOUND");

const toSavedSearch = (row: {
  id: number;
  name: string;
  query: string;
  paused: number;
  created_at: string;
}): SavedSearch => ({ ...row, paused: Boolean(row.paused) });

/** The query as kept: only what the listing reads, in a stable order, page and limit left out. */
function keptQuery(params: Record<string, string>) {
  return new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))
    .toString()
    .replaceAll("%2C", ",");
}

/**
 * Saves a search, checked as the listing checks its query (an unknown category included), up
 * to SAVED_SEARCH_LIMIT per person.
 */
export async function saveSearch(
  database: Database,
  userId: string,
  { name, query }: SaveSearchRequest,
): Promise<SavedSearch> {
  const { params, parsed } = readSearch(query);
  if (!parsed.success) {
    throw badRequest(parsed.error.issues[0]!.message, undefined, "INVALID_SEARCH");
  }
  await listedAmong(database, parsed.data, []);
  const { db } = database;
  const count = await db
    .selectFrom("saved_search")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= SAVED_SEARCH_LIMIT) {
    throw new AppError(
      409,
      `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches; delete one first`,
      "TOO_MANY_SAVED_SEARCHES",
    );
  }
  const row = await db
    .insertInto("saved_search")
    .values({
      user_id: userId,
      name,
      query: keptQuery(params),
      created_at: new Date().toISOString(),
    })
    .returning(["id", "name", "query", "paused", "created_at"])
    .executeTakeFirstOrThrow();
  return toSavedSearch(row);
}

export async function listSavedSearches(db: Kysely<DB>, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom("saved_search")
    .select(["id", "name", "query", "paused", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
  return rows.map(toSavedSearch);
}

/**
 * Pauses or resumes a search of the caller's (another person's is not found). Pausing forgets
 * the pets still waiting for its next e-mail: a paused search tells nothing, later either.
 */
export async function setPaused(
  db: Kysely<DB>,
  userId: string,
  id: number,
  paused: boolean,
): Promise<SavedSearch> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("saved_search")
      .set({ paused: paused ? 1 : 0 })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .returning(["id", "name", "query", "paused", "created_at"])
      .executeTakeFirst();
    if (!row) throw NOT_FOUND();
    if (paused) {
      await trx
        .deleteFrom("saved_search_pet")
        .where("search_id", "=", id)
        .where("mailed_at", "is", null)
        .execute();
    }
    return toSavedSearch(row);
  });
}

export async function deleteSavedSearch(db: Kysely<DB>, userId: string, id: number) {
  const result = await db
    .deleteFrom("saved_search")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw NOT_FOUND();
  return { ok: true as const };
}
