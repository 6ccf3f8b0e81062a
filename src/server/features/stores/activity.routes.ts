import { createRoute } from "@hono/zod-openapi";
import { StoreIdParam } from "../../../contract/adoption";
import { ActivityPage, ActivityQuery } from "../../../contract/store-teams";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, ownerRefusals, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { listActivity } from "./activity";
import { requireStoreAction } from "./store-access";

const getActivity = createRoute({
  method: "get",
  path: "/vendors/{id}/activity",
  tags: ["Store"],
  security: bearer,
  summary: "Who did what in a store, newest first, 50 a page (its members and the admin)",
  description: "`before`: the previous page's `next_before`.",
  middleware: [requireUser] as const,
  request: { params: StoreIdParam, query: ActivityQuery },
  responses: {
    200: json(ActivityPage, "One page of the activity"),
    400: ownerRefusals[400],
    401: ownerRefusals[401],
    403: refusal("Not a member of this store (NOT_YOUR_STORE)"),
    404: refusal("No such store (STORE_NOT_FOUND)"),
  },
});

/** /api/vendors/{id}/activity: the store's record of who did what (decision 048). */
export function activityRoutes(deps: AppDeps) {
  return createRouter().openapi(getActivity, async (c) => {
    const { id } = c.req.valid("param");
    await requireStoreAction(deps.db, userOf(c), id, "read", { allowAdmin: true });
    c.header("Cache-Control", "no-store");
    return c.json(await listActivity(deps.db, id, c.req.valid("query").before), 200);
  });
}
