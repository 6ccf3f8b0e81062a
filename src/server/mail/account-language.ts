import type { SiteLanguage } from "../lib/request-language";

/** The languages the site, and so its e-mails, are written in. */
export type MailLanguage = SiteLanguage;

/** An account's language (user.language) as a mail's: English when unknown. */
export const asMailLanguage = (value: string | null | undefined): MailLanguage =>
  value === "ne" ? "ne" : "en";
