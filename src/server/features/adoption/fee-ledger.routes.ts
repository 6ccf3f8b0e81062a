import { createRoute } from "@hono/zod-openapi";
import { FeeLedger, NewFeePayout } from "../../../contract/fees";
import { adminOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { adminOnly, adminRefusals, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { getFeeLedger, recordFeePayout } from "./fee-ledger";

const ledger = createRoute({
  ...adminOnly,
  method: "get",
  path: "/admin/fees",
  summary: "Adoption fees per store: received, passed on, still owed; and the payouts (admin)",
  responses: {
    200: json(FeeLedger, "The ledger"),
    401: adminRefusals[401],
    403: adminRefusals[403],
  },
});

const payout = createRoute({
  ...adminOnly,
  method: "post",
  path: "/admin/fees/payouts",
  summary: "Record fee money passed on to a store, with the day and a reference (admin)",
  request: { body: jsonBody(NewFeePayout) },
  responses: {
    200: json(FeeLedger, "The ledger with the payout"),
    ...adminRefusals,
    404: refusal("No such store"),
    409: refusal("More than the store's balance (PAYOUT_TOO_LARGE)"),
  },
});

export function feeLedgerRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(ledger, async (c) => c.json(await getFeeLedger(deps), 200))
    .openapi(payout, async (c) =>
      c.json(await recordFeePayout(deps, adminOf(c), c.req.valid("json")), 200),
    );
}
