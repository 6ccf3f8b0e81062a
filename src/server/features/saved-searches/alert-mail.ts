import type { PetListItem } from "../../../contract/catalogue";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import type { Config } from "../../config";
import type { MailLanguage } from "../../mail/account-language";
import { greet, type Words } from "../../mail/mail-language";
import type { MailMessage } from "../../mail/mailer";
import { composeMail, unlinked } from "../../mail/templates";
import { clip } from "../../sms/text-person";

/** At most this many pets are listed in one alert; the rest are "and N more", a link to the search. */
export const PETS_PER_ALERT = 10;

type DigestArgs = [
  site: string,
  count: number,
  /** The search's name when the mail is about one search; null when about several. */
  search: string | null,
  urls: { stop: string; dashboard: string },
];

interface DigestWords extends Words {
  action: string;
  /** The line above the list of searches, when there are several. */
  bySearch: string;
  newPets: (count: number) => string;
}

/**
 * A search's name is her own words: never in the subject (so a name can make no subject line of
 * its own), and in the text only `unlinked`, so no address in it is made a link.
 */
const DIGEST: Record<MailLanguage, (...args: DigestArgs) => DigestWords> = {
  en: (site, count, search, { stop, dashboard }) => ({
    subject: `${count === 1 ? "A new pet" : "New pets"} for your saved ${search === null ? "searches" : "search"}`,
    paragraphs: [
      `${count === 1 ? "This pet was" : "These pets were"} just listed on ${site} and ${count === 1 ? "matches" : "match"} ${search === null ? "your saved searches" : `your saved search “${search}”`}:`,
    ],
    bySearch: "Your searches with new pets:",
    newPets: (n) => `${n} new ${n === 1 ? "pet" : "pets"}`,
    action: search === null ? "See your saved searches" : "See every pet of this search",
    footnote: `You get this e-mail because you saved ${search === null ? "these searches" : "this search"}. Stop these alerts: ${stop} — or pause, resume and delete your searches on your dashboard: ${dashboard}`,
  }),
  ne: (site, count, search, { stop, dashboard }) => ({
    subject: `${search === null ? "तपाईंका सेभ गरिएका खोजहरूका" : "तपाईंको सेभ गरिएको खोजका"} लागि ${count === 1 ? "नयाँ जनावर" : "नयाँ जनावरहरू"}`,
    paragraphs: [
      `${site}मा भर्खरै ${count === 1 ? "यो जनावर राखिएको छ, जुन" : "यी जनावरहरू राखिएका छन्, जुन"} ${search === null ? "तपाईंले सेभ गर्नुभएका खोजहरूसँग" : `तपाईंले सेभ गर्नुभएको खोज “${search}” सँग`} मिल्छ:`,
    ],
    bySearch: "नयाँ जनावर भएका तपाईंका खोजहरू:",
    newPets: (n) => `${toDevanagariDigits(String(n))} नयाँ जनावर`,
    action: search === null ? "मेरा सेभ गरिएका खोजहरू" : "यो खोजका सबै जनावर हेर्नुहोस्",
    footnote: `तपाईंले ${search === null ? "यी खोजहरू" : "यो खोज"} सेभ गर्नुभएकोले यो इमेल आएको हो। यी सूचनाहरू रोक्न: ${stop} — वा ड्यासबोर्डमा आफ्ना खोजहरू रोक्नुहोस्, फेरि सुरु गर्नुहोस् वा मेटाउनुहोस्: ${dashboard}`,
  }),
};

const petLabel = (language: MailLanguage, { pet, categories, vendor }: PetListItem) => {
  const category = (language === "ne" && categories.category_ne) || categories.category;
  // A store's words, as a search's name is hers: never made a link but the pet's own.
  return unlinked(`${pet.name} (${category}), ${vendor.title}, ${vendor.location}`);
};

const more = (language: MailLanguage, count: number) =>
  language === "ne" ? `र अरू ${toDevanagariDigits(String(count))} वटा` : `and ${count} more`;

/** A search as an alert tells of it: its name, its query and how many of the pets are its. */
export interface SearchNews {
  name: string;
  query: string;
  count: number;
}

interface Digest {
  to: { email: string; name: string; language: MailLanguage };
  /** Her searches with new pets, each with how many. */
  searches: SearchNews[];
  /** Every pet she is told about now, once each, newest first; the first PETS_PER_ALERT are listed. */
  pets: PetListItem[];
  unsubscribeUrl: string;
}

const searchUrl = (config: Pick<Config, "publicUrl">, query: string) =>
  `${config.publicUrl}/pets${query ? `?${query}` : ""}`;

