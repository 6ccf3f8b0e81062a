import type { Kysely } from "kysely";
import type { News, NewsList } from "../../../contract/news";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { listConversations } from "../conversations";
import { READER_ROLES } from "../stores";

/** When she last opened a list; null if never, and then everything in it is new. */
function seenAt(db: Kysely<DB>, userId: string, what: NewsList) {
  return db
    .selectFrom("news_seen")
    .select("seen_at")
    .where("user_id", "=", userId)
    .where("what", "=", what)
    .executeTakeFirst()
    .then((row) => row?.seen_at ?? null);
}

/**
 * Her requests that moved since she last opened them: a status change she did not make herself
 * (the store's answer, the handover, a closing when the pet found another home) or a return.
 * Her own steps (withdrawing, signing, paying) are not news to her.
 */
async function changedRequests(db: Kysely<DB>, userId: string): Promise<number> {
  const since = await seenAt(db, userId, "requests");
  const row = await db
    .selectFrom("application")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("application.user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("application_history as change")
            .select("change.id")
            .whereRef("change.application_id", "=", "application.id")
            .where((c) =>
              c.or([c("change.changed_by", "is", null), c("change.changed_by", "!=", userId)]),
            )
            .$if(since !== null, (q) => q.where("change.created_at", ">", since!)),
        ),
        since === null
          ? eb("application.returned_at", "is not", null)
          : eb("application.returned_at", ">", since),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Requests for her store's pets sent, or withdrawn by their applicant, since she last looked. */
async function newStoreRequests(db: Kysely<DB>, userId: string): Promise<number> {
  const since = await seenAt(db, userId, "store-requests");
  const row = await db
    .selectFrom("application")
    .innerJoin("pet", "pet.id", "application.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("vendor.id", "in", (eb) =>
      eb
        .selectFrom("store_member")
        .select("vendor_id")
        .where("user_id", "=", userId)
        .where("role", "in", READER_ROLES),
    )
    .$if(since !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb("application.created_at", ">", since!),
          eb.exists(
            eb
              .selectFrom("application_history as change")
              .select("change.id")
              .whereRef("change.application_id", "=", "application.id")
              .whereRef("change.changed_by", "=", "application.user_id")
              .where("change.created_at", ">", since!),
          ),
        ]),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET /api/me/news: everything the header's badge counts, in one answer. */
export async function newsFor(deps: Pick<AppDeps, "db">, user: SessionUser): Promise<News> {
  const [conversations, changed, store] = await Promise.all([
    listConversations(deps, user),
    changedRequests(deps.db, user.id),
    newStoreRequests(deps.db, user.id),
  ]);
  return {
    unreadMessages: conversations.conversations.reduce((total, c) => total + c.unread, 0),
    changedRequests: changed,
    newStoreRequests: store,
  };
}

/** POST /api/me/news/seen: she opened the list now; only her own row is written. */
export async function markNewsSeen(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  what: NewsList,
): Promise<void> {
  const seen_at = new Date().toISOString();
  await db
    .insertInto("news_seen")
    .values({ user_id: user.id, what, seen_at })
    .onConflict((oc) => oc.columns(["user_id", "what"]).doUpdateSet({ seen_at }))
    .execute();
}
