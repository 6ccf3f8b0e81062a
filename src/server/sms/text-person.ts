import type { Kysely, Selectable } from "kysely";
import type { DB, UserTable } from "../db/schema";
import { asMailLanguage, type MailLanguage } from "../mail/account-language";
import type { Outbox } from "../mail/outbox";

/** An SMS is one or two segments: longer words a person wrote are cut with an ellipsis. */
export const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** What says whether a person gets texts, and in which language. */
export type TextablePerson = Pick<
  Selectable<UserTable>,
  "phoneNumber" | "phoneNumberVerified" | "smsNotifications" | "language"
>;

/**
 * Queues a text to a person about a change, in the transaction that makes it, in her account's
 * language. Only a verified number gets one, and only while she wants them
 * (docs/product.md#sms); otherwise nothing is queued.
 */
export async function textPerson(
  outbox: Pick<Outbox, "enqueueSms">,
  trx: Kysely<DB>,
  userId: string,
  compose: (language: MailLanguage) => string,
): Promise<void> {
  const person = await trx
    .selectFrom("user")
    .select(["phoneNumber", "phoneNumberVerified", "smsNotifications", "language"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (person) await textKnownPerson(outbox, trx, person, compose);
}

/** textPerson for a person already read with the change (one query fewer on a hot path). */
export async function textKnownPerson(
  outbox: Pick<Outbox, "enqueueSms">,
  trx: Kysely<DB>,
  person: TextablePerson,
  compose: (language: MailLanguage) => string,
): Promise<void> {
  if (!person.phoneNumber || !person.phoneNumberVerified || !person.smsNotifications) return;
  const text = compose(asMailLanguage(person.language));
  await outbox.enqueueSms({ to: person.phoneNumber, text, isCode: false }, trx);
}
