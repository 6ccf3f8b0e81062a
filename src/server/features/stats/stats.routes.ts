import { createRoute } from "@hono/zod-openapi";
import { AdminStats, SmsUsage } from "../../../contract/admin";
import type { AppDeps } from "../../deps";
import { adminOnly, adminRefusals, json } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { smsUsage } from "../../sms/budget";
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

const getSmsUsage = createRoute({
  ...adminOnly,
  method: "get",
  path: "/admin/sms",
  summary: "Texts sent this hour, today and this month against the SMS budget (admin)",
  responses: {
    200: json(SmsUsage, "The texts and the budgets"),
    401: adminRefusals[401],
    403: adminRefusals[403],
  },
});

/** GET /api/admin/stats and /api/admin/sms: the admin dashboard's counts. */
export function statsRoutes({ db, config }: AppDeps) {
  return createRouter()
    .openapi(getStats, async (c) => c.json(await countEverything(db), 200))
    .openapi(getSmsUsage, async (c) => c.json(await smsUsage(db, config.sms.budget), 200));
}
