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
import type { AppDeps } from "../../deps";
import { adminOnly, adminRefusals, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { deleteVendor, listVendors, setVendorStatus } from "./admin-vendors";

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

export function adminVendorRoutes(deps: AppDeps) {
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
    });
}
