import type { Kysely } from "kysely";
import { STORE_ACTIONS } from "../../../contract/store-roles";
import type { DB } from "../../db/schema";

/** What those who hear of a dog are told by: her name, addresses and whether she takes texts. */
export const PERSON = [
  "user.id",
  "user.email",
  "user.name",
  "user.language",
  "user.phoneNumber",
  "user.phoneNumberVerified",
  "user.smsNotifications",
] as const;

/**
 * A dog's caretaker while she is on its store's team in a role that keeps the register
 * (docs/product.md#community-dogs); undefined once she left or was removed, so what would have
 * gone to her goes to the store's owners instead.
 */
export function dogCaretaker(db: Kysely<DB>, storeId: number, caretakerId: string | null) {
  if (!caretakerId) return Promise.resolve(undefined);
  return db
    .selectFrom("store_member")
    .innerJoin("user", "user.id", "store_member.user_id")
    .select(PERSON)
    .where("store_member.vendor_id", "=", storeId)
    .where("store_member.user_id", "=", caretakerId)
    .where("store_member.role", "in", STORE_ACTIONS.register)
    .executeTakeFirst();
}
