import type { Kysely } from "kysely";
import { isPlaceholderEmail } from "../../contract/phone";
import type { DB } from "../db/schema";
import type { MailMessage } from "./mailer";

/**
 * Whether a message may be queued at all, decided here for every mail the site sends: a person's
 * mail (adoption, conversations, receipts, alerts…) goes only to an account's address its owner
 * has verified. An address nobody proved, whoever typed it, gets nothing but a link to prove it
 * (`audience: "proof"`) or a store's invitation in fixed words (`audience: "invitation"`), so the
 * site cannot be made to mail a stranger someone else's words (SECURITY.md#mail). A phone
 * account's placeholder gets nothing: it reaches nobody (docs/decisions/038-accounts-by-phone.md).
 */
export async function mayReceive(
  db: Kysely<DB>,
  { to, audience }: Pick<MailMessage, "to" | "audience">,
): Promise<boolean> {
  if (isPlaceholderEmail(to)) return false;
  if (audience) return true;
  // Addresses are kept in lower case; the spelling given is tried too, so the index serves both.
  const rows = await db
    .selectFrom("user")
    .select("emailVerified")
    .where("email", "in", [...new Set([to, to.toLowerCase()])])
    .execute();
  return rows.some((row) => Boolean(row.emailVerified));
}

/** A message that proves its address: it may go to one no account has verified yet. */
export const proving = (message: MailMessage): MailMessage => ({ ...message, audience: "proof" });
