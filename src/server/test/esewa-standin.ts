import { createHmac } from "node:crypto";
import {
  escapeHtml,
  page,
  randomCode,
  startStandinServer,
  type StandinReply,
  type StandinRequest,
} from "./standin-http";

/**
 * A local stand-in for eSewa ePay v2, following its merchant-facing protocol: the signed form
 * post (refused when the signature is wrong), a payment page with Pay and Cancel, the redirect
 * to success_url with base64 `data` signed over its signed_field_names (or to failure_url),
 * and the status check. Built from developer.esewa.com.np/pages/Epay; it is test code.
 */

const FORM_FIELDS = [
  "amount",
  "tax_amount",
  "total_amount",
  "transaction_uuid",
  "product_code",
  "product_service_charge",
  "product_delivery_charge",
  "success_url",
  "failure_url",
  "signed_field_names",
  "signature",
] as const;

const ANSWER_SIGNED = [
  "transaction_code",
  "status",
  "total_amount",
  "transaction_uuid",
  "product_code",
  "signed_field_names",
];

interface Transaction {
  uuid: string;
  productCode: string;
  totalAmount: number;
  successUrl: string;
  failureUrl: string;
  status: "PENDING" | "COMPLETE" | "CANCELED";
  code: string | null;
  /** Set by a test: the amount a gateway gone wrong reports instead of the one paid. */
  reportedAmount?: number;
}

const sign = (secret: string, values: Record<string, string>, names: string[]) =>
  createHmac("sha256", secret)
    .update(names.map((name) => `${name}=${values[name] ?? ""}`).join(","))
    .digest("base64");

/** eSewa writes amounts with one decimal, as in its documented answer ("1000.0"). */
const asEsewaAmount = (amount: number) => amount.toFixed(1);

export async function startEsewaStandin({ merchants }: { merchants: Record<string, string> }) {
  const transactions = new Map<string, Transaction>();
  const keyOf = (productCode: string, uuid: string) => `${productCode}:${uuid}`;
  const refuse = (message: string): StandinReply => ({
    status: 400,
    html: page("eSewa", `<h1>Payment cannot start</h1><p role="alert">${escapeHtml(message)}</p>`),
  });

  function startPayment(text: string): StandinReply {
    const form = new URLSearchParams(text);
    const fields = Object.fromEntries(FORM_FIELDS.map((name) => [name, form.get(name) ?? ""]));
    const missing = FORM_FIELDS.filter((name) => !fields[name]);
    if (missing.length > 0) return refuse(`Missing fields: ${missing.join(", ")}`);
    const secret = merchants[fields.product_code!];
    if (!secret) return refuse("Unknown merchant");
    const names = fields.signed_field_names!.split(",");
    if (sign(secret, fields, names) !== fields.signature) return refuse("Invalid signature");
    const parts = ["amount", "tax_amount", "product_service_charge", "product_delivery_charge"];
    const sum = parts.reduce((total, name) => total + Number(fields[name]), 0);
    if (!Number.isFinite(sum) || sum !== Number(fields.total_amount)) {
      return refuse("total_amount is not the sum of its parts");
    }
    if (!/^[A-Za-z0-9-]+$/.test(fields.transaction_uuid!))
      return refuse("Invalid transaction_uuid");
    const key = keyOf(fields.product_code!, fields.transaction_uuid!);
    if (transactions.get(key)?.status === "COMPLETE") return refuse("Duplicate transaction_uuid");
    transactions.set(key, {
      uuid: fields.transaction_uuid!,
      productCode: fields.product_code!,
      totalAmount: sum,
      successUrl: fields.success_url!,
      failureUrl: fields.failure_url!,
      status: "PENDING",
      code: null,
    });
    const hidden = `<input type="hidden" name="key" value="${escapeHtml(key)}">`;
    return {
      html: page(
        "eSewa (test stand-in)",
        `<h1>eSewa test payment</h1>
<p>Pay <strong>Rs ${escapeHtml(String(sum))}</strong> to merchant ${escapeHtml(fields.product_code!)}.</p>
<form method="post" action="/standin/pay">${hidden}<button type="submit">Pay</button></form>
<form method="post" action="/standin/cancel">${hidden}<button type="submit">Cancel</button></form>`,
      ),
    };
  }

  function finish(text: string, outcome: "pay" | "cancel"): StandinReply {
    const transaction = transactions.get(new URLSearchParams(text).get("key") ?? "");
    if (!transaction || transaction.status !== "PENDING") return refuse("Session expired");
    if (outcome === "cancel") {
      transaction.status = "CANCELED";
      return { redirect: transaction.failureUrl };
    }
    transaction.status = "COMPLETE";
    transaction.code = randomCode(7);
    const values: Record<string, string> = {
      transaction_code: transaction.code,
      status: "COMPLETE",
      total_amount: asEsewaAmount(transaction.reportedAmount ?? transaction.totalAmount),
      transaction_uuid: transaction.uuid,
      product_code: transaction.productCode,
      signed_field_names: ANSWER_SIGNED.join(","),
    };
    values.signature = sign(merchants[transaction.productCode]!, values, ANSWER_SIGNED);
    const data = Buffer.from(JSON.stringify(values)).toString("base64");
    return { redirect: `${transaction.successUrl}?data=${encodeURIComponent(data)}` };
  }

  /** eSewa finds a transaction by product code, uuid and amount together. */
  function status(url: URL): StandinReply {
    const productCode = url.searchParams.get("product_code") ?? "";
    const uuid = url.searchParams.get("transaction_uuid") ?? "";
    const amount = Number(url.searchParams.get("total_amount"));
    const transaction = transactions.get(keyOf(productCode, uuid));
    const found = transaction && transaction.totalAmount === amount ? transaction : undefined;
    return {
      json: {
        product_code: productCode,
        transaction_uuid: uuid,
        total_amount: found?.reportedAmount ?? amount,
        status: found?.status ?? "NOT_FOUND",
        ref_id: found?.code ?? null,
      },
    };
  }

  const server = await startStandinServer(({ method, url, text }: StandinRequest) => {
    const route = `${method} ${url.pathname}`;
    if (route === "POST /api/epay/main/v2/form") return startPayment(text);
    if (route === "POST /standin/pay") return finish(text, "pay");
    if (route === "POST /standin/cancel") return finish(text, "cancel");
    if (route === "GET /api/epay/transaction/status/") return status(url);
    if (route === "POST /standin/report-amount") {
      const { transaction_uuid, product_code, total_amount } = JSON.parse(text);
      const transaction = transactions.get(keyOf(product_code, transaction_uuid));
      if (!transaction) return { status: 404, json: { error: "no such transaction" } };
      transaction.reportedAmount = Number(total_amount);
      return { json: { ok: true } };
    }
    return { status: 404, json: { error: "not found" } };
  });

  return {
    url: server.origin,
    formUrl: `${server.origin}/api/epay/main/v2/form`,
    statusUrl: `${server.origin}/api/epay/transaction/status/`,
    close: server.close,
  };
}

export type EsewaStandin = Awaited<ReturnType<typeof startEsewaStandin>>;