const dashboardUrl = (config: Pick<Config, "publicUrl">) =>
  `${config.publicUrl}/dashboard?tab=searches`;

/**
 * The alert by SMS, one per digest as the e-mail: how many new pets and the search's link, or,
 * for several searches, the dashboard's.
 */
export function alertText(
  config: Pick<Config, "site" | "publicUrl">,
  language: MailLanguage,
  { searches, count }: { searches: SearchNews[]; count: number },
) {
  const [only] = searches.length === 1 ? searches : [];
  const url = only ? searchUrl(config, only.query) : dashboardUrl(config);
  if (!only) {
    return language === "ne"
      ? `${config.site.name}: तपाईंका सेभ गरिएका खोजहरूमा ${toDevanagariDigits(String(count))} नयाँ जनावर: ${url}`
      : `${config.site.name}: ${count} new ${count === 1 ? "pet" : "pets"} for your saved searches: ${url}`;
  }
  const name = clip(unlinked(only.name), 40);
  return language === "ne"
    ? `${config.site.name}: “${name}” खोजमा ${toDevanagariDigits(String(count))} नयाँ जनावर: ${url}`
    : `${config.site.name}: ${count} new ${count === 1 ? "pet" : "pets"} for “${name}”: ${url}`;
}

/**
 * One alert for all her searches: the new pets, once each, then (for several searches) each
 * search with its link, in the reader's language, with a one-click unsubscribe link for them in
 * its text and in its List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
export function digestMail(
  config: Config,
  { to, searches, pets, unsubscribeUrl }: Digest,
): MailMessage {
  const { language } = to;
  const [only] = searches.length === 1 ? searches : [];
  const { action, bySearch, newPets, ...words } = DIGEST[language](
    config.site.name,
    pets.length,
    only ? unlinked(only.name) : null,
    { stop: unsubscribeUrl, dashboard: dashboardUrl(config) },
  );
  const moreUrl = only ? searchUrl(config, only.query) : dashboardUrl(config);
  const listed = pets.slice(0, PETS_PER_ALERT).map((item) => ({
    label: petLabel(language, item),
    url: `${config.publicUrl}/pets/${item.pet.id}`,
  }));
  const rest = pets.length - listed.length;
  const bySearches = searches.map((search) => ({
    label: `“${unlinked(search.name)}”: ${newPets(search.count)}`,
    url: searchUrl(config, search.query),
  }));
  const mail = composeMail({
    to: to.email,
    siteName: config.site.name,
    greeting: greet(language, to.name),
    language,
    ...words,
    lists: [
      { links: rest > 0 ? [...listed, { label: more(language, rest), url: moreUrl }] : listed },
      ...(only ? [] : [{ intro: bySearch, links: bySearches }]),
    ],
    action: { label: action, url: moreUrl },
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
    stopped: (names: string) =>
      `You will get no more e-mails about new pets for ${names}. The search stays on your dashboard, paused: you can resume it there.`,
    stoppedSeveral: (names: string) =>
      `You will get no more e-mails about new pets for ${names}. The searches stay on your dashboard, paused: you can resume them there.`,
    refused: "This link does not work",
    INVALID_TOKEN:
      "The link is not complete or was changed. You can pause or delete your searches on your dashboard.",
    SAVED_SEARCH_NOT_FOUND: "This search was deleted: nothing more will be sent about it.",
    dashboard: "Your saved searches",
  },
  ne: {
    done: "सूचना रोकियो",
    stopped: (names: string) =>
      `${names}का नयाँ जनावरबारे अब तपाईंलाई इमेल आउने छैन। खोज तपाईंको ड्यासबोर्डमा रोकिएको अवस्थामा रहन्छ: त्यहाँबाट फेरि सुरु गर्न सक्नुहुन्छ।`,
    stoppedSeveral: (names: string) =>
      `${names}का नयाँ जनावरबारे अब तपाईंलाई इमेल आउने छैन। खोजहरू तपाईंको ड्यासबोर्डमा रोकिएको अवस्थामा रहन्छन्: त्यहाँबाट फेरि सुरु गर्न सक्नुहुन्छ।`,
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
  outcome: { names: string[] } | { code: "INVALID_TOKEN" | "SAVED_SEARCH_NOT_FOUND" },
) {
  const words = PAGE_WORDS[language];
  const stopped = (names: string[]) =>
    (names.length === 1 ? words.stopped : words.stoppedSeveral)(
      names.map((name) => `“${name}”`).join(", "),
    );
  const [title, text] =
    "names" in outcome
      ? [words.done, stopped(outcome.names)]
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
