import { createRoute } from "@hono/zod-openapi";
import { AdminStats } from "../../../contract/admin";
import type { AppDeps } from "../../deps";
import { createRouter } from "../../lib/router";
import { countEverything } from "./admin-stats";
import { adminOnly, refusals } from "./route-docs";

const getStats = createRoute({
  ...adminOnly,
  method: "get",
  path: "/admin/stats",
  summary: "Counts for the admin dashboard: stores, pets and requests by status, users (admin)",
  responses: {
    200: {
      description: "The counts",
      content: { "application/json": { schema: AdminStats } },
    },
    401: refusals[401],
    403: refusals[403],
  },
});

export function adminStatsRoutes({ db }: AppDeps) {
  return createRouter().openapi(getStats, async (c) => c.json(await countEverything(db), 200));
}
