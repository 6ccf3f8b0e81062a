import type { Kysely } from "kysely";
import { nepalDay } from "../../../contract/calendar";
import type { StoreRole } from "../../../contract/store-roles";
import type { TeamResponse } from "../../../contract/store-teams";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import type { DB } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { recordActivity } from "./activity";
import { openInvitations } from "./invitations";
import { lockStoreRow, requireMembership, requireStoreAction } from "./store-access";

type Deps = Pick<AppDeps, "db" | "dialect">;

const lastOwner = () =>
  conflict("A store keeps at least one owner: make another member owner first", "LAST_OWNER");
const memberNotFound = () => notFound("No such member of this store", "MEMBER_NOT_FOUND");

/** GET /api/vendors/{id}/team: every member; the open invitations only for its owners. */
export async function readTeam({ db }: Deps, user: SessionUser, storeId: number) {
  const store = await requireStoreAction(db, user, storeId, "read");
  const rows = await db
    .selectFrom("store_member")
    .innerJoin("user", "user.id", "store_member.user_id")
    .select([
      "store_member.user_id",
      "store_member.role",
      "store_member.joined_at",
      "store_member.notify_mail",
      "store_member.notify_sms",
      "store_member.notify_digest",
      "user.name",
    ])
    .where("store_member.vendor_id", "=", storeId)
    // Owners, then managers, then carers; each by when they joined.
    .orderBy((eb) =>
      eb
        .case()
        .when("store_member.role", "=", "owner")
        .then(0)
        .when("store_member.role", "=", "manager")
        .then(1)
        .else(2)
        .end(),
    )
    .orderBy("store_member.joined_at")
    .orderBy("store_member.user_id")
    .execute();
  const me = rows.find((row) => row.user_id === user.id)!;
  const response: TeamResponse = {
    store: { id: store.id, title: store.title },
    my_role: me.role,
    members: rows.map((row) => ({
      user_id: row.user_id,
      name: row.name,
      role: row.role,
      joined_at: row.joined_at,
      is_me: row.user_id === user.id,
    })),
    // The addresses invited are the owners' business (they invite), not the whole team's.
    invitations: me.role === "owner" ? await openInvitations(db, storeId) : [],
    my_notices: {
      mail: Boolean(me.notify_mail),
      sms: Boolean(me.notify_sms),
      digest: Boolean(me.notify_digest),
    },
  };
  return response;
}

