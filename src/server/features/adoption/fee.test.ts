import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Checkout, DonationMethod } from "../../../contract/donations";
import { placeholderEmail } from "../../../contract/phone";
import { makeCategory } from "../../db/factories";
import { apply, storeWithPet } from "../../test/adoption-requests";
import {
  donate,
  openGateway,
  payAtGateway,
  reportAmount,
  startDonationMailApp,
  tamperWith,
  type DonationMailApp,
} from "../../test/donation-app";

/** The adoption fee: on the pet, paid through the gateways, kept apart (docs/product.md#adoption-fee). */

let app: DonationMailApp;
beforeAll(async () => {
  app = await startDonationMailApp();
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const t = () => app.t;

const update = (id: number, headers: Headers, status: "Approved" | "Adopted") =>
  t().api("POST /vendors/applications/:id/update", {
    param: { id },
    json: { status },
    headers,
  });
const startPaying = (id: number, headers: Headers, method: DonationMethod = "esewa") =>
  t().api("POST /applications/:id/fee", { param: { id }, json: { method }, headers });
const myRequest = async (id: number, headers: Headers) =>
  (await t().api("GET /applications", { headers })).json.find((request) => request.id === id);
const storeRequest = async (storeId: number, id: number, headers: Headers) =>
  (await t().api("GET /vendors/:id/applications", { param: { id: storeId }, headers })).json.find(
    (request) => request.id === id,
  );
const paymentRow = (uuid: string) =>
  t().db.selectFrom("fee_payment").selectAll().where("uuid", "=", uuid).executeTakeFirstOrThrow();
const paymentCount = async () =>
  Number(
    (
      await t()
        .db.selectFrom("fee_payment")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** An approved request for a pet with a fee of `fee` rupees. */
async function approvedWithFee(fee = 1500) {
  const world = await storeWithPet(t());
  await t().db.updateTable("pet").set({ fee }).where("id", "=", world.pet.id).execute();
  const id = await apply(t(), world.applicant.headers, world.pet.id);
  expect((await update(id, world.owner.headers, "Approved")).status).toBe(200);
  return { ...world, id };
}

/** The path the fee return page asks, for the address the gateway sent the applicant back to. */
function comeBackTo(back: URL, headers: Headers) {
  const [, , id = "", , kind, payment = ""] = back.pathname.split("/");
  const param = { id, payment };
  const data = back.searchParams.get("data");
  const pidx = back.searchParams.get("pidx");
  if (kind === "return" && data) {
    return t().api("POST /applications/:id/fee/:payment/confirm", {
      param,
      json: { data },
      headers,
    });
  }
  if (kind === "return" && pidx && back.searchParams.get("status") === "Completed") {
    return t().api("POST /applications/:id/fee/:payment/confirm", {
      param,
      json: { pidx },
      headers,
    });
  }
  return t().api("POST /applications/:id/fee/:payment/check", { param, headers });
}

describe("a pet's fee", () => {
  it("is saved with a new pet and a change, and shown in the listing and on the page", async () => {
    const owner = await t().login();
    const store = await storeWithPet(t());
    const category = await makeCategory(t().deps);
    const created = await t().api("POST /pets", {
      headers: store.owner.headers,
      json: {
        vendor_id: store.store.id,
        name: "Kaali",
        description: "Shy at first.",
        category_id: category.id,
        gender: "female",
        post_status: "published",
        fee: 2500,
      },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json.fee).toBe(2500);
    const listed = async () =>
      (await t().api("GET /pets", { query: { category: category.id } })).json.find(
        (item) => item.pet.id === created.json.id,
      )!.pet.fee;
    expect(await listed()).toBe(2500);
    expect(
      (await t().api("GET /pets/:id", { param: { id: created.json.id } })).json[0]!.pet.fee,
    ).toBe(2500);

    // The listing is cached; a changed fee bumps the catalogue's version, so it shows at once.
    const changed = await t().api("PATCH /pets/:id", {
      param: { id: created.json.id },
      headers: store.owner.headers,
      json: { fee: 0 },
    });
    expect(changed.json.fee).toBe(0);
    expect(await listed()).toBe(0);
    expect(
      (await t().api("GET /pets/:id", { param: { id: created.json.id } })).json[0]!.pet.fee,
    ).toBe(0);
    // Someone else cannot set it.
    const refused = await t().api("PATCH /pets/:id", {
      param: { id: created.json.id },
      headers: owner.headers,
      json: { fee: 10 },
    });
    expect(refused.status).toBe(403);
  });

  it("is 0 unless told", async () => {
    const { pet } = await storeWithPet(t());
    expect((await t().api("GET /pets/:id", { param: { id: pet.id } })).json[0]!.pet.fee).toBe(0);
  });
});

describe("POST /api/applications/{id}/fee refuses, and writes nothing", () => {
  it("anyone but the applicant, an unknown request, and each state the fee is not due in", async () => {
    const { id, owner, applicant, pet, store } = await approvedWithFee();
    const stranger = await t().login();
    const before = await paymentCount();

    const asOwner = await startPaying(id, owner.headers);
    expect([asOwner.status, asOwner.refusal.code]).toEqual([403, "NOT_YOUR_REQUEST"]);
    const asStranger = await startPaying(id, stranger.headers);
    expect([asStranger.status, asStranger.refusal.code]).toEqual([403, "NOT_YOUR_REQUEST"]);
    const unknown = await startPaying(999_999, applicant.headers);
    expect([unknown.status, unknown.refusal.code]).toEqual([404, "REQUEST_NOT_FOUND"]);
    const signedOut = await t().api("POST /applications/:id/fee", {
      param: { id },
      json: { method: "esewa" },
    });
    expect(signedOut.status).toBe(401);
    // Not a wallet: a body the contract does not allow.
    const badMethod = await t().request("POST", `/api/applications/${id}/fee`, {
      body: { method: "cash" },
      headers: applicant.headers,
    });
    expect(badMethod.status).toBe(400);

    // Pending: not yet approved.
    const second = await t().login();
    const pendingId = await apply(t(), second.headers, pet.id);
    const pending = await startPaying(pendingId, second.headers);
    expect([pending.status, pending.refusal.code]).toEqual([409, "REQUEST_NOT_APPROVED"]);
    expect(pending.refusal.error).toEqual(expect.any(String));

    // An agreement applies and is not signed.
    await t().api("PUT /vendors/me/agreement", {
      json: { text: "I will care for her." },
      headers: owner.headers,
    });
    const unsigned = await startPaying(id, applicant.headers);
    expect([unsigned.status, unsigned.refusal.code]).toEqual([409, "AGREEMENT_NOT_SIGNED"]);
    await t().api("PUT /vendors/me/agreement", {
      json: { text: "" },
      headers: owner.headers,
    });

    // No fee.
    await t().db.updateTable("pet").set({ fee: 0 }).where("vendor_id", "=", store.id).execute();
    const free = await startPaying(id, applicant.headers);
    expect([free.status, free.refusal.code]).toEqual([409, "NO_FEE"]);
    expect(await myRequest(id, applicant.headers)).toMatchObject({ fee: null });

    expect(await paymentCount()).toBe(before);
  });

  it("lets her pay once she has signed the agreement", async () => {
    const world = await storeWithPet(t());
    await t().db.updateTable("pet").set({ fee: 800 }).where("id", "=", world.pet.id).execute();
    await t().api("PUT /vendors/me/agreement", {
      json: { text: "I will care for him." },
      headers: world.owner.headers,
    });
    const id = await apply(t(), world.applicant.headers, world.pet.id);
    await update(id, world.owner.headers, "Approved");
    expect(await myRequest(id, world.applicant.headers)).toMatchObject({
      fee: { amount: 800, paid: false, paid_at: null, can_pay: false },
    });
    const shown = await t().api("GET /applications/:id/agreement", {
      param: { id },
      headers: world.applicant.headers,
    });
    const signed = await t().api("POST /applications/:id/agreement", {
      param: { id },
      json: { full_name: "Sita Rai", hash: shown.json.hash },
      headers: world.applicant.headers,
    });
    expect(signed.status, signed.text).toBe(200);
    expect(await myRequest(id, world.applicant.headers)).toMatchObject({
      fee: { amount: 800, paid: false, can_pay: true },
    });
    expect((await startPaying(id, world.applicant.headers)).status).toBe(200);
  });
});

async function startAndPay(id: number, headers: Headers, method: "esewa" | "khalti") {
  const started = await startPaying(id, headers, method);
  expect(started.status, started.text).toBe(200);
  const created = started.json;
  const back = await payAtGateway(created.checkout, "Pay");
  return { created, back };
}

describe("paying with eSewa, through the stand-in", () => {
  it("marks the request paid only after the gateway confirms, for both sides, and mails one receipt", async () => {
    const { id, owner, applicant, store, pet } = await approvedWithFee(1500);
    const started = await startPaying(id, applicant.headers);
    expect(started.status, started.text).toBe(200);
    const created = started.json;
    expect(created).toMatchObject({ amount: 1500, method: "esewa" });
    const fields = (created.checkout as Extract<Checkout, { kind: "form" }>).fields;
    expect(fields).toMatchObject({
      total_amount: "1500",
      transaction_uuid: created.id,
      success_url: `http://localhost:3000/applications/${id}/fee/return/${created.id}`,
      failure_url: `http://localhost:3000/applications/${id}/fee/cancelled/${created.id}`,
    });
    // The fee changed after checkout: the payment keeps the amount it started with.
    await t().db.updateTable("pet").set({ fee: 9999 }).where("id", "=", pet.id).execute();
    expect(await paymentRow(created.id)).toMatchObject({ status: "pending", amount: 1500 });
    expect(await myRequest(id, applicant.headers)).toMatchObject({
      fee: { paid: false, can_pay: true },
    });

    const back = await payAtGateway(created.checkout, "Pay");
    const confirmed = await comeBackTo(back, applicant.headers);
    expect(confirmed.status, confirmed.text).toBe(200);
    const row = await paymentRow(created.id);
    const number = `F-${String(row.id).padStart(6, "0")}`;
    expect(confirmed.json).toEqual({
      id: created.id,
      application_id: id,
      status: "completed",
      method: "esewa",
      amount: 1500,
      receipt: { number, completed_at: row.completed_at },
      refund: null,
    });
    expect(row).toMatchObject({ status: "completed", vendor_id: store.id });

    const paid = { amount: 1500, paid: true, paid_at: row.completed_at, can_pay: false };
    expect(await myRequest(id, applicant.headers)).toMatchObject({ fee: paid });
    expect(await storeRequest(store.id, id, owner.headers)).toMatchObject({ fee: paid });

    const mail = await app.smtp.waitFor(applicant.user.email, new RegExp(`receipt ${number}`));
    expect(mail.text).toContain("Amount: Rs 1,500");
    expect(mail.text).toContain("Bhote");
    expect(mail.text).toContain("Kathmandu Animal Rescue");

    // The same return again: the same answer, recorded and mailed once; paying again is refused.
    const again = await comeBackTo(back, applicant.headers);
    expect(again.json).toEqual(confirmed.json);
    await t().deps.mail.flush();
    const mails = await t()
      .db.selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", applicant.user.email)
      .where("subject", "like", "%receipt F-%")
      .execute();
    expect(mails).toHaveLength(1);
    const twice = await startPaying(id, applicant.headers);
    expect([twice.status, twice.refusal.code]).toEqual([409, "FEE_ALREADY_PAID"]);

    // Marking it adopted keeps the payment; an unpaid fee would not have held it up either.
    expect((await update(id, owner.headers, "Adopted")).status).toBe(200);
    expect(await myRequest(id, applicant.headers)).toMatchObject({ fee: paid });
  });

  it("sends the receipt in the applicant's language", async () => {
    const { id, applicant } = await approvedWithFee(2000);
    await t()
      .db.updateTable("user")
      .set({ language: "ne" })
      .where("id", "=", applicant.user.id)
      .execute();
    const { back } = await startAndPay(id, applicant.headers, "esewa");
    expect((await comeBackTo(back, applicant.headers)).status).toBe(200);
    const mail = await app.smtp.waitFor(applicant.user.email, /धर्मपुत्र शुल्क/);
    expect(mail.text).toContain("रू २,०००");
  });

  it("texts the receipt's number and page to a phone account, in her language, and mails nothing", async () => {
    const { id, applicant } = await approvedWithFee(2500);
    const phone = "+9779812340001";
    const isPg = t().deps.dialect === "postgres";
    await t()
      .db.updateTable("user")
      .set({
        email: placeholderEmail(phone),
        emailVerified: isPg ? false : 0,
        phoneNumber: phone,
        phoneNumberVerified: isPg ? true : 1,
        language: "ne",
      })
      .where("id", "=", applicant.user.id)
      .execute();
    const { created, back } = await startAndPay(id, applicant.headers, "esewa");
    expect((await comeBackTo(back, applicant.headers)).status).toBe(200);
    const number = `F-${String((await paymentRow(created.id)).id).padStart(6, "0")}`;
    const queued = await t()
      .db.selectFrom("mail_outbox")
      .select(["channel", "recipient", "text"])
      .where("recipient", "in", [phone, placeholderEmail(phone)])
      .execute();
    expect(queued).toEqual([{ channel: "sms", recipient: phone, text: expect.any(String) }]);
    expect(queued[0]!.text).toContain(`रसिद ${number}`);
    expect(queued[0]!.text).toContain("रू २,५००");
    expect(queued[0]!.text).toContain(`/applications/${id}/fee/return/${created.id}`);
  });

  it("does not mark it paid on a cancelled payment, an altered answer, another payment's answer or a wrong amount", async () => {
    const { id, applicant, owner, store } = await approvedWithFee(1200);
    const unpaid = { amount: 1200, paid: false, paid_at: null, can_pay: true };

    const cancelledStart = await startPaying(id, applicant.headers);
    const cancelledBack = await payAtGateway(cancelledStart.json.checkout, "Cancel");
    expect(cancelledBack.pathname).toBe(
      `/applications/${id}/fee/cancelled/${cancelledStart.json.id}`,
    );
    const cancelled = await comeBackTo(cancelledBack, applicant.headers);
    expect(cancelled.json).toMatchObject({ status: "cancelled", receipt: null });

    const { created, back } = await startAndPay(id, applicant.headers, "esewa");
    const data = back.searchParams.get("data")!;
    const confirmHere = (json: { data: string }, headers: Headers) =>
      t().api("POST /applications/:id/fee/:payment/confirm", {
        param: { id, payment: created.id },
        json,
        headers,
      });
    const altered = await confirmHere(
      { data: tamperWith(data, (answer) => void (answer.total_amount = "12.0")) },
      applicant.headers,
    );
    expect([altered.status, altered.refusal.code]).toEqual([400, "RETURN_TAMPERED"]);

    // Another of her payments' genuine answer, on this one.
    const other = await startPaying(id, applicant.headers);
    const replayed = await t().api("POST /applications/:id/fee/:payment/confirm", {
      param: { id, payment: other.json.id },
      json: { data },
      headers: applicant.headers,
    });
    expect([replayed.status, replayed.refusal.code]).toEqual([409, "RETURN_REPLAYED"]);
    expect(replayed.refusal.error).toContain("another fee payment");

    // The gateway reports another amount for a third one.
    const third = await startPaying(id, applicant.headers);
    const page = await openGateway(third.json.checkout);
    await reportAmount(app.esewa.url, {
      transaction_uuid: third.json.id,
      product_code: "EPAYTEST",
      total_amount: 12,
    });
    const mismatch = await comeBackTo(await page.press("Pay"), applicant.headers);
    expect([mismatch.status, mismatch.refusal.code]).toEqual([409, "AMOUNT_MISMATCH"]);

    // Someone else cannot confirm her payment.
    const stranger = await t().login();
    const foreign = await confirmHere({ data }, stranger.headers);
    expect(foreign.status).toBe(403);

    expect(await myRequest(id, applicant.headers)).toMatchObject({ fee: unpaid });
    expect(await storeRequest(store.id, id, owner.headers)).toMatchObject({ fee: unpaid });
    expect((await paymentRow(third.json.id)).status).toBe("pending");
    // Cancelled when she started another; her genuine answer still counts afterwards.
    expect((await paymentRow(created.id)).status).toBe("cancelled");

    expect((await confirmHere({ data }, applicant.headers)).json).toMatchObject({
      status: "completed",
    });
  });

  it("leaves donations' totals, list and thank-you wall as they were", async () => {
    const admin = await t().loginAdmin();
    const summary = async () =>
      (await t().api("GET /admin/donations/summary", { headers: admin.headers })).json;
    const listed = async () =>
      (await t().api("GET /admin/donations", { headers: admin.headers })).headers.get(
        "x-total-count",
      );
    await donate(t(), { amount: 100, method: "esewa" });
    const [before, countBefore] = [await summary(), await listed()];
    const { id, applicant } = await approvedWithFee(3000);
    const { back } = await startAndPay(id, applicant.headers, "esewa");
    expect((await comeBackTo(back, applicant.headers)).json.status).toBe("completed");
    expect(await summary()).toEqual(before);
    expect(await listed()).toBe(countBefore);
  });
});

describe("paying with Khalti, through the stand-in", () => {
  it("marks the request paid after Khalti's lookup says Completed for the amount", async () => {
    const { id, applicant } = await approvedWithFee(750);
    const { created, back } = await startAndPay(id, applicant.headers, "khalti");
    expect(created.checkout.kind).toBe("redirect");
    expect(back.pathname).toBe(`/applications/${id}/fee/return/${created.id}`);
    expect(back.searchParams.get("amount")).toBe("75000");
    const response = await comeBackTo(back, applicant.headers);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ status: "completed", method: "khalti", amount: 750 });
    expect(await paymentRow(created.id)).toMatchObject({
      status: "completed",
      reference: back.searchParams.get("transaction_id"),
    });
    expect(await myRequest(id, applicant.headers)).toMatchObject({ fee: { paid: true } });
  });

  it("refuses a pidx that is not this payment's, and a cancelled payment stays unpaid", async () => {
    const { id, applicant } = await approvedWithFee(750);
    const { created } = await startAndPay(id, applicant.headers, "khalti");
    const forged = await t().api("POST /applications/:id/fee/:payment/confirm", {
      param: { id, payment: created.id },
      json: { pidx: "someone-elses-pidx" },
      headers: applicant.headers,
    });
    expect([forged.status, forged.refusal.code]).toEqual([409, "RETURN_REPLAYED"]);
    const other = await startPaying(id, applicant.headers, "khalti");
    const back = await payAtGateway(other.json.checkout, "Cancel");
    expect((await comeBackTo(back, applicant.headers)).json.status).toBe("cancelled");
    expect(await myRequest(id, applicant.headers)).toMatchObject({ fee: { paid: false } });
  });
});
