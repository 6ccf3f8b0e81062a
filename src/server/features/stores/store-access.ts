import type { Kysely } from "kysely";
import {
  mayDo,
  mayFosterDo,
  STORE_ACTIONS,
  type StoreAction,
  type StoreRole,
} from "../../../contract/store-roles";
import type { SessionUser } from "../../auth/session";
import type { Dialect } from "../../db/database";
import type { DB } from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";

/**
 * Who may do what in a store: its members, each as her role allows (contract/store-roles.ts,
 * docs/decisions/048-store-teams.md). Every store route asks here, naming the one action it
 * needs; the pets, uploads, questions and adoption features use these checks too.
 */

/** 403 ROLE_NOT_ALLOWED: she is a member, but her role does not allow this. */
export const roleRefused = () =>
  forbidden("Your role in this store does not allow this", "ROLE_NOT_ALLOWED");

/** The caller's store for the /vendors/me routes: the one she last chose, with her role. */
export function findMyStore(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom("store_member")
    .innerJoin("vendor", "vendor.id", "store_member.vendor_id")
    .selectAll("vendor")
    .select("store_member.role")
    .where("store_member.user_id", "=", userId)
    .orderBy("store_member.chosen_at", "desc")
    .orderBy("vendor.id")
    .executeTakeFirst();
}

/** The store the caller opened, if any: one each, whatever teams she has joined since. */
export function findOpenedStore(db: Kysely<DB>, userId: string) {
  return db.selectFrom("vendor").selectAll().where("owner_id", "=", userId).executeTakeFirst();
}

/** The caller's store, when her role there allows the action: 404 with none, 403 when not. */
export async function requireMyStore(
  db: Kysely<DB>,
  user: Pick<SessionUser, "id">,
  action: StoreAction,
) {
  const store = await findMyStore(db, user.id);
  if (!store) throw notFound("You have no store", "NO_STORE");
  if (!mayDo(store.role, action)) throw roleRefused();
  return store;
}

/** A member's role in a store, or undefined when she is not one. */
export async function roleIn(db: Kysely<DB>, userId: string, storeId: number) {
  const member = await db
    .selectFrom("store_member")
    .select("role")
    .where("vendor_id", "=", storeId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return member?.role;
}

/**
 * Her role when it lets her read the store's requests, conversations and drafts: a foster's does
 * not (she sees only the animals placed with her, docs/product.md#fosters), so she is, there,
 * like anyone else — she may even ask to adopt the animal she keeps.
 */
export async function readerRoleIn(db: Kysely<DB>, userId: string, storeId: number) {
  const role = await roleIn(db, userId, storeId);
  return role && mayDo(role, "read") ? role : undefined;
}

/** The roles that read a store's requests and conversations, for a query's `role in (…)`. */
export const READER_ROLES = STORE_ACTIONS.read;

/**
 * A store the caller may act on: 404 when there is none, 403 when she is not a member (nor the
 * admin, where the admin is allowed) or her role does not allow the action.
 */
export async function requireStoreAction(
  db: Kysely<DB>,
  user: SessionUser,
  storeId: number,
  action: StoreAction,
  { allowAdmin = false } = {},
) {
  const store = await db
    .selectFrom("vendor")
    .selectAll()
    .where("id", "=", storeId)
    .executeTakeFirst();
  if (!store) throw notFound("There is no such store", "STORE_NOT_FOUND");
  if (allowAdmin && user.isAdmin && !(await roleIn(db, user.id, storeId))) {
    return { ...store, role: undefined };
  }
  const role: StoreRole = await requireRoleFor(db, user.id, storeId, action, () =>
    forbidden("This store is not yours", "NOT_YOUR_STORE"),
  );
  return { ...store, role };
}

/** A store she is a member of, in any role (leaving it is open to everyone on its team). */
export async function requireMembership(db: Kysely<DB>, user: SessionUser, storeId: number) {
  const store = await db
    .selectFrom("vendor")
    .select("id")
    .where("id", "=", storeId)
    .executeTakeFirst();
  if (!store) throw notFound("There is no such store", "STORE_NOT_FOUND");
  const role = await roleIn(db, user.id, storeId);
  if (!role) throw forbidden("This store is not yours", "NOT_YOUR_STORE");
  return role;
}

/**
 * The caller's role in the store when it allows the action; `notMember` is what a stranger to
 * the store is told (each feature says it in its own words: NOT_YOUR_PET, REQUEST_OTHER_STORE).
 */
export async function requireRoleFor(
  db: Kysely<DB>,
  userId: string,
  storeId: number,
  action: StoreAction,
  notMember: () => Error,
) {
  const role = await roleIn(db, userId, storeId);
  if (!role) throw notMember();
  if (!mayDo(role, action)) throw roleRefused();
  return role;
}

/** A pet the caller may act on: 404 when there is none, 403 as for its store. */
export async function requirePetAction(
  db: Kysely<DB>,
  user: SessionUser,
  petId: number,
  action: StoreAction,
) {
  const pet = await db
    .selectFrom("pet")
    .selectAll("pet")
    .where("pet.id", "=", petId)
    .executeTakeFirst();
  if (!pet) throw notFound("There is no such pet", "PET_NOT_FOUND");
  const notYourPet = () => forbidden("This pet is not in your store", "NOT_YOUR_PET");
  const role = await roleIn(db, user.id, pet.vendor_id);
  if (!role) throw notYourPet();
  if (role === "foster") {
    // A foster acts only on the animals placed with her now (docs/product.md#fosters).
    if (!(await isPlacedWith(db, pet.id, user.id))) throw notYourPet();
    if (!mayFosterDo(action)) throw roleRefused();
    return { ...pet, role };
  }
  if (!mayDo(role, action)) throw roleRefused();
  return { ...pet, role };
}

/** Whether the animal is in the person's foster home now. */
export async function isPlacedWith(db: Kysely<DB>, petId: number, userId: string) {
  const placement = await db
    .selectFrom("foster_placement")
    .select("id")
    .where("pet_id", "=", petId)
    .where("foster_id", "=", userId)
    .where("ended_on", "is", null)
    .executeTakeFirst();
  return placement !== undefined;
}

/**
 * Holds the store's row until the transaction ends (PostgreSQL; SQLite writes one at a time), so
 * two changes to one store run one after the other: the owner count one of them reads is still
 * true when it writes, an invitation's cap and replacement see the other's row, and a daily cap
 * counts what the other added.
 */
export async function lockStoreRow(trx: Kysely<DB>, dialect: Dialect, storeId: number) {
  await trx
    .selectFrom("vendor")
    .select("id")
    .where("id", "=", storeId)
    .$if(dialect === "postgres", (query) => query.forUpdate())
    .execute();
}

/** Whether the person is a member of the store with a role allowing the action. */
export async function mayActFor(
  db: Kysely<DB>,
  userId: string,
  storeId: number,
  action: StoreAction,
) {
  const role = await roleIn(db, userId, storeId);
  return role !== undefined && mayDo(role, action);
}
