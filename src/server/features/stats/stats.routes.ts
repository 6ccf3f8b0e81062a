import { createRoute } from "@hono/zod-openapi";
import { AdminStats } from "../../../contract/admin";
import type { AppDeps } from "../../deps";
import { adminOnly, adminRefusals, json } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { countEverything } from "./admin-stats";

const getStats = createRoute({
  ...adminOnly,
  method: "get",
  path: "/admin/stats",
  summary: "Counts for the admin dashboard: stores, pets and requests by status, users (admin)",
  responses: {
    200: json(AdminStats, "The counts"),
    401: adminRefusals[401],
    403: adminRefusals[403],
  },
});

/** GET /api/admin/stats: the admin dashboard's counts. */
export function statsRoutes({ db }: AppDeps) {
  return createRouter().openapi(getStats, async (c) => c.json(await countEverything(db), 200));
}
