import { BS_MONTHS } from "../../../contract/bikram-sambat";
import { nepalTime } from "../../../contract/calendar";
import type { ReportKind } from "../../../contract/lost-found-values";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import { findDistrict, placeName } from "../../../contract/places";
import type { Config } from "../../config";
import type { MailLanguage } from "../../mail/account-language";
import { greet } from "../../mail/mail-language";
import type { MailMessage } from "../../mail/mailer";
import { composeMail, unlinked } from "../../mail/templates";
import { clip } from "../../sms/text-person";

/*
 * What a reporter is told about her report (docs/decisions/050-lost-and-found.md): that an admin
 * hid it and why, and that it closes soon unless renewed. English gives the AD day with the BS
 * day beside it; Nepali the BS day in Devanagari digits.
 */

/** What the texts need of a report and its species. */
export interface ReportFacts {
  id: number;
  kind: ReportKind;
  species: string;
  species_ne: string | null;
  district: string;
  seen_on: string;
  expires_on: string;
}

type Site = Pick<Config, "site" | "publicUrl">;

export const reportUrl = (config: Pick<Config, "publicUrl">, id: number) =>
  `${config.publicUrl}/lost-found/${id}`;

/** "18 Dec (3 Poush)" in English; "पुस ३" in Nepali. */
function shortDay(language: MailLanguage, day: string) {
  const { ad, bs } = nepalTime(day);
  if (language === "ne") return toDevanagariDigits(`${BS_MONTHS.ne[bs.monthIndex]} ${bs.day}`);
  const month = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(ad.year, ad.monthIndex, 1)),
  );
  return `${ad.day} ${month} (${bs.day} ${BS_MONTHS.en[bs.monthIndex]})`;
}

/** "the dog lost in Lalitpur on 3 Mar (19 Falgun)"; "ललितपुरमा फागुन १९मा हराएको कुकुर". */
function whichReport(language: MailLanguage, report: ReportFacts) {
  const district = findDistrict(report.district);
  const place = district ? placeName(district, language) : report.district;
  const day = shortDay(language, report.seen_on);
  if (language === "ne") {
    const animal = unlinked(report.species_ne ?? report.species);
    const what = report.kind === "lost" ? "हराएको" : "भेटिएको";
    return `${place}मा ${day}मा ${what} ${animal}`;
  }
  const animal = unlinked(report.species).toLowerCase();
  return `the ${animal} ${report.kind} in ${place} on ${day}`;
}

const HIDDEN = {
  en: (which: string, reason: string) => ({
    subject: "Your lost-and-found report was hidden",
    paragraphs: [
      `An admin hid your report of ${which}; nobody else sees it now.`,
      `The reason: ${reason}`,
    ],
    action: "See your report",
    text: `Your report of ${which} was hidden by an admin: ${reason}`,
  }),
  ne: (which: string, reason: string) => ({
    subject: "तपाईंको हराएको-भेटिएको सूचना लुकाइयो",
    paragraphs: [`${which}को तपाईंको सूचना एक एडमिनले लुकाउनुभयो; अब अरूले यो देख्दैनन्।`, `कारण: ${reason}`],
    action: "आफ्नो सूचना हेर्नुहोस्",
    text: `${which}को तपाईंको सूचना एडमिनले लुकाउनुभयो: ${reason}`,
  }),
};

const RENEW = {
  en: (which: string, until: string) => ({
    subject: "Your lost-and-found report closes soon",
    paragraphs: [
      `Your report of ${which} closes on ${until}.`,
      "If the animal is still not home, renew it for another 60 days; if it is, close it.",
    ],
    action: "Renew or close it",
    text: `Your report of ${which} closes on ${until}. Renew it:`,
  }),
  ne: (which: string, until: string) => ({
    subject: "तपाईंको हराएको-भेटिएको सूचना चाँडै बन्द हुँदैछ",
    paragraphs: [
      `${which}को तपाईंको सूचना ${until}मा बन्द हुन्छ।`,
      "जनावर अझै घर पुगेको छैन भने अर्को ६० दिनका लागि नवीकरण गर्नुहोस्; पुगेको छ भने बन्द गर्नुहोस्।",
    ],
    action: "नवीकरण वा बन्द गर्नुहोस्",
    text: `${which}को तपाईंको सूचना ${until}मा बन्द हुन्छ। नवीकरण गर्नुहोस्:`,
  }),
};

type To = { email: string; name: string; language: MailLanguage };

function letter(config: Config, to: To, id: number, words: ReturnType<typeof HIDDEN.en>) {
  return composeMail({
    to: to.email,
    siteName: config.site.name,
    greeting: greet(to.language, to.name),
    language: to.language,
    subject: words.subject,
    paragraphs: words.paragraphs,
    action: { label: words.action, url: reportUrl(config, id) },
  });
}

/** The mail telling a reporter that an admin hid her report, and why. */
export function hiddenMail(config: Config, to: To, report: ReportFacts, reason: string) {
  const words = HIDDEN[to.language](whichReport(to.language, report), unlinked(reason));
  return letter(config, to, report.id, words);
}

/** The same by SMS: the reason cut to fit. */
export function hiddenText(
  site: Site,
  language: MailLanguage,
  report: ReportFacts,
  reason: string,
) {
  const words = HIDDEN[language](whichReport(language, report), clip(unlinked(reason), 120));
  return `${site.site.name}: ${words.text}`;
}

/** The mail asking a reporter to renew a report that closes within the week. */
export function renewMail(config: Config, to: To, report: ReportFacts): MailMessage {
  const until = shortDay(to.language, report.expires_on);
  const words = RENEW[to.language](whichReport(to.language, report), until);
  return letter(config, to, report.id, words);
}

/** The same by SMS, with the report's link. */
export function renewText(site: Site, language: MailLanguage, report: ReportFacts) {
  const until = shortDay(language, report.expires_on);
  const words = RENEW[language](whichReport(language, report), until);
  return `${site.site.name}: ${words.text} ${reportUrl(site, report.id)}`;
}
