import { z } from "zod";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import { callGateway, gatewayUnavailable } from "./gateway-http";

/** Khalti KPG-2 web checkout (docs.khalti.com/khalti-epayment): initiate, then lookup. */
export type KhaltiConfig = NonNullable<Config["donations"]["khalti"]>;

const headersFor = (khalti: KhaltiConfig) => ({
  Authorization: `Key ${khalti.secretKey}`,
  "Content-Type": "application/json",
  Accept: "application/json",
});

const Initiated = z.object({ pidx: z.string().min(1), payment_url: z.url() });

/** POST epayment/initiate/: Khalti makes a payment page for this donation (amount in paisa). */
export async function initiateKhalti(
  khalti: KhaltiConfig,
  donation: { uuid: string; amount: number; purpose: string },
  urls: { website: string; return: string },
  log: Logger,
) {
  const { status, body } = await callGateway(
    "Khalti",
    `${khalti.baseUrl}epayment/initiate/`,
    {
      method: "POST",
      headers: headersFor(khalti),
      body: JSON.stringify({
        return_url: urls.return,
        website_url: urls.website,
        amount: donation.amount * 100,
        purchase_order_id: donation.uuid,
        purchase_order_name: donation.purpose,
      }),
    },
    log,
  );
  const parsed = Initiated.safeParse(body);
  if (status !== 200 || !parsed.success) {
    // 401 is a wrong KHALTI_SECRET_KEY; 400 names the field Khalti refused. Either is ours to fix.
    log.error("Khalti refused to start a payment", { donation: donation.uuid, status, body });
    throw gatewayUnavailable("Khalti");
  }
  return { pidx: parsed.data.pidx, paymentUrl: parsed.data.payment_url };
}

const Lookup = z.object({
  pidx: z.string(),
  total_amount: z.number(),
  status: z.string(),
  transaction_id: z.string().nullish(),
});

/** POST epayment/lookup/: Khalti's own word on a payment; null when Khalti does not know it. */
export async function lookupKhalti(khalti: KhaltiConfig, pidx: string, log: Logger) {
  const { status, body } = await callGateway(
    "Khalti",
    `${khalti.baseUrl}epayment/lookup/`,
    { method: "POST", headers: headersFor(khalti), body: JSON.stringify({ pidx }) },
    log,
  );
  if (status === 404) return null;
  const parsed = Lookup.safeParse(body);
  if (status !== 200 || !parsed.success || parsed.data.pidx !== pidx) {
    log.warn("Khalti lookup gave no usable answer", { pidx, status, body });
    throw gatewayUnavailable("Khalti");
  }
  return {
    status: parsed.data.status,
    paisa: parsed.data.total_amount,
    transactionId: parsed.data.transaction_id || null,
  };
}
