import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { asMailLanguage, type MailLanguage } from "../../mail/account-language";
import type { MailMessage } from "../../mail/mailer";
import { textKnownPerson } from "../../sms/text-person";
import type { ReportFacts } from "./report-texts";

type Deps = Pick<AppDeps, "mail">;
type To = { email: string; name: string; language: MailLanguage };

/** A report with its species' names and its reporter, as the mail and texts about it need. */
export function reportsWithReporter(db: Kysely<DB>) {
  return db
    .selectFrom("lost_found_report")
    .innerJoin("category", "category.id", "lost_found_report.category_id")
    .innerJoin("user", "user.id", "lost_found_report.user_id")
    .select([
      "lost_found_report.id",
      "lost_found_report.kind",
      "category.category as species",
      "category.category_ne as species_ne",
      "lost_found_report.district",
      "lost_found_report.seen_on",
      "lost_found_report.expires_on",
      "user.email",
      "user.name",
      "user.language",
      "user.phoneNumber",
      "user.phoneNumberVerified",
      "user.smsNotifications",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof reportsWithReporter>["execute"]>>[number];

/**
 * Tells a reporter about her report by mail and SMS, in her language, in the transaction of
 * the change: the outbox mails only a verified, real address, and texts only a verified number
 * she keeps on, after the quiet hours (docs/product.md#sms).
 */
export async function tellReporter(
  deps: Deps,
  trx: Kysely<DB>,
  row: Row,
  words: {
    mail: (to: To, report: ReportFacts) => MailMessage;
    text: (language: MailLanguage, report: ReportFacts) => string;
  },
) {
  const report: ReportFacts = { ...row, id: Number(row.id) };
  const to = { email: row.email, name: row.name, language: asMailLanguage(row.language) };
  await deps.mail.enqueue(words.mail(to, report), trx);
  await textKnownPerson(deps.mail, trx, row, (language) => words.text(language, report));
}
