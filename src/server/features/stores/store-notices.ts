import type { Kysely } from "kysely";
import { STORE_ACTIONS, type StoreAction } from "../../../contract/store-roles";
import type { DB } from "../../db/schema";
import type { MailLanguage } from "../../mail/account-language";
import type { MailMessage } from "../../mail/mailer";
import type { Outbox } from "../../mail/outbox";
import { textKnownPerson } from "../../sms/text-person";

/** A member a store's news goes to, with how she takes it. */
export interface StoreRecipient {
  email: string;
  name: string;
  language: string | null;
}

/**
 * Tells a store's team of news, inside the transaction that makes it: every member whose role
 * handles it (STORE_ACTIONS[action]), by mail when her notices by mail are on and by text when
 * hers by SMS are (textKnownPerson keeps the account's own SMS rules), each in her own language
 * (docs/decisions/048-store-teams.md).
 */
export async function tellStore(
  outbox: Pick<Outbox, "enqueue" | "enqueueSms">,
  trx: Kysely<DB>,
  storeId: number,
  action: StoreAction,
  news: {
    mail: (to: StoreRecipient) => MailMessage;
    text: (language: MailLanguage) => string;
  },
): Promise<void> {
  const members = await trx
    .selectFrom("store_member")
    .innerJoin("user", "user.id", "store_member.user_id")
    .select([
      "user.email",
      "user.name",
      "user.language",
      "user.phoneNumber",
      "user.phoneNumberVerified",
      "user.smsNotifications",
      "store_member.notify_mail",
      "store_member.notify_sms",
    ])
    .where("store_member.vendor_id", "=", storeId)
    .where("store_member.role", "in", STORE_ACTIONS[action])
    .orderBy("store_member.joined_at")
    .orderBy("user.id")
    .execute();
  for (const member of members) {
    if (Number(member.notify_mail)) await outbox.enqueue(news.mail(member), trx);
    if (Number(member.notify_sms)) await textKnownPerson(outbox, trx, member, news.text);
  }
}

/** Every owner of a store, by mail, and by text (with her account's SMS rules). */
export async function ownersOf(db: Kysely<DB>, storeId: number) {
  return db
    .selectFrom("store_member")
    .innerJoin("user", "user.id", "store_member.user_id")
    .select(["user.id", "user.email", "user.name", "user.language"])
    .where("store_member.vendor_id", "=", storeId)
    .where("store_member.role", "=", "owner")
    .orderBy("store_member.joined_at")
    .orderBy("user.id")
    .execute();
}
