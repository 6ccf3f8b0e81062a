import { BS_MONTHS } from "../../../contract/bikram-sambat";
import { nepalTime } from "../../../contract/calendar";
import type { ReportKind } from "../../../contract/lost-found-values";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import { findDistrict } from "../../../contract/places";
import type { Config } from "../../config";
import { asMailLanguage, type MailLanguage } from "../../mail/account-language";
import { greet, type Letters } from "../../mail/mail-language";
import type { MailMessage } from "../../mail/mailer";
import { composeMail, unlinked } from "../../mail/templates";

/*
 * What the two reporters of a pair are told, in each one's language
 * (docs/decisions/050-lost-and-found.md): the other report's species, district and day, and a
 * link to their own report. Never a number, an address or a point; an SMS never quotes what the
 * other person wrote.
 */

type Site = Pick<Config, "site" | "publicUrl">;

/** The other report, as the news names it. */
export interface OtherReport {
  kind: ReportKind;
  species: string;
  species_ne: string | null;
  district: string;
  seen_on: string;
}

/** Whoever is told, with her account's language. */
interface Person {
  email: string;
  name: string;
  language: string | null;
}

/** The reader's own report, where the pair is listed: `?match=` opens it there. */
export const reportLink = (config: Site, reportId: number, matchId: number) =>
  `${config.publicUrl}/lost-found/${reportId}?match=${matchId}`;

/** "3 Poush"; "पुस ३". */
function bsDay(language: MailLanguage, day: string) {
  const { bs } = nepalTime(day);
  return language === "ne"
    ? toDevanagariDigits(`${BS_MONTHS.ne[bs.monthIndex]} ${bs.day}`)
    : `${bs.day} ${BS_MONTHS.en[bs.monthIndex]}`;
}

/** "A dog found in Lalitpur on 3 Poush"; "ललितपुरमा पुस ३ मा भेटिएको कुकुर". */
function animal(language: MailLanguage, other: OtherReport) {
  const district = findDistrict(other.district);
  const day = bsDay(language, other.seen_on);
  if (language === "ne") {
    const species = other.species_ne ?? other.species;
    const seen = other.kind === "found" ? "भेटिएको" : "हराएको";
    return `${district?.name_ne ?? other.district}मा ${day} गते ${seen} ${species}`;
  }
  const species = other.species.toLowerCase();
  const article = /^[aeiou]/.test(species) ? "An" : "A";
  return `${article} ${species} ${other.kind} in ${other.district} on ${day}`;
}

/** "… may be yours" to the owner; "… may be the one you found" to the finder. */
function mayBe(language: MailLanguage, other: OtherReport) {
  const what = animal(language, other);
  if (language === "ne") {
    return other.kind === "found" ? `${what} तपाईंको हुन सक्छ` : `${what} तपाईंले भेट्टाउनुभएको हुन सक्छ`;
  }
  return other.kind === "found" ? `${what} may be yours` : `${what} may be the one you found`;
}

/** The SMS of a new pair. */
export function newMatchText(
  config: Site,
  language: MailLanguage,
  other: OtherReport,
  link: string,
) {
  return `${config.site.name}: ${mayBe(language, other)}: ${link}`;
}

const NEW_MATCH: Letters<[OtherReport]> = {
  en: (other) => ({
    subject: mayBe("en", other),
    paragraphs: [
      `${mayBe("en", other)}. Compare the two reports, and write to the other person through the site: your number and address stay hidden.`,
    ],
    action: "See the match",
    footnote:
      "You get this because you reported an animal lost or found. Each report is told of at most three new matches a day; all of them are listed on it.",
  }),
  ne: (other) => ({
    subject: mayBe("ne", other),
    paragraphs: [
      `${mayBe("ne", other)}। दुवै सूचना हेर्नुहोस्, र साइटमै अर्को व्यक्तिलाई लेख्नुहोस्: तपाईंको नम्बर र ठेगाना लुकेकै रहन्छ।`,
    ],
    action: "मिल्दो सूचना हेर्नुहोस्",
    footnote:
      "तपाईंले हराएको वा भेटिएको जनावरको सूचना दिनुभएकाले यो आएको हो। एउटा सूचनाबारे दिनमा बढीमा तीनवटा नयाँ मिल्दो सूचना पठाइन्छ; सबै सूचनामै देखिन्छन्।",
  }),
};

/** The mail of a new pair. */
export function newMatchMail(config: Site, to: Person, other: OtherReport, link: string) {
  const language = asMailLanguage(to.language);
  const { action, ...words } = NEW_MATCH[language](other);
  return composeMail({
    to: to.email,
    siteName: config.site.name,
    greeting: greet(language, to.name),
    language,
    ...words,
    action: action ? { label: action, url: link } : undefined,
  });
}

/** "the dog found in Lalitpur"; "ललितपुरमा भेटिएको कुकुर", without the day. */
function theAnimal(language: MailLanguage, other: OtherReport) {
  const district = findDistrict(other.district);
  if (language === "ne") {
    const seen = other.kind === "found" ? "भेटिएको" : "हराएको";
    return `${district?.name_ne ?? other.district}मा ${seen} ${other.species_ne ?? other.species}`;
  }
  return `the ${other.species.toLowerCase()} ${other.kind} in ${other.district}`;
}

/** The SMS of a new message: that one came, and the link; never its words. */
export function newMessageText(
  config: Site,
  language: MailLanguage,
  other: OtherReport,
  link: string,
) {
  const site = config.site.name;
  return language === "ne"
    ? `${site}: ${theAnimal("ne", other)}बारे नयाँ सन्देश। पढ्नुहोस्: ${link}`
    : `${site}: a new message about ${theAnimal("en", other)}. Read it: ${link}`;
}

/** The mail of a new message, with its words made unclickable. */
export function newMessageMail(
  config: Site,
  to: Person,
  other: OtherReport,
  text: string,
  link: string,
): MailMessage {
  const language = asMailLanguage(to.language);
  const about = theAnimal(language, other);
  const words =
    language === "ne"
      ? {
          subject: `${about}बारे नयाँ सन्देश`,
          intro: `${about}को सूचना दिने व्यक्तिले लेख्नुभयो:`,
          action: "पढ्नुहोस् र जवाफ दिनुहोस्",
          footnote: "तपाईंले नपढेसम्म, यो कुराकानीबारे अर्को इमेल आउँदैन।",
        }
      : {
          subject: `New message about ${about}`,
          intro: `The person who reported ${about} wrote:`,
          action: "Read and reply",
          footnote: "Until you read it, no other mail comes about this conversation.",
        };
  return composeMail({
    to: to.email,
    siteName: config.site.name,
    greeting: greet(language, to.name),
    language,
    subject: words.subject,
    paragraphs: [words.intro, unlinked(text)],
    action: { label: words.action, url: link },
    footnote: words.footnote,
  });
}
