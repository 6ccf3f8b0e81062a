import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  CreatedDonation,
  DonationIdParam,
  DonationOutcome,
  DonationReturn,
  NewDonation,
  RecentDonationList,
} from "../../../contract/donations";
import type { AppDeps } from "../../deps";
import { clientIp } from "../../lib/client-ip";
import { json, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { pickLanguage } from "../../lib/request-language";
import { createRouter } from "../../lib/router";
import { createDonation, listRecentDonations } from "./donations";
import { checkDonation, confirmDonation } from "./returns";

const tags = ["Donations"];
const gatewayRefusals = {
  429: refusal("Too many donation requests from this address; wait a minute"),
  502: refusal("The gateway did not answer, or not as expected (GATEWAY_UNAVAILABLE)"),
};

const create = createRoute({
  method: "post",
  path: "/donations",
  tags,
  summary: "Start a donation: a pending record and what the browser needs to pay at the gateway",
  description:
    "eSewa: the signed form fields to post to eSewa's form URL. Khalti: the payment page Khalti made " +
    "for it. No sign-in needed. The donation becomes completed only after the server checks with the gateway.",
  request: { body: { ...json(NewDonation, "The gift"), required: true } },
  responses: {
    200: json(CreatedDonation, "The pending donation and its checkout"),
    400: refusal("A field is invalid, or the method is not set up here (METHOD_UNAVAILABLE)"),
    ...gatewayRefusals,
  },
});

const confirm = createRoute({
  method: "post",
  path: "/donations/{id}/confirm",
  tags,
  summary: "The gateway sent the donor back: verify, ask the gateway, record the outcome",
  description:
    "eSewa: `data`, the signed base64 answer; its signature, transaction and amount are checked, then the " +
    "status-check API is asked. Khalti: `pidx`; it must be the one Khalti gave for this donation, then " +
    "`epayment/lookup/` must say Completed for the same amount. The same genuine answer again returns the same receipt.",
  request: {
    params: DonationIdParam,
    body: { ...json(DonationReturn, "What the gateway put in the return address"), required: true },
  },
  responses: {
    200: json(
      DonationOutcome,
      "The donation as the gateway reports it: completed, pending or cancelled",
    ),
    400: refusal("The answer is unreadable or altered (RETURN_TAMPERED), or for another method"),
    404: refusal("No such donation"),
    409: refusal(
      "The answer belongs to another donation (RETURN_REPLAYED) or another amount (AMOUNT_MISMATCH)",
    ),
    ...gatewayRefusals,
    503: refusal("The donation's method is no longer set up here"),
  },
});

const check = createRoute({
  method: "post",
  path: "/donations/{id}/check",
  tags,
  summary: "Ask the gateway about a donation again (the failure page, or a pending one)",
  request: { params: DonationIdParam },
  responses: {
    200: json(DonationOutcome, "The donation as the gateway reports it"),
    400: refusal("Not a donation reference"),
    404: refusal("No such donation"),
    409: refusal("The gateway reports another amount (AMOUNT_MISMATCH)"),
    ...gatewayRefusals,
    503: refusal("The donation's method is no longer set up here"),
  },
});

const recent = createRoute({
  method: "get",
  path: "/donations/recent",
  tags,
  summary: "The latest completed donations for the thank-you wall (anonymous donors unnamed)",
  responses: { 200: json(RecentDonationList, "Newest first") },
});

export function donationRoutes(deps: AppDeps) {
  const { config, rateLimits } = deps;

  /** Each of these may call a gateway for the visitor: a few a minute per address is plenty. */
  async function limit(c: Context, kind: "start" | "return") {
    const max = config.donations.ratePerMinute * (kind === "start" ? 1 : 3);
    const key = `donations:${kind}:${clientIp(c, config.trustProxy)}`;
    await enforceRateLimit(
      c,
      rateLimits,
      key,
      { window: 60, max },
      "Too many donation requests. Please wait a minute and try again.",
    );
  }

  // The donor may have no account: her receipt is in the language of the page she came back to.
  const pageLanguage = (c: Context) =>
    pickLanguage(c.req.header("Cookie"), c.req.header("Accept-Language"));

  return createRouter()
    .openapi(create, async (c) => {
      await limit(c, "start");
      return c.json(await createDonation(deps, c.req.valid("json")), 200);
    })
    .openapi(confirm, async (c) => {
      await limit(c, "return");
      const { id } = c.req.valid("param");
      return c.json(await confirmDonation(deps, id, c.req.valid("json"), pageLanguage(c)), 200);
    })
    .openapi(check, async (c) => {
      await limit(c, "return");
      return c.json(await checkDonation(deps, c.req.valid("param").id, pageLanguage(c)), 200);
    })
    .openapi(recent, async (c) => {
      c.header("Cache-Control", "public, max-age=60");
      return c.json(await listRecentDonations(deps), 200);
    });
}
