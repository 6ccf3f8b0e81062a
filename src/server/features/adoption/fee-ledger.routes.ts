import { createRoute } from "@hono/zod-openapi";
import { FeeLedger, FeeRefundParam, NewFeePayout, NewFeeRefund } from "../../../contract/fees";
import { adminOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { adminOnly, adminRefusals, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { getFeeLedger, recordFeePayout, recordFeeRefund } from "./fee-ledger";

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

const refund = createRoute({
  ...adminOnly,
  method: "post",
  path: "/admin/fees/refunds/{id}",
  summary:
    "Record a fee paid twice as given back to the applicant, with the day and a reference (admin)",
  request: { params: FeeRefundParam, body: jsonBody(NewFeeRefund) },
  responses: {
    200: json(FeeLedger, "The ledger with the refund"),
    ...adminRefusals,
    404: refusal("No payment of a fee paid twice with this id (REFUND_NOT_FOUND)"),
    409: refusal("Its refund is already recorded (REFUND_ALREADY_RECORDED)"),
  },
});

export function feeLedgerRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(ledger, async (c) => c.json(await getFeeLedger(deps), 200))
    .openapi(payout, async (c) =>
      c.json(await recordFeePayout(deps, adminOf(c), c.req.valid("json")), 200),
    )
    .openapi(refund, async (c) =>
      c.json(await recordFeeRefund(deps, c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
