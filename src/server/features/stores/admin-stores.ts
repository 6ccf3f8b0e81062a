import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { AdminStore, AdminStoresQuery, UpdateStoreBody } from "../../../contract/admin";
import type { AppDeps } from "../../deps";
import type { DB } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { removeStore } from "./remove-store";
import { composeMail } from "../../mail/templates";

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
      .selectFrom("application")
      .innerJoin("pet", "pet.id", "application.pet_id")
      .whereRef("pet.vendor_id", "=", "vendor.id")
      .where("application.status", "=", "pending")
      .select((sub) => sub.fn.countAll<number>().as("n"))
      .as("pending_applications"),
  ] as const;

// Scalar subqueries come back as numbers from both drivers, but may be null to the type system.
const toAdminStore = (
  row: Omit<AdminStore, "pet_count" | "pending_applications"> & {
    pet_count: number | null;
    pending_applications: number | null;
  },
): AdminStore => ({
  ...row,
  pet_count: Number(row.pet_count ?? 0),
  pending_applications: Number(row.pending_applications ?? 0),
});

/** Every store with its owner and real counts, newest first, filtered and paginated. */
export async function listStores(
  db: Kysely<DB>,
  { status, q, page, limit }: AdminStoresQuery,
): Promise<{ vendors: AdminStore[]; total: number }> {
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
  return { vendors: rows.map(toAdminStore), total: Number(total.n) };
}

export async function findAdminStore(db: Kysely<DB>, id: number): Promise<AdminStore> {
  const row = await storeRows(db, {})
    .select(adminColumns)
    .where("vendor.id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("No such store");
  return toAdminStore(row);
}

/**
 * The admin's 'Set Active' / 'Set Pending'. A store's published pets are listed only while it is
 * active, so this is what puts them on /pets or takes them off. The owner hears by e-mail when
 * the store goes live, since small centres will not be watching the dashboard.
 */
export async function setStoreStatus(
  { db, mail, config }: Pick<AppDeps, "db" | "mail" | "config">,
  { id, status }: UpdateStoreBody,
): Promise<AdminStore> {
  const wentLive = await db.transaction().execute(async (trx) => {
    const store = await trx
      .selectFrom("vendor")
      .innerJoin("user", "user.id", "vendor.owner_id")
      .select(["vendor.status", "vendor.title", "user.email", "user.name"])
      .where("vendor.id", "=", id)
      .executeTakeFirst();
    if (!store) throw notFound("No such store");
    if (store.status === status) return false;
    await trx
      .updateTable("vendor")
      .set({ status, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    if (status !== "active") return false;
    await mail.enqueue(
      composeMail({
        to: store.email,
        subject: `${store.title} is now listed on ${config.site.name}`,
        siteName: config.site.name,
        greeting: `Hello ${store.name},`,
        paragraphs: [
          `Good news: ${store.title} has been approved. Your published pets now appear in the pet listing, where adopters can find them and ask to adopt.`,
        ],
        action: { label: "Open your dashboard", url: `${config.publicUrl}/dashboard?tab=vendor` },
      }),
      trx,
    );
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
  if (!(await removeStore(deps, id))) throw notFound("No such store");
}
