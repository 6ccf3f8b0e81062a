import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewFeeRefund } from "../../../contract/fees";
import { apply, storeWithPet } from "../../test/adoption-requests";
import { payAtGateway, startDonationMailApp, type DonationMailApp } from "../../test/donation-app";

/**
 * One request, one fee (docs/product.md#adoption-fee): one payment in progress at a time, and a
 * fee the gateways took twice is counted once, the other owed back to the applicant.
 */

let app: DonationMailApp;
beforeAll(async () => {
  app = await startDonationMailApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const t = () => app.t;

const startPaying = (id: number, headers: Headers, method: "esewa" | "khalti") =>
  t().api("POST /applications/:id/fee", { param: { id }, json: { method }, headers });
const paymentRow = (uuid: string) =>
  t().db.selectFrom("fee_payment").selectAll().where("uuid", "=", uuid).executeTakeFirstOrThrow();
const paymentsOf = (applicationId: number) =>
  t()
    .db.selectFrom("fee_payment")
    .selectAll()
    .where("application_id", "=", applicationId)
    .orderBy("id")
    .execute();
const myFee = async (id: number, headers: Headers) =>
  (await t().api("GET /applications", { headers })).json.find((request) => request.id === id)!.fee;
const ledger = async () =>
  (await t().api("GET /admin/fees", { headers: (await t().loginAdmin()).headers })).json;

async function approvedWithFee(fee: number) {
  const world = await storeWithPet(t());
  await t().db.updateTable("pet").set({ fee }).where("id", "=", world.pet.id).execute();
  const id = await apply(t(), world.applicant.headers, world.pet.id);
  const approved = await t().api("POST /vendors/applications/:id/update", {
    param: { id },
    json: { status: "Approved" },
    headers: world.owner.headers,
  });
  expect(approved.status).toBe(200);
  return { ...world, id };
}

/** Starts a payment and pays it at the gateway; the return address is not visited yet. */
async function startAndPay(id: number, headers: Headers, method: "esewa" | "khalti") {
  const started = await startPaying(id, headers, method);
  expect(started.status, started.text).toBe(200);
  const created = started.json;
  return { created, back: await payAtGateway(created.checkout, "Pay") };
}

/** What the fee return page sends for the address the gateway sent the applicant back to. */
function confirm(id: number, back: URL, headers: Headers) {
  const payment = back.pathname.split("/")[5] ?? "";
  const data = back.searchParams.get("data");
  const json = data ? { data } : { pidx: back.searchParams.get("pidx") ?? "" };
  return t().api("POST /applications/:id/fee/:payment/confirm", {
    param: { id, payment },
    json,
    headers,
  });
}

describe("one fee payment in progress per request", () => {
  it("cancels her pending payment when she starts another, and two starts at once leave one", async () => {
    const { id, applicant } = await approvedWithFee(500);
    const first = await startPaying(id, applicant.headers, "esewa");
    const second = await startPaying(id, applicant.headers, "khalti");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await paymentRow(first.json.id)).status).toBe("cancelled");
    expect((await paymentRow(second.json.id)).status).toBe("pending");

    const starts = await Promise.all([
      startPaying(id, applicant.headers, "esewa"),
      startPaying(id, applicant.headers, "khalti"),
      startPaying(id, applicant.headers, "esewa"),
    ]);
    expect(starts.map((start) => start.status)).toEqual([200, 200, 200]);
    const pending = (await paymentsOf(id)).filter((row) => row.status === "pending");
    expect(pending).toHaveLength(1);
  });
});

