import type { Kysely } from "kysely";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import type { Config } from "../../config";
import type { DB } from "../../db/schema";
import { asMailLanguage, type MailLanguage } from "../../mail/account-language";
import { composeMail } from "../../mail/templates";
import type { Outbox } from "../../mail/outbox";

type Site = Pick<Config, "site" | "publicUrl">;

interface Words {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: string;
}

interface NewStore {
  id: number;
  title: string;
  location: string;
  ownerName: string;
  ownerEmail: string;
}

/** Each message in both languages, side by side, so a change to one is seen next to the other. */
const TEXTS = {
  newStore: {
    en: (store: NewStore): Words => ({
      subject: `A new rescue shelter is waiting for approval: ${store.title}`,
      greeting: "Hello,",
      paragraphs: [
        `${store.ownerName} (${store.ownerEmail}) has registered ${store.title} in ${store.location}. Its pets stay off the pet listing until an admin sets it active.`,
        "Its page shows its description, its owner's contact details and every pet it has added, so you can check it before approving it.",
      ],
      action: "Review the store",
    }),
    ne: (store: NewStore): Words => ({
      subject: `नयाँ उद्धार केन्द्र स्वीकृतिको प्रतीक्षामा: ${store.title}`,
      greeting: "नमस्ते,",
      paragraphs: [
        `${store.ownerName} (${store.ownerEmail})ले ${store.location}मा ${store.title} दर्ता गर्नुभएको छ। प्रशासकले सक्रिय नबनाएसम्म यसका जनावरहरू सूचीमा देखिँदैनन्।`,
        "यसको पृष्ठमा विवरण, सञ्चालकको सम्पर्क र थपिएका सबै जनावरहरू छन्; स्वीकृत गर्नुअघि हेर्नुहोस्।",
      ],
      action: "केन्द्र हेर्नुहोस्",
    }),
  },
  listedAgain: {
    en: (store: { title: string; ownerName: string }): Words => ({
      subject: `${store.title} is listed again`,
      greeting: `Hello ${store.ownerName},`,
      paragraphs: [
        `${store.title} is active again. Your published pets are back in the pet listing, where adopters can find them and ask to adopt.`,
      ],
      action: "Open your dashboard",
    }),
    ne: (store: { title: string; ownerName: string }): Words => ({
      subject: `${store.title} फेरि सूचीमा छ`,
      greeting: `नमस्ते ${store.ownerName},`,
      paragraphs: [
        `${store.title} फेरि सक्रिय भएको छ। तपाईंका प्रकाशित जनावरहरू फेरि सूचीमा छन्, जहाँ धर्मपुत्र लिन चाहनेहरूले तिनलाई भेट्टाएर अनुरोध पठाउन सक्छन्।`,
      ],
      action: "आफ्नो ड्यासबोर्ड खोल्नुहोस्",
    }),
  },
} satisfies Record<string, Record<MailLanguage, (input: never) => Words>>;

const letter = (site: Site, to: string, language: MailLanguage, words: Words, url: string) =>
  composeMail({
    to,
    subject: words.subject,
    siteName: site.site.name,
    greeting: words.greeting,
    paragraphs: words.paragraphs,
    action: { label: words.action, url },
    language,
  });

/** The admin's page of a store, which the new-store mail links to. */
export const adminStoreUrl = (site: Site, storeId: number) =>
  `${site.publicUrl}/admin/stores/${storeId}`;

/**
 * A new store waits, pending, until an admin approves it: every admin hears of it, each in the
 * language of their account (English for an admin address with no account yet).
 */
export async function mailAdminsOfNewStore(
  { db, mail, config }: { db: Kysely<DB>; mail: Outbox; config: Config },
  storeId: number,
): Promise<void> {
  if (config.adminEmails.length === 0) return;
  const row = await db
    .selectFrom("vendor")
    .innerJoin("user", "user.id", "vendor.owner_id")
    .select(["vendor.title", "vendor.location", "user.name", "user.email"])
    .where("vendor.id", "=", storeId)
    .executeTakeFirst();
  if (!row) return;
  const store: NewStore = {
    id: storeId,
    title: row.title,
    location: row.location,
    ownerName: row.name,
    ownerEmail: row.email,
  };
  const accounts = await db
    .selectFrom("user")
    .select(["email", "language"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "in", config.adminEmails))
    .execute();
  const languageOf = new Map(
    accounts.map((account) => [account.email.toLowerCase(), asMailLanguage(account.language)]),
  );
  for (const email of config.adminEmails) {
    const language = languageOf.get(email) ?? "en";
    const words = TEXTS.newStore[language](store);
    // ADMIN_EMAILS is the operator's word: mailed whether or not an account has verified it yet.
    const notice = letter(config, email, language, words, adminStoreUrl(config, store.id));
    await mail.enqueue({ ...notice, audience: "admin" });
  }
  mail.kick();
}

/**
 * The owner of a store listed before (vendor.first_listed_at), set active again, hears "listed
 * again", not the first approval, in her account's language.
 */
export async function mailListedAgain(
  { db, mail, config }: { db: Kysely<DB>; mail: Outbox; config: Site },
  store: { title: string; email: string; name: string; language: string },
): Promise<void> {
  const language = asMailLanguage(store.language);
  const words = TEXTS.listedAgain[language]({ title: store.title, ownerName: store.name });
  await mail.enqueue(
    letter(config, store.email, language, words, `${config.publicUrl}${STORE_DASHBOARD}`),
    db,
  );
}
