import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Checkout } from "../../../contract/donations";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import { callGateway, gatewayUnavailable } from "./gateway-http";

/** eSewa ePay v2 (developer.esewa.com.np/pages/Epay): signed form, signed response, status check. */
export type EsewaConfig = NonNullable<Config["donations"]["esewa"]>;

/** The request's signature covers these, in this order (eSewa's rule). */
const REQUEST_SIGNED_FIELDS = ["total_amount", "transaction_uuid", "product_code"];

/** What the success response must have signed for us to read it: who was paid, how much, for what. */
const ANSWER_MUST_SIGN = [
  "transaction_code",
  "status",
  "total_amount",
  "transaction_uuid",
  "product_code",
];

/** HMAC-SHA256 (base64) over `name=value,name=value…` in the order of `names`. */
export function signEsewa(secret: string, fields: Record<string, string>, names: string[]) {
  const message = names.map((name) => `${name}=${fields[name] ?? ""}`).join(",");
  return createHmac("sha256", secret).update(message).digest("base64");
}

/** eSewa writes amounts as "1000.0", and sometimes with thousands commas. */
export const rupeesToPaisa = (amount: string | number) =>
  Math.round(Number(String(amount).replace(/,/g, "")) * 100);

/** The fields the browser posts to eSewa's form, signed with the merchant secret. */
export function esewaCheckout(
  esewa: EsewaConfig,
  donation: { uuid: string; amount: number },
  urls: { success: string; failure: string },
): Checkout {
  const fields: Record<string, string> = {
    amount: String(donation.amount),
    tax_amount: "0",
    product_service_charge: "0",
    product_delivery_charge: "0",
    total_amount: String(donation.amount),
    transaction_uuid: donation.uuid,
    product_code: esewa.productCode,
    success_url: urls.success,
    failure_url: urls.failure,
    signed_field_names: REQUEST_SIGNED_FIELDS.join(","),
  };
  fields.signature = signEsewa(esewa.secret, fields, REQUEST_SIGNED_FIELDS);
  return { kind: "form", action: esewa.formUrl, fields };
}

/**
 * The JSON object's values exactly as written: eSewa signs the text it sent ("1000.0"), which
 * JSON.parse would turn into 1000. The response is a flat object, so a pattern reads it.
 */
function rawValues(json: string): Record<string, string> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
  if (Object.values(parsed).some((value) => typeof value === "object" && value !== null)) {
    return undefined;
  }
  const values: Record<string, string> = {};
  const pair = /"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}\s]+)/g;
  try {
    for (const [, key, token] of json.matchAll(pair)) {
      values[JSON.parse(`"${key}"`) as string] = token!.startsWith('"')
        ? (JSON.parse(token!) as string)
        : token!;
    }
  } catch {
    return undefined;
  }
  return values;
}

export interface EsewaResponse {
  transactionCode: string;
  status: string;
  paisa: number;
  transactionUuid: string;
  productCode: string;
}

/**
 * Reads the base64 `data` eSewa adds to the success URL and checks its signature. Returns why
 * it cannot be believed instead of the response when it is unreadable, unsigned or altered.
 */
export function readEsewaResponse(
  esewa: EsewaConfig,
  data: string,
): { response: EsewaResponse } | { problem: string } {
  // A '+' in an unencoded query string arrives as a space.
  const base64 = data.trim().replace(/ /g, "+");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) return { problem: "not base64" };
  const values = rawValues(Buffer.from(base64, "base64").toString("utf8"));
  if (!values) return { problem: "not a JSON object" };
  const signed = (values.signed_field_names ?? "").split(",");
  const unsigned = ANSWER_MUST_SIGN.filter((name) => !signed.includes(name));
  if (unsigned.length > 0) return { problem: `unsigned fields: ${unsigned.join(", ")}` };
  const expected = Buffer.from(signEsewa(esewa.secret, values, signed));
  const given = Buffer.from(values.signature ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { problem: "signature does not match" };
  }
  const paisa = rupeesToPaisa(values.total_amount!);
  if (!Number.isFinite(paisa)) return { problem: "total_amount is not a number" };
  return {
    response: {
      transactionCode: values.transaction_code!,
      status: values.status!,
      paisa,
      transactionUuid: values.transaction_uuid!,
      productCode: values.product_code!,
    },
  };
}

const EsewaStatusResponse = z.object({
  product_code: z.string(),
  transaction_uuid: z.string(),
  total_amount: z.union([z.number(), z.string()]),
  status: z.string(),
  ref_id: z.string().nullish(),
});

/** GET transaction/status/: eSewa's own word on a transaction, asked server to server. */
export async function checkEsewaStatus(
  esewa: EsewaConfig,
  donation: { uuid: string; amount: number },
  log: Logger,
) {
  const url = new URL(esewa.statusUrl);
  url.searchParams.set("product_code", esewa.productCode);
  url.searchParams.set("total_amount", String(donation.amount));
  url.searchParams.set("transaction_uuid", donation.uuid);
  const { status, body } = await callGateway(
    "eSewa",
    url.toString(),
    { headers: { Accept: "application/json" } },
    log,
  );
  const parsed = EsewaStatusResponse.safeParse(body);
  // A response about another transaction is no response about ours.
  if (
    status !== 200 ||
    !parsed.success ||
    parsed.data.transaction_uuid !== donation.uuid ||
    parsed.data.product_code !== esewa.productCode
  ) {
    log.warn("eSewa status check gave no usable response", {
      donation: donation.uuid,
      status,
      body,
    });
    throw gatewayUnavailable("eSewa");
  }
  return {
    status: parsed.data.status,
    paisa: rupeesToPaisa(parsed.data.total_amount),
    refId: parsed.data.ref_id ?? null,
  };
}
