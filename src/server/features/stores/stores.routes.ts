import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  AdminStore,
  AdminStoreDetail,
  AdminStoreList,
  AdminStoresQuery,
  Deleted,
  IdBody,
  UpdateStoreBody,
} from "../../../contract/admin";
import { StoreIdParam } from "../../../contract/adoption";
import {
  CreateStoreRequest,
  MyStoreResponse,
  OkResponse,
  Store,
  StoreProfile,
  UpdateStoreRequest,
} from "../../../contract/stores";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import {
  adminOnly,
  adminRefusals,
  bearer,
  json,
  jsonBody,
  ownerRefusals,
  refusal,
} from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { readAdminStore } from "./admin-store-detail";
import { deleteStore, listStores, setStoreStatus } from "./admin-stores";
import { callerOf, catalogueTags, createCatalogueCache, revalidate, sendCached } from "../pets";
import { readStoreProfile } from "./store-profile";
import { createStore, deleteMyStore, readMyStore, updateMyStore } from "./stores";

const tags = ["Store"];

const postStore = createRoute({
  method: "post",
  path: "/vendors/create",
  tags,
  security: bearer,
  summary: "Open the caller's store (pending until an admin activates it)",
  description:
    "`province` and `district` by their English names (`Gandaki`, `Kaski`), sent together; the district must be in the province.",
  middleware: [requireUser] as const,
  request: { body: jsonBody(CreateStoreRequest) },
  responses: {
    200: json(Store, "The new store, status pending"),
    400: ownerRefusals[400],
    401: ownerRefusals[401],
    409: refusal("The caller already runs a store"),
  },
});

const getMyStore = createRoute({
  method: "get",
  path: "/vendors/me",
  tags,
  security: bearer,
  summary: "The caller's store (or null) and its pet count",
  middleware: [requireUser] as const,
  responses: { 200: json(MyStoreResponse, "The store and its stats"), 401: ownerRefusals[401] },
});

const patchMyStore = createRoute({
  method: "patch",
  path: "/vendors/me",
  tags,
  security: bearer,
  summary:
    "Change the caller's store: name, description, address line, province and district, opening hours, whether its page shows the owner's verified phone",
  description:
    "Province and district by their English names (`Gandaki`, `Kaski`), sent together; the district must be in the province.",
  middleware: [requireUser] as const,
  request: { body: jsonBody(UpdateStoreRequest) },
  responses: {
    200: json(Store, "The store as changed"),
    400: ownerRefusals[400],
    401: ownerRefusals[401],
    404: refusal("The caller has no store"),
  },
});

const deleteOwnStore = createRoute({
  method: "delete",
  path: "/vendors/me",
  tags,
  security: bearer,
  summary: "Delete the caller's store with its pets, photos and adoption requests",
  middleware: [requireUser] as const,
  responses: {
    200: json(OkResponse, "Deleted"),
    401: ownerRefusals[401],
    404: refusal("The caller has no store"),
  },
});

const getStores = createRoute({
  ...adminOnly,
  method: "get",
  path: "/vendors",
  summary: "Every store with its owner, pet count and pending requests (admin)",
  description:
    "Newest first. `status` filters by the store's status, `q` searches titles (case-insensitive).",
  request: { query: AdminStoresQuery },
  responses: {
    200: {
      ...json(AdminStoreList, "One page of stores"),
      headers: z.object({
        "X-Total-Count": z.string().meta({ description: "How many stores match, over all pages" }),
      }),
    },
    ...adminRefusals,
  },
});

/** Registered after GET /vendors/me, which this path would otherwise take. */
const getStore = createRoute({
  ...adminOnly,
  method: "get",
  path: "/vendors/{id}",
  summary: "One store with its owner, every pet (drafts too) and its open requests (admin)",
  request: { params: StoreIdParam },
  responses: {
    200: json(AdminStoreDetail, "The store"),
    ...adminRefusals,
    404: refusal("No such store"),
  },
});

const getStoreProfile = createRoute({
  method: "get",
  path: "/vendors/{id}/profile",
  tags,
  middleware: revalidate,
  summary: "An active store's public page: its words, place, hours, shown phone and pet counts",
  description:
    "Its listed pets come from `GET /api/pets?store={id}`. `phone` is the owner's verified number, only when the store shows it.",
  request: { params: StoreIdParam },
  responses: {
    200: json(StoreProfile, "The store"),
    400: refusal("The id is not a number"),
    404: refusal("No such store, or one not active (STORE_NOT_FOUND)"),
  },
});

const updateStore = createRoute({
  ...adminOnly,
  method: "post",
  path: "/vendors/update",
  summary: "Set a store active (its published pets are listed) or pending (admin)",
  request: { body: jsonBody(UpdateStoreBody) },
  responses: {
    200: json(AdminStore, "The store as it is now"),
    ...adminRefusals,
    404: refusal("No such record"),
  },
});

const removeStore = createRoute({
  ...adminOnly,
  method: "delete",
  path: "/vendors",
  summary: "Delete a store with its pets, photos and adoption requests (admin)",
  request: { body: jsonBody(IdBody) },
  responses: {
    200: json(Deleted, "The store is gone"),
    ...adminRefusals,
    404: refusal("No such record"),
  },
});

/**
 * /api/vendors: a store's own view for its owner, and the admin's list and actions (the admin
 * approves a store before its pets are listed).
 */
export function storeRoutes(deps: AppDeps) {
  const catalogue = createCatalogueCache(deps.db);
  return createRouter()
    .openapi(getStores, async (c) => {
      const { stores, total } = await listStores(deps.db, c.req.valid("query"));
      c.header("X-Total-Count", String(total));
      return c.json(stores, 200);
    })
    .openapi(updateStore, async (c) => c.json(await setStoreStatus(deps, c.req.valid("json")), 200))
    .openapi(removeStore, async (c) => {
      const { id } = c.req.valid("json");
      await deleteStore(deps, id);
      return c.json({ id }, 200);
    })
    .openapi(postStore, async (c) => {
      const store = await createStore(deps, userOf(c).id, c.req.valid("json"));
      return c.json(store, 200);
    })
    .openapi(getMyStore, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readMyStore(deps, userOf(c).id), 200);
    })
    .openapi(patchMyStore, async (c) => {
      return c.json(await updateMyStore(deps, userOf(c).id, c.req.valid("json")), 200);
    })
    .openapi(getStoreProfile, async (c) => {
      const id = c.req.valid("param").id;
      const answer = await catalogue.get(
        `store:${id}`,
        async () => ({
          body: await readStoreProfile(deps.db, id),
          shared: true,
          // Its words and owner's phone, and the counts of its pets by status (decision 046).
          tags: [catalogueTags.store(id), catalogueTags.cards],
        }),
        callerOf(c),
      );
      return sendCached(c, answer);
    })
    .openapi(getStore, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readAdminStore(deps.db, c.req.valid("param").id), 200);
    })
    .openapi(deleteOwnStore, async (c) => {
      await deleteMyStore(deps, userOf(c).id);
      return c.json({ ok: true as const }, 200);
    });
}
