import type { DueItem } from "../../../contract/animal-records";
import { BS_MONTHS } from "../../../contract/bikram-sambat";
import { nepalTime } from "../../../contract/calendar";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import type { Config } from "../../config";
import type { MailLanguage } from "../../mail/account-language";
import { greet } from "../../mail/mail-language";
import type { MailMessage } from "../../mail/mailer";
import { composeMail, unlinked } from "../../mail/templates";
import { clip } from "../../sms/text-person";

/*
 * The daily digest's words (docs/decisions/049-animal-records.md): each animal and what is due,
 * on which day. English gives the AD day with the BS day beside it; Nepali the BS day alone, in
 * Devanagari digits, as the store's calendar on the wall shows it.
 */

const CARE: Record<MailLanguage, Record<string, string>> = {
  en: {
    rabies: "rabies vaccine",
    dhpp: "DHPP vaccine",
    fvrcp: "FVRCP vaccine",
    vaccination: "vaccine",
    sterilisation: "sterilisation",
    deworming: "deworming",
    treatment: "treatment",
    vet_visit: "vet visit",
    weight: "weighing",
    microchip: "microchip",
    note: "follow-up",
  },
  ne: {
    rabies: "रेबिज खोप",
    dhpp: "DHPP खोप",
    fvrcp: "FVRCP खोप",
    vaccination: "खोप",
    sterilisation: "बन्ध्याकरण",
    deworming: "जुकाको औषधि",
    treatment: "उपचार",
    vet_visit: "पशु चिकित्सक जाँच",
    weight: "तौल",
    microchip: "माइक्रोचिप",
    note: "फलोअप",
  },
};

/** "18 Dec (3 Poush)" in English; "पुस ३" in Nepali. */
export function dueDay(language: MailLanguage, day: string) {
  const { ad, bs } = nepalTime(day);
  if (language === "ne") return toDevanagariDigits(`${BS_MONTHS.ne[bs.monthIndex]} ${bs.day}`);
  const month = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(ad.year, ad.monthIndex, 1)),
  );
  return `${ad.day} ${month} (${bs.day} ${BS_MONTHS.en[bs.monthIndex]})`;
}

/** "Kalu: rabies vaccine due 18 Dec (3 Poush)"; "Kalu: रेबिज खोप पुस ३मा". */
export function dueLine(language: MailLanguage, item: DueItem) {
  const words = CARE[language];
  const what =
    (item.vaccine && item.vaccine !== "other" ? words[item.vaccine] : words[item.kind]) +
    (item.treatment ? ` (${unlinked(item.treatment)})` : "");
  const day = dueDay(language, item.next_due_on);
  const name = unlinked(item.pet_name);
  if (language === "ne") {
    return `${name}: ${what} ${day}${item.overdue ? "देखि बाँकी" : "मा"}`;
  }
  return `${name}: ${what} ${item.overdue ? "overdue since" : "due"} ${day}`;
}

const dueUrl = (config: Pick<Config, "publicUrl">) => `${config.publicUrl}/dashboard/due`;

/** The digest by mail: each item a link to its animal's records. */
export function digestMail(
  config: Config,
  to: { email: string; name: string; language: MailLanguage },
  store: string,
  items: DueItem[],
): MailMessage {
  const { language } = to;
  const title = unlinked(store);
  const count = new Set(items.map((item) => item.pet_id)).size;
  const words =
    language === "ne"
      ? {
          subject: `${title}: आज र यो हप्ता गर्नुपर्ने हेरचाह`,
          paragraphs: [
            `${title}का ${toDevanagariDigits(String(count))} जनावरको हेरचाह आज वा यो हप्ता गर्नुपर्ने छ:`,
          ],
          action: "गर्नुपर्ने सूची हेर्नुहोस्",
          footnote: `तपाईं ${title}को टोलीमा हुनुभएकोले यो सूची आएको हो। टोलीको पेजमा यसलाई बन्द गर्न सक्नुहुन्छ: ${config.publicUrl}/dashboard/team`,
        }
      : {
          subject: `${title}: care due today and this week`,
          paragraphs: [
            `${count === 1 ? "One animal" : `${count} animals`} at ${title} ${count === 1 ? "has" : "have"} care due today or this week:`,
          ],
          action: "See what is due",
          footnote: `You get this list because you are on ${title}'s team. Turn it off on the team page: ${config.publicUrl}/dashboard/team`,
        };
  return composeMail({
    to: to.email,
    siteName: config.site.name,
    greeting: greet(language, to.name),
    language,
    subject: words.subject,
    paragraphs: words.paragraphs,
    lists: [
      {
        links: items.map((item) => ({
          label: dueLine(language, item),
          url: `${config.publicUrl}/dashboard/animals/${item.pet_id}/records`,
        })),
      },
    ],
    action: { label: words.action, url: dueUrl(config) },
    footnote: words.footnote,
  });
}

/** The digest by SMS: the first items, then the list's link. */
export function digestText(
  config: Pick<Config, "site" | "publicUrl">,
  language: MailLanguage,
  items: DueItem[],
) {
  const lines = clip(items.map((item) => dueLine(language, item)).join("; "), 200);
  return `${config.site.name}: ${lines}. ${dueUrl(config)}`;
}
