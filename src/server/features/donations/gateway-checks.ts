import {
  DONATION_REFUSALS,
  type DonationMethod,
  type DonationReturn,
} from "../../../contract/donations";
import type { AppDeps } from "../../deps";
import { AppError, badRequest } from "../../lib/errors";
import { checkEsewaStatus, readEsewaResponse } from "./esewa";
import { lookupKhalti } from "./khalti";
import { METHOD_NAMES } from "./receipts";

/*
 * What donations and adoption fees share once the payer is back from the gateway: the return
 * is read as untrusted, then the gateway itself is asked (docs/decisions/028-donations-verified-with-gateway.md).
 */

type Deps = Pick<AppDeps, "config" | "log">;

/** A payment waiting at a gateway: a donation or an adoption fee. */
export interface GatewayPayment {
  uuid: string;
  method: DonationMethod;
  /** Whole rupees, from our own record. */
  amount: number;
  pidx: string | null;
}

/** What is being paid, for the refusals' words and the log. */
export type PaymentKind = "donation" | "fee";
const NOUN: Record<PaymentKind, string> = { donation: "donation", fee: "fee payment" };
const LOG_REFUSED: Record<PaymentKind, string> = {
  donation: "Donation return refused",
  fee: "Fee return refused",
};

/** The gateway's own response, asked server to server with the amount from our record. */
export type Verdict =
  | { state: "paid"; paisa: number; reference: string | null }
  | { state: "pending" }
  | { state: "unpaid" };

const ESEWA_UNPAID = ["NOT_FOUND", "CANCELED", "FULL_REFUND", "PARTIAL_REFUND"];
const ESEWA_PENDING = ["PENDING", "AMBIGUOUS"];
// Khalti: "Only the status with Completed must be treated as success."
const KHALTI_UNPAID = ["User canceled", "Expired", "Refunded", "Partially Refunded", "Failed"];

const REFUSALS = {
  tampered: {
    status: 400,
    message: () => "This payment answer has been altered, so it was not accepted.",
  },
  replayed: {
    status: 409,
    message: (noun: string) =>
      `This payment answer belongs to another ${noun}, so it was not accepted.`,
  },
  amountMismatch: {
    status: 409,
    message: (noun: string) =>
      `The amount paid is not the amount of this ${noun}, so it was not accepted.`,
  },
} as const;

/** A return that cannot be believed: refused, and logged for whoever looks after the money. */
export function refusePayment(
  deps: Deps,
  payment: GatewayPayment,
  kind: keyof typeof REFUSALS,
  detail: string,
  what: PaymentKind = "donation",
) {
  deps.log.warn(LOG_REFUSED[what], {
    [what]: payment.uuid,
    method: payment.method,
    reason: DONATION_REFUSALS[kind],
    detail,
  });
  const { status, message } = REFUSALS[kind];
  return new AppError(status, message(NOUN[what]), DONATION_REFUSALS[kind]);
}

export const gatewayGone = (payment: GatewayPayment, what: PaymentKind = "donation") =>
  new AppError(
    503,
    `${METHOD_NAMES[payment.method]} is not set up on this site any more, so the ${NOUN[what]} cannot be checked.`,
    DONATION_REFUSALS.methodUnavailable,
  );

/** Asks the gateway, as if nothing the browser said were true. */
export async function askGateway(
  deps: Deps,
  payment: GatewayPayment,
  what: PaymentKind = "donation",
): Promise<Verdict> {
  const { donations } = deps.config;
  if (payment.method === "esewa") {
    const esewa = donations.esewa;
    if (!esewa) throw gatewayGone(payment, what);
    const response = await checkEsewaStatus(esewa, payment, deps.log);
    if (response.status === "COMPLETE") {
      return { state: "paid", paisa: response.paisa, reference: response.refId };
    }
    if (ESEWA_UNPAID.includes(response.status)) return { state: "unpaid" };
    if (!ESEWA_PENDING.includes(response.status)) {
      deps.log.warn("eSewa responded with an unknown status", { status: response.status });
    }
    return { state: "pending" };
  }
  const khalti = donations.khalti;
  if (!khalti) throw gatewayGone(payment, what);
  if (!payment.pidx) return { state: "unpaid" };
  const response = await lookupKhalti(khalti, payment.pidx, deps.log);
  if (!response) {
    deps.log.warn("Khalti does not know a payment it gave us", { [what]: payment.uuid });
    return { state: "pending" };
  }
  if (response.status === "Completed") {
    return { state: "paid", paisa: response.paisa, reference: response.transactionId };
  }
  return KHALTI_UNPAID.includes(response.status) ? { state: "unpaid" } : { state: "pending" };
}

/**
 * The payer is back from the gateway's success page. eSewa's signed response must be genuine and
 * about this payment and amount; Khalti's pidx must be the one Khalti gave us for it. Throws a
 * refusal otherwise; the caller then asks the gateway.
 */
export function checkReturn(
  deps: Deps,
  payment: GatewayPayment,
  response: DonationReturn,
  what: PaymentKind = "donation",
): void {
  if ("data" in response) {
    if (payment.method !== "esewa") throw wrongMethod(payment, "eSewa", what);
    const esewa = deps.config.donations.esewa;
    if (!esewa) throw gatewayGone(payment, what);
    const read = readEsewaResponse(esewa, response.data);
    if ("problem" in read) throw refusePayment(deps, payment, "tampered", read.problem, what);
    const paid = read.response;
    if (paid.transactionUuid !== payment.uuid || paid.productCode !== esewa.productCode) {
      throw refusePayment(
        deps,
        payment,
        "replayed",
        `response is for ${paid.transactionUuid}`,
        what,
      );
    }
    if (paid.paisa !== payment.amount * 100) {
      throw refusePayment(
        deps,
        payment,
        "amountMismatch",
        `response says ${paid.paisa} paisa`,
        what,
      );
    }
    return;
  }
  if (payment.method !== "khalti") throw wrongMethod(payment, "Khalti", what);
  if (response.pidx !== payment.pidx) {
    throw refusePayment(
      deps,
      payment,
      "replayed",
      `pidx ${response.pidx} is not this ${what}'s`,
      what,
    );
  }
}

const wrongMethod = (payment: GatewayPayment, named: string, what: PaymentKind) =>
  badRequest(
    `This ${NOUN[what]} is paid with ${METHOD_NAMES[payment.method]}, not ${named}`,
    undefined,
    "WRONG_DONATION_METHOD",
  );
