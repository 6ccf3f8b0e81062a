import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { conflict } from "../../lib/errors";
import { removeStore } from "./remove-store";

type Deps = Pick<AppDeps, "db" | "storage" | "log">;

/** The other members of a store, longest-serving first, and whether each opened a store. */
function othersOn(db: Kysely<DB>, storeId: number, userId: string) {
  return db
    .selectFrom("store_member")
    .leftJoin("vendor as opened", "opened.owner_id", "store_member.user_id")
    .select(["store_member.user_id", "store_member.role", "opened.id as opened_store"])
    .where("store_member.vendor_id", "=", storeId)
    .where("store_member.user_id", "!=", userId)
    .orderBy("store_member.joined_at")
    .orderBy("store_member.user_id")
    .execute();
}

/**
 * Before an account is deleted: each store of hers goes on while it has a team
 * (docs/decisions/048-store-teams.md). A store she alone is on goes with her, as it always did.
 * Where she was its last owner, its longest-serving member becomes owner, so a store always has
 * one. The store she opened passes to another owner who has not opened one (the schema deletes a
 * store with its opener, and an account opens one store); when there is none she is refused
 * before anything changes.
 */
export async function leaveTeams(deps: Deps, userId: string): Promise<void> {
  const { db } = deps;
  // Her teams, and the store she opened even after she left its team: the schema would delete
  // it with her.
  const stores = await db
    .selectFrom("vendor")
    .select(["vendor.id", "vendor.owner_id"])
    .where((eb) =>
      eb.or([
        eb("vendor.owner_id", "=", userId),
        eb(
          "vendor.id",
          "in",
          eb.selectFrom("store_member").select("vendor_id").where("user_id", "=", userId),
        ),
      ]),
    )
    .execute();
  const plans = [];
  for (const store of stores) {
    const others = await othersOn(db, store.id, userId);
    const owners = others.filter((member) => member.role === "owner");
    const nextOwner = owners[0] ?? others[0];
    const heir = (owners.length ? owners : others.slice(0, 1)).find((m) => !m.opened_store);
    if (others.length && store.owner_id === userId && !heir) {
      throw conflict(
        "Every other owner of your store opened a store of her own; remove your store, or them from its team, first",
        "STORE_NEEDS_OWNER",
      );
    }
    plans.push({ store, others, promote: owners.length ? null : nextOwner, heir });
  }
  for (const { store, others, promote, heir } of plans) {
    if (!others.length) {
      await removeStore(deps, store.id);
      continue;
    }
    await db.transaction().execute(async (trx) => {
      if (promote) {
        await trx
          .updateTable("store_member")
          .set({ role: "owner" })
          .where("vendor_id", "=", store.id)
          .where("user_id", "=", promote.user_id)
          .execute();
      }
      if (store.owner_id === userId && heir) {
        await trx
          .updateTable("vendor")
          .set({ owner_id: heir.user_id })
          .where("id", "=", store.id)
          .execute();
      }
    });
  }
}
