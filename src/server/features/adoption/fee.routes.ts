import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApplicationIdParam, FeePaymentParam } from "../../../contract/adoption";
import { DonationReturn } from "../../../contract/donations";
import { FeeCheckout, FeeCheckoutRequest, FeeOutcome } from "../../../contract/fees";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { checkFeePayment, confirmFeePayment, startFeePayment } from "./fee-payments";

const tags = ["Adoption"];
const common = {
  401: refusal("Not signed in"),
  403: refusal("Not the applicant (NOT_YOUR_REQUEST)"),
  429: refusal("Too many payment requests; wait a minute"),
  502: refusal("The gateway did not answer, or not as expected (GATEWAY_UNAVAILABLE)"),
};

const start = createRoute({
  method: "post",
  path: "/applications/{id}/fee",
  tags,
  security: bearer,
  summary: "The applicant starts paying her request's adoption fee at eSewa or Khalti",
  description:
    "Answers like POST /api/donations. The amount is the pet's fee now. Nothing counts until the " +
    "gateway itself confirms the payment (POST …/fee/{payment}/confirm).",
  middleware: [requireUser] as const,
  request: { params: ApplicationIdParam, body: jsonBody(FeeCheckoutRequest) },
  responses: {
    200: json(FeeCheckout, "The pending payment and its checkout"),
    400: refusal("Not a wallet, or the wallet is not set up here (METHOD_UNAVAILABLE)"),
    ...common,
    404: refusal("No such request"),
    409: refusal(
      "Already paid (FEE_ALREADY_PAID), not approved (REQUEST_NOT_APPROVED), the agreement " +
        "not signed (AGREEMENT_NOT_SIGNED), or the pet has no fee (NO_FEE)",
    ),
  },
});

const confirm = createRoute({
  method: "post",
  path: "/applications/{id}/fee/{payment}/confirm",
  tags,
  security: bearer,
  summary: "The gateway sent the applicant back: verify, ask the gateway, record the outcome",
  description:
    "Checked exactly as a donation's return (docs/donations.md): eSewa's signed `data`, or " +
    "Khalti's `pidx`; then the gateway's status check. Only a confirmed payment marks the fee paid.",
  middleware: [requireUser] as const,
  request: {
    params: FeePaymentParam,
    body: { ...json(DonationReturn, "What the gateway put in the return address"), required: true },
  },
  responses: {
    200: json(FeeOutcome, "The payment as the gateway reports it: completed, pending or cancelled"),
    400: refusal("The answer is unreadable or altered (RETURN_TAMPERED), or for another method"),
    ...common,
    404: refusal("No such request or payment"),
    409: refusal("Another payment's answer (RETURN_REPLAYED) or amount (AMOUNT_MISMATCH)"),
    503: refusal("The payment's method is no longer set up here"),
  },
});

const check = createRoute({
  method: "post",
  path: "/applications/{id}/fee/{payment}/check",
  tags,
  security: bearer,
  summary: "Ask the gateway about a fee payment again (the failure page, or a pending one)",
  middleware: [requireUser] as const,
  request: { params: FeePaymentParam },
  responses: {
    200: json(FeeOutcome, "The payment as the gateway reports it"),
    400: refusal("Not a request or payment reference"),
    ...common,
    404: refusal("No such request or payment"),
    409: refusal("The gateway reports another amount (AMOUNT_MISMATCH)"),
    503: refusal("The payment's method is no longer set up here"),
  },
});

export function feeRoutes(deps: AppDeps) {
  /** Each of these may call a gateway: a few a minute per account, as for donations. */
  async function limit(c: Context) {
    await enforceRateLimit(
      c,
      deps.rateLimits,
      `fees:${userOf(c).id}`,
      { window: 60, max: deps.config.donations.ratePerMinute * 3 },
      "Too many payment requests. Please wait a minute and try again.",
    );
  }

  return createRouter()
    .openapi(start, async (c) => {
      await limit(c);
      const { id } = c.req.valid("param");
      return c.json(await startFeePayment(deps, userOf(c), id, c.req.valid("json").method), 200);
    })
    .openapi(confirm, async (c) => {
      await limit(c);
      const { id, payment } = c.req.valid("param");
      const answer = c.req.valid("json");
      return c.json(await confirmFeePayment(deps, userOf(c), id, payment, answer), 200);
    })
    .openapi(check, async (c) => {
      await limit(c);
      const { id, payment } = c.req.valid("param");
      return c.json(await checkFeePayment(deps, userOf(c), id, payment), 200);
    });
}
