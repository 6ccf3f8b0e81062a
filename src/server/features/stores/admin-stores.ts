import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import type { AdminStore, AdminStoresQuery, UpdateStoreBody } from "../../../contract/admin";
import type { AppDeps } from "../../deps";
import type { DB } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { removeStore } from "./remove-store";
import { mailListedAgain } from "./store-mails";
import { asMailLanguage, type MailLanguage } from "../../mail/account-language";
import type { Words } from "../../mail/mail-language";
import { composeMail } from "../../mail/templates";
import { textPerson } from "../../sms/text-person";
import { ownersOf } from "./store-notices";

/** `%`, `_` and `\` in a search are meant literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

function storeRows(db: Kysely<DB>, { status, q }: Pick<AdminStoresQuery, "status" | "q">) {
  let query = db.selectFrom("vendor").innerJoin("user", "user.id", "vendor.owner_id");
  if (status) query = query.where("vendor.status", "=", status);
  if (q) query = query.where(sql<boolean>`lower(vendor.title) like ${likePattern(q)} escape '\\'`);
  return query;
}

const adminColumns = (eb: ExpressionBuilder<DB & { vendor: DB["vendor"] }, "vendor" | "user">) =>
  [
    "vendor.id",
    "vendor.title",
    "vendor.description",
    "vendor.status",
    "vendor.image_key",
    "vendor.location",
    "vendor.created_at",
    "user.email as owner_email",
    eb
      .selectFrom("pet")
      .whereRef("pet.vendor_id", "=", "vendor.id")
      .select((sub) => sub.fn.countAll<number>().as("n"))
      .as("pet_count"),
    eb
      .selectFrom("pet")
      .whereRef("pet.vendor_id", "=", "vendor.id")
      .where("pet.post_status", "=", "published")
      .select((sub) => sub.fn.countAll<number>().as("n"))
      .as("listed_pets"),
    eb
      .selectFrom("application")
      .innerJoin("pet", "pet.id", "application.pet_id")
      .whereRef("pet.vendor_id", "=", "vendor.id")
      .where("application.status", "=", "pending")
      .select((sub) => sub.fn.countAll<number>().as("n"))
      .as("pending_applications"),
  ] as const;

// Scalar subqueries come back as numbers from both drivers, but may be null to the type system.
const toAdminStore = (
  row: Omit<AdminStore, "pet_count" | "listed_pets" | "pending_applications"> & {
    pet_count: number | null;
    listed_pets: number | null;
    pending_applications: number | null;
  },
): AdminStore => ({
  ...row,
  pet_count: Number(row.pet_count ?? 0),
  listed_pets: Number(row.listed_pets ?? 0),
  pending_applications: Number(row.pending_applications ?? 0),
});

/** Every store with its owner and real counts, newest first, filtered and paginated. */
export async function listStores(
  db: Kysely<DB>,
  { status, q, page, limit }: AdminStoresQuery,
): Promise<{ stores: AdminStore[]; total: number }> {
  const [rows, total] = await Promise.all([
    storeRows(db, { status, q })
      .select(adminColumns)
      .orderBy("vendor.created_at", "desc")
      .orderBy("vendor.id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    storeRows(db, { status, q })
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { stores: rows.map(toAdminStore), total: Number(total.n) };
}

export async function findAdminStore(db: Kysely<DB>, id: number): Promise<AdminStore> {
  const row = await storeRows(db, {})
    .select(adminColumns)
    .where("vendor.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("No such store", "STORE_NOT_FOUND");
  return toAdminStore(row);
}

/** The first approval's mail to the owner, in the language of her account. */
const STORE_LISTED: Record<
  MailLanguage,
  (store: {
    site: string;
    title: string;
    name: string;
  }) => Words & { greeting: string; action: string }
> = {
  en: ({ site, title, name }) => ({
    subject: `${title} is now listed on ${site}`,
    greeting: `Hello ${name},`,
    paragraphs: [
      `Good news: ${title} has been approved. Your published pets now appear in the pet listing, where adopters can find them and ask to adopt.`,
    ],
    action: "Open your dashboard",
  }),
  ne: ({ site, title, name }) => ({
    subject: `${title} अब ${site}को सूचीमा छ`,
    greeting: `नमस्ते ${name},`,
    paragraphs: [
      `खुसीको खबर: ${title} स्वीकृत भएको छ। तपाईंका प्रकाशित जनावरहरू अब जनावरहरूको सूचीमा देखिन्छन्, जहाँ धर्मपुत्र लिन चाहनेहरूले तिनलाई भेट्टाएर धर्मपुत्र अनुरोध पठाउन सक्छन्।`,
    ],
    action: "आफ्नो ड्यासबोर्ड खोल्नुहोस्",
  }),
};

/** The same news by SMS: listed, or listed again, and the link to her dashboard. */
function storeListedText(
  config: Pick<AppDeps["config"], "site" | "publicUrl">,
  store: { title: string; first_listed_at: string | null },
  language: MailLanguage,
) {
  const link = `${config.publicUrl}${STORE_DASHBOARD}`;
  const site = config.site.name;
  if (language === "ne") {
    return store.first_listed_at
      ? `${site}: ${store.title} फेरि सूचीमा छ। ${link}`
      : `${site}: ${store.title} सूचीमा छ; धर्मपुत्र लिन चाहनेहरूले अब तपाईंका जनावर भेट्टाउन सक्छन्। ${link}`;
  }
  return store.first_listed_at
    ? `${site}: ${store.title} is listed again. ${link}`
    : `${site}: ${store.title} is listed; adopters can now find your pets. ${link}`;
}

/**
 * The admin's 'Set Active' / 'Set Pending'. A store's published pets are listed only while it is
 * active, so this is what puts them on /pets or takes them off. The owner hears by e-mail when
 * the store goes live, since small stores will not be watching the dashboard.
 */
export async function setStoreStatus(
  { db, mail, config }: Pick<AppDeps, "db" | "mail" | "config">,
  { id, status }: UpdateStoreBody,
): Promise<AdminStore> {
  const wentLive = await db.transaction().execute(async (trx) => {
    const store = await trx
      .selectFrom("vendor")
      .select(["status", "title", "first_listed_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!store) throw notFound("No such store", "STORE_NOT_FOUND");
    if (store.status === status) return false;
    const now = new Date().toISOString();
    await trx
      .updateTable("vendor")
      .set({
        status,
        updated_at: now,
        ...(status === "active" && !store.first_listed_at && { first_listed_at: now }),
      })
      .where("id", "=", id)
      .execute();
    if (status !== "active") return false;
    // Every owner of the store hears it, each in her own language.
    for (const owner of await ownersOf(trx, id)) {
      // A store run from a phone hears it by SMS too (docs/product.md#sms).
      await textPerson(mail, trx, owner.id, (language) => storeListedText(config, store, language));
      const to = { ...owner, title: store.title };
      if (store.first_listed_at) {
        await mailListedAgain({ db: trx, mail, config }, to);
        continue;
      }
      const language = asMailLanguage(owner.language);
      const { action, ...words } = STORE_LISTED[language]({
        site: config.site.name,
        title: store.title,
        name: owner.name,
      });
      await mail.enqueue(
        composeMail({
          to: owner.email,
          siteName: config.site.name,
          ...words,
          action: { label: action, url: `${config.publicUrl}${STORE_DASHBOARD}` },
          language,
        }),
        trx,
      );
    }
    return true;
  });
  if (wentLive) mail.kick();
  return findAdminStore(db, id);
}

/** The admin's delete: the same removal as the owner's own (pets, images, applications, files). */
export async function deleteStore(
  deps: Pick<AppDeps, "db" | "storage" | "log">,
  id: number,
): Promise<void> {
  if (!(await removeStore(deps, id))) throw notFound("No such store", "STORE_NOT_FOUND");
}
