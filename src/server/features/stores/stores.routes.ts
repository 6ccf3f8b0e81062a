import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  AdminVendor,
  AdminVendorList,
  AdminVendorsQuery,
  Deleted,
  IdBody,
  UpdateVendorBody,
} from "../../../contract/admin";
import {
  CreateVendorRequest,
  MyVendorResponse,
  OkResponse,
  Vendor,
} from "../../../contract/vendor";
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
import { deleteVendor, listVendors, setVendorStatus } from "./admin-vendors";
import { createStore, deleteMyStore, readMyStore } from "./stores";

const tags = ["Vendor"];

const createVendor = createRoute({
  method: "post",
  path: "/vendors/create",
  tags,
  security: bearer,
  summary: "Open the caller's store (pending until an admin activates it)",
  middleware: [requireUser] as const,
  request: { body: jsonBody(CreateVendorRequest) },
  responses: {
    200: json(Vendor, "The new store, status pending"),
    400: ownerRefusals[400],
    401: ownerRefusals[401],
    409: refusal("The caller already runs a store"),
  },
});

const getMyVendor = createRoute({
  method: "get",
  path: "/vendors/me",
  tags,
  security: bearer,
  summary: "The caller's store (or null) and its pet count",
  middleware: [requireUser] as const,
  responses: { 200: json(MyVendorResponse, "The store and its stats"), 401: ownerRefusals[401] },
});

const deleteMyVendor = createRoute({
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

const getVendors = createRoute({
  ...adminOnly,
  method: "get",
  path: "/vendors",
  summary: "Every store with its owner, pet count and pending requests (admin)",
  description:
    "Newest first. `status` filters by vendor status, `q` searches titles (case-insensitive).",
  request: { query: AdminVendorsQuery },
  responses: {
    200: {
      ...json(AdminVendorList, "One page of stores"),
      headers: z.object({
        "X-Total-Count": z.string().meta({ description: "How many stores match, over all pages" }),
      }),
    },
    ...adminRefusals,
  },
});

const updateVendor = createRoute({
  ...adminOnly,
  method: "post",
  path: "/vendors/update",
  summary: "Set a store active (its published pets are listed) or pending (admin)",
  request: { body: jsonBody(UpdateVendorBody) },
  responses: {
    200: json(AdminVendor, "The store as it is now"),
    ...adminRefusals,
    404: refusal("No such record"),
  },
});

const removeVendor = createRoute({
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
  return createRouter()
    .openapi(getVendors, async (c) => {
      const { vendors, total } = await listVendors(deps.db, c.req.valid("query"));
      c.header("X-Total-Count", String(total));
      return c.json(vendors, 200);
    })
    .openapi(updateVendor, async (c) =>
      c.json(await setVendorStatus(deps, c.req.valid("json")), 200),
    )
    .openapi(removeVendor, async (c) => {
      const { id } = c.req.valid("json");
      await deleteVendor(deps, id);
      return c.json({ id }, 200);
    })
    .openapi(createVendor, async (c) => {
      const vendor = await createStore(deps, userOf(c).id, c.req.valid("json"));
      return c.json(vendor, 200);
    })
    .openapi(getMyVendor, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readMyStore(deps, userOf(c).id), 200);
    })
    .openapi(deleteMyVendor, async (c) => {
      await deleteMyStore(deps, userOf(c).id);
      return c.json({ ok: true as const }, 200);
    });
}
