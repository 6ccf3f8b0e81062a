import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { NewDonation } from "../../../contract/donations";
import { signEsewa } from "./esewa";
import {
  comeBack,
  donate,
  donationRow,
  ESEWA_MERCHANT,
  openGateway,
  payAtGateway,
  reportAmount,
  startDonationApp,
  startDonationMailApp,
  tamperWith,
  type DonationMailApp,
} from "../../test/donation-app";

let app: DonationMailApp;
beforeAll(async () => {
  app = await startDonationMailApp();
});
afterAll(() => app.close());

const gift = (overrides: Partial<NewDonation> = {}): NewDonation => ({
  amount: 1500,
  method: "esewa",
  name: "Maya Rai",
  email: "maya@example.test",
  message: "For the puppies at Jhamsikhel",
  ...overrides,
});

async function paidReturn(overrides: Partial<NewDonation> = {}) {
  const created = await donate(app.t, gift(overrides));
  if (created.checkout.kind !== "form") throw new Error("eSewa pays through a form");
  const back = await payAtGateway(created.checkout, "Pay");
  return { created, back, data: back.searchParams.get("data")! };
}

const confirm = (id: string, data: string) =>
  app.t.api("POST /donations/:id/confirm", { param: { id }, json: { data } });

describe("an eSewa donation, through the eSewa stand-in", () => {
  it("gives the browser eSewa's signed form, back addresses included", async () => {
    const created = await donate(app.t, gift());
    expect(created).toMatchObject({ amount: 1500, method: "esewa" });
    expect(created.checkout).toMatchObject({ kind: "form", action: app.esewa.formUrl });
    const fields = (created.checkout as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({
      amount: "1500",
      tax_amount: "0",
      product_service_charge: "0",
      product_delivery_charge: "0",
      total_amount: "1500",
      transaction_uuid: created.id,
      product_code: "EPAYTEST",
      success_url: `http://localhost:3000/donate/return/${created.id}`,
      failure_url: `http://localhost:3000/donate/cancelled/${created.id}`,
      signed_field_names: "total_amount,transaction_uuid,product_code",
    });
    // HMAC-SHA256 in base64 over "total_amount=…,transaction_uuid=…,product_code=…".
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", ESEWA_MERCHANT.secret)
      .update(`total_amount=1500,transaction_uuid=${created.id},product_code=EPAYTEST`)
      .digest("base64");
    expect(fields.signature).toBe(expected);
    expect((await donationRow(app.t, created.id)).status).toBe("pending");
  });

  it("completes only after the status check, then shows and e-mails the receipt", async () => {
    const { created, back, data } = await paidReturn();
    expect(back.pathname).toBe(`/donate/return/${created.id}`);
    const before = await donationRow(app.t, created.id);
    expect(before.status).toBe("pending");

    const response = await confirm(created.id, data);
    expect(response.status, response.text).toBe(200);
    const row = await donationRow(app.t, created.id);
    const number = `D-${String(row.id).padStart(6, "0")}`;
    expect(response.json).toEqual({
      id: created.id,
      status: "completed",
      method: "esewa",
      amount: 1500,
      name: "Maya Rai",
      created_at: row.created_at,
      receipt: { number, completed_at: row.completed_at },
      emailed: true,
    });
    const answer = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
    expect(row).toMatchObject({ status: "completed", reference: answer.transaction_code });

    const mail = await app.smtp.waitFor("maya@example.test", new RegExp(`receipt ${number}`));
    expect(mail.text).toContain("Namaste Maya,");
    expect(mail.text).toContain(`Receipt number: ${number}`);
    expect(mail.text).toContain("Amount: Rs 1,500");
    expect(mail.text).toContain(`Paid with: eSewa, transaction ${answer.transaction_code}`);
    expect(mail.text).toContain("For the puppies at Jhamsikhel");
  });

  it("records a return visited twice once, with one receipt e-mail", async () => {
    const email = "twice@example.test";
    const { created, data } = await paidReturn({ email });
    const first = await confirm(created.id, data);
    const second = await confirm(created.id, data);
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    await app.smtp.waitFor(email, /receipt/);
    await app.t.deps.mail.flush();
    const mails = await app.t.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", email)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it("records two confirmations sent at once once", async () => {
    const email = "at-once@example.test";
    const { created, data } = await paidReturn({ email });
    const answers = await Promise.all([confirm(created.id, data), confirm(created.id, data)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.json.receipt).toEqual(answers[1]!.json.receipt);
    const mails = await app.t.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", email)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it("marks a donation cancelled at eSewa as cancelled, after asking eSewa", async () => {
    const created = await donate(app.t, gift({ email: "cancel@example.test" }));
    const back = await payAtGateway(created.checkout, "Cancel");
    expect(back.toString()).toBe(`http://localhost:3000/donate/cancelled/${created.id}`);
    const response = await comeBack(app.t, back);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ status: "cancelled", receipt: null, emailed: false });
    expect((await donationRow(app.t, created.id)).status).toBe("cancelled");
  });

  it("keeps a donation eSewa has not settled pending when the donor comes back early", async () => {
    const created = await donate(app.t, gift());
    // The form was posted, but the donor left eSewa's page without paying or cancelling.
    await openGateway(created.checkout);
    const response = await app.t.api("POST /donations/:id/check", { param: { id: created.id } });
    expect(response.json).toMatchObject({ status: "pending" });
  });
});

