import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  AdminDonationList,
  AdminDonationsQuery,
  DonationIdParam,
  DonationOutcome,
  DonationSummary,
} from "../../../contract/donations";
import { requireAdmin } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { exportDonations, listDonations, summarizeDonations } from "./admin-donations";
import { checkDonation } from "./returns";

const adminOnly = {
  middleware: requireAdmin,
  tags: ["Admin", "Donations"],
  security: bearer,
};
const refusals = {
  400: refusal("A filter is invalid"),
  401: refusal("Not logged in"),
  403: refusal("Signed in, but not an admin"),
};

const list = createRoute({
  ...adminOnly,
  method: "get",
  path: "/admin/donations",
  summary: "Donations, newest first, filtered by status and method (admin)",
  request: { query: AdminDonationsQuery },
  responses: {
    200: {
      ...json(AdminDonationList, "One page of donations"),
      headers: z.object({
        "X-Total-Count": z.string().meta({ description: "How many match, over all pages" }),
      }),
    },
    ...refusals,
  },
});

const summary = createRoute({
  ...adminOnly,
  method: "get",
  path: "/admin/donations/summary",
  summary: "Completed donations in total, per method and per month in Nepal time (admin)",
  responses: { 200: json(DonationSummary, "The totals"), 401: refusals[401], 403: refusals[403] },
});

const exportCsv = createRoute({
  ...adminOnly,
  method: "get",
  path: "/admin/donations/export",
  summary: "Every matching donation as a CSV file (admin)",
  request: { query: AdminDonationsQuery.pick({ status: true, method: true }) },
  responses: {
    200: {
      description: "UTF-8 CSV with a header row",
      content: { "text/csv": { schema: z.string() } },
    },
    ...refusals,
  },
});

const recheck = createRoute({
  ...adminOnly,
  method: "post",
  path: "/admin/donations/{id}/check",
  summary: "Ask the gateway about a pending donation whose donor never came back (admin)",
  request: { params: DonationIdParam },
  responses: {
    200: json(DonationOutcome, "The donation as the gateway reports it"),
    ...refusals,
    404: refusal("No such donation"),
    409: refusal("The gateway reports another amount (AMOUNT_MISMATCH)"),
    502: refusal("The gateway did not answer"),
  },
});

export function adminDonationRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => {
      const { donations, total } = await listDonations(deps, c.req.valid("query"));
      c.header("X-Total-Count", String(total));
      return c.json(donations, 200);
    })
    .openapi(summary, async (c) => c.json(await summarizeDonations(deps), 200))
    .openapi(exportCsv, async (c) => {
      const csv = await exportDonations(deps, c.req.valid("query"));
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="donations-${day}.csv"`);
      return c.body(csv, 200);
    })
    .openapi(recheck, async (c) => c.json(await checkDonation(deps, c.req.valid("param").id), 200));
}
