import { createRoute } from "@hono/zod-openapi";
import {
  CreateVendorRequest,
  MyVendorResponse,
  OkResponse,
  Vendor,
} from "../../../contract/vendor";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { createRouter } from "../../lib/router";
import { bearer, json, jsonBody, ownerRefusals, refusal } from "../../lib/openapi";
import { createStore, deleteMyStore, readMyStore } from "./stores";

const tags = ["Vendor"];

const createVendor = createRoute({
  method: "post",
  path: "/vendors/create",
  tags,
  security: bearer,
  summary: "Open the caller's store (pending until an admin activates it)",
  middleware: [requireUser] as const,
  request: {
    body: jsonBody(CreateVendorRequest),
  },
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

export function vendorRoutes(deps: AppDeps) {
  return createRouter()
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
