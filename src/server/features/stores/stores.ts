import type { z } from "zod";
import type {
  CreateStoreRequest,
  MyStoreResponse,
  Store,
  UpdateStoreRequest,
} from "../../../contract/stores";
import type { AppDeps } from "../../deps";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { removeStore } from "./remove-store";
import { mailAdminsOfNewStore } from "./store-mails";
import { recordActivity } from "./activity";
import { findMyStore, findOpenedStore, requireMyStore } from "./store-access";

type Deps = Pick<AppDeps, "db" | "storage" | "log">;

const HAS_STORE = "You already run a store; each account may run one";

type StoreRow = Omit<Store, "show_phone"> & { show_phone: number | boolean };

const toStore = (row: StoreRow): Store => ({
  id: row.id,
  title: row.title,
  description: row.description,
  location: row.location,
  image_key: row.image_key,
  status: row.status,
  province: row.province,
  district: row.district,
  opening_hours: row.opening_hours,
  // SQLite answers 0/1.
  show_phone: Boolean(row.show_phone),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Any signed-in user may open one store; it waits, pending, for the admin's approval. */
export async function createStore(
  { db, mail, config }: Deps & Pick<AppDeps, "mail" | "config">,
  ownerId: string,
  input: z.output<typeof CreateStoreRequest>,
): Promise<Store> {
  if (await findOpenedStore(db, ownerId)) throw conflict(HAS_STORE, "HAS_STORE");
  const now = new Date().toISOString();
  let row;
  try {
    row = await db.transaction().execute(async (trx) => {
      const opened = await trx
        .insertInto("vendor")
        .values({
          owner_id: ownerId,
          title: input.storeName,
          description: input.storeDescription,
          location: input.storeLocation,
          province: input.province ?? null,
          district: input.district ?? null,
          opening_hours: input.openingHours ?? null,
          show_phone: input.showPhone ? 1 : 0,
          image_key: null,
          status: "pending",
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Its opener is its first owner (docs/decisions/048-store-teams.md).
      await trx
        .insertInto("store_member")
        .values({
          vendor_id: opened.id,
          user_id: ownerId,
          role: "owner",
          joined_at: now,
          chosen_at: now,
        })
        .execute();
      return opened;
    });
  } catch (error) {
    // Two requests at once: the unique owner_id lets one through and refuses the other.
    if (await findOpenedStore(db, ownerId)) throw conflict(HAS_STORE, "HAS_STORE");
    throw error;
  }
  await mailAdminsOfNewStore({ db, mail, config }, row.id);
  return toStore(row);
}

/** PATCH /api/vendors/me: the owner changes the store's name, description, address line or place. */
export async function updateMyStore(
  { db }: Deps,
  ownerId: string,
  input: z.output<typeof UpdateStoreRequest>,
): Promise<Store> {
  const store = await requireMyStore(db, { id: ownerId }, "settings");
  // The page shows its opener's verified number: only she may choose to show it.
  if (input.showPhone && store.owner_id !== ownerId) {
    throw forbidden("Only the person whose number it is may show it", "NOT_YOUR_NUMBER");
  }
  const row = await db.transaction().execute(async (trx) => {
    await recordActivity(trx, { storeId: store.id, actorId: ownerId, action: "store_changed" });
    return trx
      .updateTable("vendor")
      .set({
        title: input.storeName,
        description: input.storeDescription,
        location: input.storeLocation,
        province: input.province,
        district: input.district,
        opening_hours: input.openingHours,
        show_phone: input.showPhone === undefined ? undefined : input.showPhone ? 1 : 0,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", store.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return toStore(row);
}

/** GET /api/vendors/me: the caller's store, or null, and how many pets it has. */
export async function readMyStore({ db }: Deps, ownerId: string): Promise<MyStoreResponse> {
  const store = await findMyStore(db, ownerId);
  if (!store) return { store: null, stats: { petCounts: 0 }, stores: [] };
  const { n } = await db
    .selectFrom("pet")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("vendor_id", "=", store.id)
    .executeTakeFirstOrThrow();
  const stores = await db
    .selectFrom("store_member")
    .innerJoin("vendor", "vendor.id", "store_member.vendor_id")
    .select(["vendor.id", "vendor.title", "store_member.role"])
    .where("store_member.user_id", "=", ownerId)
    .orderBy("vendor.title")
    .orderBy("vendor.id")
    .execute();
  return {
    store: { vendor: toStore(store), role: store.role },
    stats: { petCounts: Number(n) },
    stores,
  };
}

/** DELETE /api/vendors/me: the store with its pets, their photos (files too) and applications. */
export async function deleteMyStore(deps: Deps, ownerId: string): Promise<void> {
  const store = await requireMyStore(deps.db, { id: ownerId }, "settings");
  if (!(await removeStore(deps, store.id))) throw notFound("You have no store", "NO_STORE");
}
