import {
  escapeHtml,
  page,
  randomCode,
  startStandinServer,
  type StandinReply,
  type StandinRequest,
} from "./standin-http";

/**
 * A local stand-in for Khalti's KPG-2 web checkout, following its merchant-facing protocol:
 * `epayment/initiate/` and `epayment/lookup/` with `Authorization: Key <secret>`, a payment
 * page with Pay and Cancel, and the redirect to return_url with pidx, status, transaction_id,
 * amount, purchase_order_id… Built from docs.khalti.com/khalti-epayment; it is test code.
 */

type Status = "Initiated" | "Completed" | "User canceled";

interface Payment {
  pidx: string;
  amount: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  returnUrl: string;
  status: Status;
  transactionId: string | null;
  /** Set by a test: the amount a gateway gone wrong reports instead of the one paid. */
  reportedAmount?: number;
}

const isUrl = (value: unknown) => {
  try {
    return typeof value === "string" && Boolean(new URL(value));
  } catch {
    return false;
  }
};

export async function startKhaltiStandin({ secretKey }: { secretKey: string }) {
  const payments = new Map<string, Payment>();
  let origin = "";
  const unauthorized: StandinReply = {
    status: 401,
    json: { detail: "Invalid token.", status_code: 401 },
  };
  const isAuthorized = (headers: StandinRequest["headers"]) =>
    headers.authorization === `Key ${secretKey}`;

  function initiate(text: string): StandinReply {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text);
    } catch {
      return { status: 400, json: { detail: "JSON parse error", error_key: "validation_error" } };
    }
    const errors: Record<string, string[]> = {};
    for (const name of ["return_url", "website_url"]) {
      if (!isUrl(body[name])) errors[name] = ["Enter a valid URL."];
    }
    for (const name of ["purchase_order_id", "purchase_order_name"]) {
      if (typeof body[name] !== "string" || !body[name]) errors[name] = ["This field is required."];
    }
    if (!Number.isInteger(body.amount) || (body.amount as number) < 1000) {
      errors.amount = ["Amount should be greater than Rs. 10, that is 1000 paisa."];
    }
    if (Object.keys(errors).length > 0) {
      return { status: 400, json: { ...errors, error_key: "validation_error" } };
    }
    const pidx = randomCode(22);
    payments.set(pidx, {
      pidx,
      amount: body.amount as number,
      purchaseOrderId: body.purchase_order_id as string,
      purchaseOrderName: body.purchase_order_name as string,
      returnUrl: body.return_url as string,
      status: "Initiated",
      transactionId: null,
    });
    return {
      json: {
        pidx,
        payment_url: `${origin}/pay/?pidx=${pidx}`,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        expires_in: 1800,
      },
    };
  }

  function paymentPage(pidx: string): StandinReply {
    const payment = payments.get(pidx);
    if (!payment || payment.status !== "Initiated") {
      return { status: 404, html: page("Khalti", "<h1>This payment link has expired</h1>") };
    }
    const hidden = `<input type="hidden" name="pidx" value="${escapeHtml(pidx)}">`;
    return {
      html: page(
        "Khalti (test stand-in)",
        `<h1>Khalti test payment</h1>
<p>Pay <strong>Rs ${payment.amount / 100}</strong> for ${escapeHtml(payment.purchaseOrderName)}.</p>
<form method="post" action="/pay/confirm">${hidden}<button type="submit">Pay</button></form>
<form method="post" action="/pay/cancel">${hidden}<button type="submit">Cancel</button></form>`,
      ),
    };
  }

  /** Back to the merchant with the callback parameters Khalti's documentation lists. */
  function finish(text: string, outcome: "pay" | "cancel"): StandinReply {
    const payment = payments.get(new URLSearchParams(text).get("pidx") ?? "");
    if (!payment || payment.status !== "Initiated") return paymentPage("");
    payment.status = outcome === "pay" ? "Completed" : "User canceled";
    payment.transactionId = outcome === "pay" ? randomCode(22) : null;
    const back = new URL(payment.returnUrl);
    const amount = String(payment.amount);
    const params = {
      pidx: payment.pidx,
      transaction_id: payment.transactionId ?? "",
      tidx: payment.transactionId ?? "",
      txnId: payment.transactionId ?? "",
      amount,
      total_amount: amount,
      mobile: outcome === "pay" ? "98XXXXX001" : "",
      status: payment.status,
      purchase_order_id: payment.purchaseOrderId,
      purchase_order_name: payment.purchaseOrderName,
    };
    for (const [name, value] of Object.entries(params)) back.searchParams.set(name, value);
    return { redirect: back.toString() };
  }

  function lookup(text: string): StandinReply {
    const payment = payments.get((JSON.parse(text || "{}") as { pidx?: string }).pidx ?? "");
    if (!payment)
      return { status: 404, json: { detail: "Not found.", error_key: "validation_error" } };
    return {
      json: {
        pidx: payment.pidx,
        total_amount: payment.reportedAmount ?? payment.amount,
        status: payment.status === "Initiated" ? "Initiated" : payment.status,
        transaction_id: payment.transactionId,
        fee: 0,
        refunded: false,
      },
    };
  }

  const server = await startStandinServer(({ method, url, headers, text }) => {
    const route = `${method} ${url.pathname}`;
    if (route === "POST /api/v2/epayment/initiate/") {
      return isAuthorized(headers) ? initiate(text) : unauthorized;
    }
    if (route === "POST /api/v2/epayment/lookup/") {
      return isAuthorized(headers) ? lookup(text) : unauthorized;
    }
    if (route === "GET /pay/") return paymentPage(url.searchParams.get("pidx") ?? "");
    if (route === "POST /pay/confirm") return finish(text, "pay");
    if (route === "POST /pay/cancel") return finish(text, "cancel");
    if (route === "POST /standin/report-amount") {
      const { pidx, total_amount } = JSON.parse(text);
      const payment = payments.get(pidx);
      if (!payment) return { status: 404, json: { error: "no such payment" } };
      payment.reportedAmount = Number(total_amount);
      return { json: { ok: true } };
    }
    return { status: 404, json: { detail: "Not found." } };
  });
  origin = server.origin;

  return { url: origin, baseUrl: `${origin}/api/v2/`, secretKey, close: server.close };
}

export type KhaltiStandin = Awaited<ReturnType<typeof startKhaltiStandin>>;