describe("eSewa answers that are not believed", () => {
  it("refuses an altered answer (its signature no longer matches), logs it and changes nothing", async () => {
    const warn = vi.spyOn(app.t.deps.log, "warn");
    const { created, data } = await paidReturn({ amount: 5000 });
    const altered = tamperWith(data, (answer) => {
      answer.total_amount = "50.0";
    });
    const response = await confirm(created.id, altered);
    expect(response.status).toBe(400);
    expect(response.refusal).toEqual({
      error: "This payment answer has been altered, so it was not accepted.",
      code: "RETURN_TAMPERED",
    });
    expect((await donationRow(app.t, created.id)).status).toBe("pending");
    expect(warn).toHaveBeenCalledWith(
      "Donation return refused",
      expect.objectContaining({ donation: created.id, reason: "RETURN_TAMPERED" }),
    );
    warn.mockRestore();
  });

  it.each([
    ["not base64", "%%%not-base64%%%"],
    ["not JSON", Buffer.from("hello").toString("base64")],
    ["a JSON list", Buffer.from("[1,2]").toString("base64")],
  ])("refuses an answer that is %s", async (_label, data) => {
    const created = await donate(app.t, gift());
    const response = await confirm(created.id, data);
    expect(response.status).toBe(400);
    expect(response.refusal.code).toBe("RETURN_TAMPERED");
  });

  it("refuses a signed answer that leaves the amount unsigned", async () => {
    const { created, data } = await paidReturn();
    const answer = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
    const names = ["transaction_code", "status", "transaction_uuid", "product_code"];
    const reSigned = { ...answer, signed_field_names: names.join(",") };
    reSigned.signature = signEsewa(ESEWA_MERCHANT.secret, reSigned, names);
    const response = await confirm(
      created.id,
      Buffer.from(JSON.stringify(reSigned)).toString("base64"),
    );
    expect(response.refusal.code).toBe("RETURN_TAMPERED");
  });

  it("refuses a paid answer for another amount than the donation's (amount mismatch)", async () => {
    const created = await donate(app.t, gift({ amount: 2500 }));
    const esewaPage = await openGateway(created.checkout);
    expect(esewaPage.html).toContain("Rs 2500");
    // eSewa gone wrong: it reports Rs 25 for the payment of Rs 2,500.
    await reportAmount(app.esewa.url, {
      transaction_uuid: created.id,
      product_code: "EPAYTEST",
      total_amount: 25,
    });
    const response = await comeBack(app.t, await esewaPage.press("Pay"));
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: "The amount paid is not the amount of this donation, so it was not accepted.",
      code: "AMOUNT_MISMATCH",
    });
    expect((await donationRow(app.t, created.id)).status).toBe("pending");
    // Asked again later, eSewa's status check reports the same wrong amount: still refused.
    const again = await app.t.api("POST /donations/:id/check", { param: { id: created.id } });
    expect(again.refusal.code).toBe("AMOUNT_MISMATCH");
    expect((await donationRow(app.t, created.id)).status).toBe("pending");
  });

  it("refuses another donation's genuine answer (a replay) and leaves this one pending", async () => {
    const paid = await paidReturn({ amount: 1500 });
    expect((await confirm(paid.created.id, paid.data)).status).toBe(200);
    const other = await donate(app.t, gift({ amount: 1500 }));
    const response = await confirm(other.id, paid.data);
    expect(response.status).toBe(409);
    expect(response.refusal).toEqual({
      error: "This payment answer belongs to another donation, so it was not accepted.",
      code: "RETURN_REPLAYED",
    });
    expect((await donationRow(app.t, other.id)).status).toBe("pending");
  });

  it("does not complete on a genuinely signed answer when eSewa's status check says unpaid", async () => {
    // An answer signed with the merchant secret, for a payment eSewa never took.
    const created = await donate(app.t, gift({ amount: 1000 }));
    const fields: Record<string, string> = {
      transaction_code: "FORGED1",
      status: "COMPLETE",
      total_amount: "1000.0",
      transaction_uuid: created.id,
      product_code: "EPAYTEST",
      signed_field_names:
        "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",
    };
    fields.signature = signEsewa(
      ESEWA_MERCHANT.secret,
      fields,
      fields.signed_field_names!.split(","),
    );
    const response = await confirm(
      created.id,
      Buffer.from(JSON.stringify(fields)).toString("base64"),
    );
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: "cancelled", receipt: null });
    expect((await donationRow(app.t, created.id)).status).toBe("cancelled");
  });

  it("answers 502 and keeps the donation pending when eSewa's status check is down", async () => {
    const down = await startDonationApp({ ESEWA_STATUS_URL: "http://127.0.0.1:9/status/" });
    try {
      const created = await donate(down.t, gift());
      const back = await payAtGateway(created.checkout, "Pay");
      const response = await comeBack(down.t, back);
      expect(response.status).toBe(502);
      expect(response.json).toEqual({
        error: "eSewa did not answer as expected. Please try again in a few minutes.",
        code: "GATEWAY_UNAVAILABLE",
      });
      expect((await donationRow(down.t, created.id)).status).toBe("pending");
    } finally {
      await down.close();
    }
  });
});