describe("a fee paid with both gateways", () => {
  it("counts once; the second payment is paid twice, refund owed, to her and in the ledger", async () => {
    const { id, applicant, store } = await approvedWithFee(500);
    // She starts with eSewa, switches to Khalti, and pays both (the first still open in a tab).
    const esewa = await startAndPay(id, applicant.headers, "esewa");
    const khalti = await startAndPay(id, applicant.headers, "khalti");

    // The payment cancelled when she switched still counts when the gateway says it was paid.
    const first = await confirm(id, esewa.back, applicant.headers);
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ status: "completed", refund: null });
    const firstNumber = first.json.receipt!.number;

    const second = await confirm(id, khalti.back, applicant.headers);
    expect(second.status, second.text).toBe(200);
    expect(second.json).toMatchObject({
      status: "completed",
      amount: 500,
      refund: { first_receipt: firstNumber, refunded_on: null },
    });
    expect(await paymentRow(khalti.created.id)).toMatchObject({
      status: "completed",
      duplicate_of: (await paymentRow(esewa.created.id)).id,
    });
    // A reload of the same return: the same answer, nothing recorded again.
    expect((await confirm(id, khalti.back, applicant.headers)).json).toEqual(second.json);

    expect(await myFee(id, applicant.headers)).toMatchObject({
      amount: 500,
      paid: true,
      refund: { owed: 500, refunded: 0 },
    });
    const mail = await app.smtp.waitFor(applicant.user.email, /paid twice/i);
    expect(mail.text).toContain(firstNumber);
    expect(mail.text).toContain("Rs 500");
    expect(mail.text).toMatch(/refund/i);

    const json = await ledger();
    const line = json.stores.find((row) => row.vendor_id === store.id);
    expect(line).toMatchObject({ received: { count: 1, amount: 500 }, balance: 500 });
    const refund = json.refunds.find((row) => row.receipt === second.json.receipt!.number);
    expect(refund).toMatchObject({
      vendor_id: store.id,
      method: "khalti",
      amount: 500,
      first_receipt: firstNumber,
      refunded_on: null,
    });
    expect(json.total.refunds_owed).toBeGreaterThanOrEqual(500);

    const again = await startPaying(id, applicant.headers, "esewa");
    expect([again.status, again.refusal.code]).toEqual([409, "FEE_ALREADY_PAID"]);
  });

  it("counts once when both confirmations arrive at the same time", async () => {
    for (let round = 0; round < 3; round++) {
      const { id, applicant, store } = await approvedWithFee(700);
      const esewa = await startAndPay(id, applicant.headers, "esewa");
      const khalti = await startAndPay(id, applicant.headers, "khalti");
      const answers = await Promise.all([
        confirm(id, esewa.back, applicant.headers),
        confirm(id, khalti.back, applicant.headers),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.filter((answer) => answer.json.refund === null)).toHaveLength(1);
      const rows = (await paymentsOf(id)).filter((row) => row.status === "completed");
      expect(rows).toHaveLength(2);
      expect(rows.filter((row) => row.duplicate_of === null)).toHaveLength(1);
      const line = (await ledger()).stores.find((row) => row.vendor_id === store.id);
      expect(line).toMatchObject({ received: { count: 1, amount: 700 } });
    }
    // Three whole journeys: 7 s each on a machine running other suites beside this one.
  }, 60_000);

  it("lets the admin record the refund, once, and tells the applicant", async () => {
    const { id, applicant } = await approvedWithFee(300);
    const esewa = await startAndPay(id, applicant.headers, "esewa");
    const khalti = await startAndPay(id, applicant.headers, "khalti");
    await confirm(id, esewa.back, applicant.headers);
    const twice = (await confirm(id, khalti.back, applicant.headers)).json;
    const paymentId = (await paymentRow(twice.id)).id;
    const admin = await t().loginAdmin();
    const record = (json: NewFeeRefund, headers = admin.headers) =>
      t().api("POST /admin/fees/refunds/:id", { param: { id: paymentId }, json, headers });

    expect(
      (await record({ refunded_on: "2026-11-20", reference: "x" }, applicant.headers)).status,
    ).toBe(403);
    const done = await record({ refunded_on: "2026-11-20", reference: " Khalti refund 7781 " });
    expect(done.status, done.text).toBe(200);
    expect(done.json.refunds.find((row) => row.receipt === twice.receipt!.number)).toMatchObject({
      refunded_on: "2026-11-20",
      refund_reference: "Khalti refund 7781",
    });
    expect(await myFee(id, applicant.headers)).toMatchObject({
      refund: { owed: 0, refunded: 300 },
    });
    const outcome = await t().api("POST /applications/:id/fee/:payment/check", {
      param: { id, payment: twice.id },
      headers: applicant.headers,
    });
    expect(outcome.json.refund).toEqual({
      first_receipt: twice.refund!.first_receipt,
      refunded_on: "2026-11-20",
    });

    const again = await record({ refunded_on: "2026-11-21", reference: "Again" });
    expect([again.status, again.refusal.code]).toEqual([409, "REFUND_ALREADY_RECORDED"]);
    // The counted payment is the store's money, not a refund.
    const counted = (await paymentRow(esewa.created.id)).id;
    const notTwice = await t().api("POST /admin/fees/refunds/:id", {
      param: { id: counted },
      json: { refunded_on: "2026-11-20", reference: "x" },
      headers: admin.headers,
    });
    expect([notTwice.status, notTwice.refusal.code]).toEqual([404, "REFUND_NOT_FOUND"]);
  });
});