async function memberOf(db: Kysely<DB>, storeId: number, userId: string) {
  return db
    .selectFrom("store_member")
    .innerJoin("user", "user.id", "store_member.user_id")
    .select(["store_member.role", "user.name"])
    .where("store_member.vendor_id", "=", storeId)
    .where("store_member.user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * An owner who steps down or leaves takes back the invitations she sent: none of them may bring
 * someone in on her word afterwards.
 */
async function withdrawInvitationsBy(trx: Kysely<DB>, storeId: number, userId: string) {
  await trx
    .updateTable("store_invitation")
    .set({ withdrawn_at: new Date().toISOString() })
    .where("vendor_id", "=", storeId)
    .where("invited_by", "=", userId)
    .where("accepted_at", "is", null)
    .where("withdrawn_at", "is", null)
    .execute();
}

/**
 * The opener who leaves the team hands the store on to an owner who has not opened one, so she
 * may open her own again and her number is no longer the store's (its page stops showing it).
 */
async function handOnOpening(trx: Kysely<DB>, storeId: number, userId: string) {
  const heir = await trx
    .selectFrom("store_member")
    .leftJoin("vendor as opened", "opened.owner_id", "store_member.user_id")
    .select("store_member.user_id")
    .where("store_member.vendor_id", "=", storeId)
    .where("store_member.role", "=", "owner")
    .where("store_member.user_id", "!=", userId)
    .where("opened.id", "is", null)
    .orderBy("store_member.joined_at")
    .executeTakeFirst();
  if (!heir) return;
  await trx
    .updateTable("vendor")
    .set({ owner_id: heir.user_id, show_phone: 0 })
    .where("id", "=", storeId)
    .where("owner_id", "=", userId)
    .execute();
}

/** A team change in the activity: whose, and the role she has (or had). */
const noteMember = (
  trx: Kysely<DB>,
  storeId: number,
  actorId: string,
  action: "member_role_changed" | "member_left" | "member_removed",
  member: { name: string; role: StoreRole },
) =>
  recordActivity(trx, {
    storeId,
    actorId,
    action,
    detail: { member_name: member.name, role: member.role },
  });

async function countOwners(db: Kysely<DB>, storeId: number) {
  const { n } = await db
    .selectFrom("store_member")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("vendor_id", "=", storeId)
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * PATCH /api/vendors/{id}/members/{userId}: only an owner changes roles, so nobody raises
 * herself; the last owner stays one, so a store is never left without someone to run it.
 */
export async function changeRole(
  { db, dialect }: Deps,
  user: SessionUser,
  storeId: number,
  userId: string,
  role: StoreRole,
) {
  await requireStoreAction(db, user, storeId, "members");
  return db.transaction().execute(async (trx) => {
    await lockStoreRow(trx, dialect, storeId);
    const member = await memberOf(trx, storeId, userId);
    if (!member) throw memberNotFound();
    if (member.role === role) return { role };
    if (member.role === "owner" && (await countOwners(trx, storeId)) <= 1) throw lastOwner();
    if (member.role === "owner") await withdrawInvitationsBy(trx, storeId, userId);
    if (member.role === "caretaker") await releaseDogs(trx, storeId, userId);
    await trx
      .updateTable("store_member")
      .set({ role })
      .where("vendor_id", "=", storeId)
      .where("user_id", "=", userId)
      .execute();
    await noteMember(trx, storeId, user.id, "member_role_changed", { name: member.name, role });
    return { role };
  });
}

/**
 * A member who goes, or stops being a caretaker, keeps none of the store's dogs: the register
 * stops naming her, and a finder's message or a booster reminder goes to the owners
 * (docs/product.md#community-dogs).
 */
async function releaseDogs(trx: Kysely<DB>, storeId: number, userId: string) {
  await trx
    .updateTable("community_dog")
    .set({ caretaker_id: null, updated_at: new Date().toISOString() })
    .where("vendor_id", "=", storeId)
    .where("caretaker_id", "=", userId)
    .execute();
}

/**
 * DELETE /api/vendors/{id}/members/{userId}: an owner removes a member, or a member leaves.
 * Membership is read on every request, so she loses access with her next call; what she did
 * stays in the activity under her name.
 */
export async function removeMember(
  { db, dialect }: Deps,
  user: SessionUser,
  storeId: number,
  userId: string,
) {
  const leaving = userId === user.id;
  if (leaving) await requireMembership(db, user, storeId);
  else await requireStoreAction(db, user, storeId, "members");
  await db.transaction().execute(async (trx) => {
    await lockStoreRow(trx, dialect, storeId);
    const member = await memberOf(trx, storeId, userId);
    if (!member) throw memberNotFound();
    if (member.role === "owner" && (await countOwners(trx, storeId)) <= 1) throw lastOwner();
    await withdrawInvitationsBy(trx, storeId, userId);
    await handOnOpening(trx, storeId, userId);
    // A foster who goes takes no animal with her: they are back at the store that day, and
    // their pages stop naming her district (a change to the pet's row refreshes them).
    const placed = await trx
      .updateTable("foster_placement")
      .set({ ended_on: nepalDay(new Date()) })
      .where("vendor_id", "=", storeId)
      .where("foster_id", "=", userId)
      .where("ended_on", "is", null)
      .returning("pet_id")
      .execute();
    if (placed.length > 0) {
      await trx
        .updateTable("pet")
        .set({ updated_at: new Date().toISOString() })
        .where(
          "id",
          "in",
          placed.map((row) => row.pet_id),
        )
        .execute();
    }
    await releaseDogs(trx, storeId, userId);
    await trx
      .deleteFrom("store_member")
      .where("vendor_id", "=", storeId)
      .where("user_id", "=", userId)
      .execute();
    const action = leaving ? "member_left" : "member_removed";
    await noteMember(trx, storeId, user.id, action, member);
  });
}

/**
 * PUT /api/vendors/{id}/members/me/notices: whether new requests and messages reach her, and
 * the daily digest of what is due when she says (left as it was otherwise).
 */
export async function setMyNotices(
  { db }: Deps,
  user: SessionUser,
  storeId: number,
  notices: { mail: boolean; sms: boolean; digest?: boolean },
) {
  await requireStoreAction(db, user, storeId, "read");
  const digest = notices.digest === undefined ? {} : { notify_digest: Number(notices.digest) };
  await db
    .updateTable("store_member")
    .set({ notify_mail: Number(notices.mail), notify_sms: Number(notices.sms), ...digest })
    .where("vendor_id", "=", storeId)
    .where("user_id", "=", user.id)
    .execute();
  return notices;
}

/** PUT /api/me/store: the store the /vendors/me routes act for, of those whose team she is on. */
export async function chooseStore({ db }: Deps, user: SessionUser, storeId: number) {
  const chosen = await db
    .updateTable("store_member")
    .set({ chosen_at: new Date().toISOString() })
    .where("vendor_id", "=", storeId)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (Number(chosen.numUpdatedRows) === 0) {
    throw forbidden("You are not on this store's team", "NOT_YOUR_STORE");
  }
}
