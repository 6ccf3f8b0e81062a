import type { PetListItem } from "../../../contract/catalogue";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import type { Config } from "../../config";
import type { MailLanguage } from "../../mail/account-language";
import { greet, type Letters } from "../../mail/mail-language";
import type { MailMessage } from "../../mail/mailer";
import { composeMail } from "../../mail/templates";
import { clip } from "../../sms/text-person";

/** At most this many pets are listed in one alert; the rest are "and N more", a link to the search. */
export const PETS_PER_ALERT = 10;

type DigestArgs = [
  site: string,
  search: string,
  count: number,
  urls: { stop: string; dashboard: string },
];

const DIGEST: Letters<DigestArgs> = {
  en: (site, search, count, { stop, dashboard }) => ({
    subject:
      count === 1
        ? `A new pet for your search “${search}”`
        : `New pets for your search “${search}”`,
    paragraphs: [
      `${count === 1 ? "This pet was" : "These pets were"} just listed on ${site} and ${count === 1 ? "matches" : "match"} your saved search “${search}”:`,
    ],
    action: "See every pet of this search",
    footnote: `You get this e-mail because you saved this search. Stop these alerts: ${stop} — or pause, resume and delete your searches on your dashboard: ${dashboard}`,
  }),
  ne: (site, search, count, { stop, dashboard }) => ({
    subject: `तपाईंको खोज “${search}” का लागि ${count === 1 ? "नयाँ जनावर" : "नयाँ जनावरहरू"}`,
    paragraphs: [
      `${site} मा भर्खरै ${count === 1 ? "यो जनावर राखिएको छ, जुन" : "यी जनावरहरू राखिएका छन्, जुन"} तपाईंले सेभ गर्नुभएको खोज “${search}” सँग मिल्छ:`,
    ],
    action: "यो खोजका सबै जनावर हेर्नुहोस्",
    footnote: `तपाईंले यो खोज सेभ गर्नुभएकोले यो इमेल आएको हो। यी सूचनाहरू रोक्न: ${stop} — वा ड्यासबोर्डमा आफ्ना खोजहरू रोक्नुहोस्, फेरि सुरु गर्नुहोस् वा मेटाउनुहोस्: ${dashboard}`,
  }),
};

const petLabel = (language: MailLanguage, { pet, categories, vendor }: PetListItem) => {
  const category = (language === "ne" && categories.category_ne) || categories.category;
  return `${pet.name} (${category}), ${vendor.title}, ${vendor.location}`;
};

const more = (language: MailLanguage, count: number) =>
  language === "ne" ? `र अरू ${toDevanagariDigits(String(count))} वटा` : `and ${count} more`;

interface Digest {
  to: { email: string; name: string; language: MailLanguage };
  search: { name: string; query: string };
  /** Every pet she is told about now, newest first; the first PETS_PER_ALERT are listed. */
  pets: PetListItem[];
  unsubscribeUrl: string;
}

/** The alert by SMS: how many new pets, the search's name and its link. */
export function alertText(
  config: Pick<Config, "site" | "publicUrl">,
  language: MailLanguage,
  { search, count }: { search: { name: string; query: string }; count: number },
) {
  const url = `${config.publicUrl}/pets${search.query ? `?${search.query}` : ""}`;
  const name = clip(search.name, 40);
  return language === "ne"
    ? `${config.site.name}: “${name}” खोजमा ${toDevanagariDigits(String(count))} नयाँ जनावर: ${url}`
    : `${config.site.name}: ${count} new ${count === 1 ? "pet" : "pets"} for “${name}”: ${url}`;
}

/**
 * One alert: the new pets of a search, in the reader's language, with a one-click unsubscribe
 * link in its text and in its List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
export function digestMail(
  config: Config,
  { to, search, pets, unsubscribeUrl }: Digest,
): MailMessage {
  const { language } = to;
  const searchUrl = `${config.publicUrl}/pets${search.query ? `?${search.query}` : ""}`;
  const { action, ...words } = DIGEST[language](config.site.name, search.name, pets.length, {
    stop: unsubscribeUrl,
    dashboard: `${config.publicUrl}/dashboard?tab=searches`,
  });
  const listed = pets.slice(0, PETS_PER_ALERT).map((item) => ({
    label: petLabel(language, item),
    url: `${config.publicUrl}/pets/${item.pet.id}`,
  }));
  const rest = pets.length - listed.length;
  const mail = composeMail({
    to: to.email,
    siteName: config.site.name,
    greeting: greet(language, to.name),
    language,
    ...words,
    links: rest > 0 ? [...listed, { label: more(language, rest), url: searchUrl }] : listed,
    action: action ? { label: action, url: searchUrl } : undefined,
  });
  return {
    ...mail,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

const PAGE_WORDS = {
  en: {
    done: "Alerts stopped",
    stopped: (name: string) =>
      `You will get no more e-mails about new pets for “${name}”. The search stays on your dashboard, paused: you can resume it there.`,
    refused: "This link does not work",
    INVALID_TOKEN:
      "The link is not complete or was changed. You can pause or delete your searches on your dashboard.",
    SAVED_SEARCH_NOT_FOUND: "This search was deleted: nothing more will be sent about it.",
    dashboard: "Your saved searches",
  },
  ne: {
    done: "सूचना रोकियो",
    stopped: (name: string) =>
      `“${name}” का नयाँ जनावरबारे अब तपाईंलाई इमेल आउने छैन। खोज तपाईंको ड्यासबोर्डमा रोकिएको अवस्थामा रहन्छ: त्यहाँबाट फेरि सुरु गर्न सक्नुहुन्छ।`,
    refused: "यो लिङ्कले काम गरेन",
    INVALID_TOKEN: "लिङ्क अधुरो छ वा बदलिएको छ। आफ्ना खोजहरू ड्यासबोर्डबाट रोक्न वा मेटाउन सक्नुहुन्छ।",
    SAVED_SEARCH_NOT_FOUND: "यो खोज मेटाइसकिएको छ: यसबारे अब केही पठाइने छैन।",
    dashboard: "मेरा सेभ गरिएका खोजहरू",
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What a person who clicked an alert's unsubscribe link sees: a small page of its own, in the
 * language of the search's owner (or, for a link that does not work, of her browser).
 */
export function unsubscribePage(
  config: Config,
  language: MailLanguage,
  outcome: { name: string } | { code: "INVALID_TOKEN" | "SAVED_SEARCH_NOT_FOUND" },
) {
  const words = PAGE_WORDS[language];
  const [title, text] =
    "name" in outcome
      ? [words.done, words.stopped(outcome.name)]
      : [words.refused, words[outcome.code]];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} · ${escape(config.site.name)}</title></head>
<body style="margin:0;background:#fff7f0;font-family:Arial,sans-serif;color:#1f2937">
<main style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:bold;color:#c2410c;margin:0 0 24px"><a href="/" style="color:inherit;text-decoration:none">${escape(config.site.name)}</a></p>
<h1 style="font-size:24px">${escape(title)}</h1>
<p style="line-height:1.5">${escape(text)}</p>
<p style="margin:28px 0"><a href="/dashboard?tab=searches" style="background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escape(words.dashboard)}</a></p>
</main></body></html>`;
}
