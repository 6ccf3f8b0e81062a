import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeApplication,
  makeFeePayment,
  makeFeePayout,
  makePet,
  makeStore,
} from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/** The admin's fee ledger: per store, received, passed on, owed (docs/product.md#adoption-fee). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const ledger = async (headers: Headers) => (await t.api("GET /admin/fees", { headers })).json;
const payout = (headers: Headers, body: ApiInput<"POST /admin/fees/payouts">["json"]) =>
  t.api("POST /admin/fees/payouts", { headers, json: body });

/** A store with `paid` completed fee payments (and one pending, which never counts). */
async function storeWithFees(title: string, paid: number[]) {
  const store = await makeStore(t.deps, { title });
  for (const amount of [...paid, 999]) {
    const pet = await makePet(t.deps, { vendor_id: store.id, fee: amount });
    const request = await makeApplication(t.deps, { pet_id: pet.id, status: "Approved" });
    await makeFeePayment(t.deps, {
      application_id: request.id,
      vendor_id: store.id,
      store_title: title,
      amount,
      status: amount === 999 ? "pending" : "completed",
    });
  }
  return store;
}

const lineOf = (json: { stores: { vendor_id: number | null }[] }, id: number | null) =>
  json.stores.find((line) => line.vendor_id === id);

describe("GET /api/admin/fees and POST /api/admin/fees/payouts", () => {
  it("sums each store's fees received and passed on, and refuses a payout over the balance", async () => {
    const admin = await t.loginAdmin();
    const patan = await storeWithFees("Patan Paws", [1500, 2500]);
    const pokhara = await storeWithFees("Pokhara Rescue", [800]);
    await makeFeePayout(t.deps, {
      vendor_id: pokhara.id,
      store_title: "Pokhara Rescue",
      amount: 300,
    });

    const first = await ledger(admin.headers);
    expect(lineOf(first, patan.id)).toEqual({
      vendor_id: patan.id,
      title: "Patan Paws",
      received: { count: 2, amount: 4000 },
      paid_out: { count: 0, amount: 0 },
      balance: 4000,
    });
    expect(lineOf(first, pokhara.id)).toMatchObject({
      received: { count: 1, amount: 800 },
      paid_out: { count: 1, amount: 300 },
      balance: 500,
    });

    const tooMuch = await payout(admin.headers, {
      vendor_id: patan.id,
      amount: 4001,
      paid_on: "2026-11-20",
      reference: "NIC Asia transfer 1187",
    });
    expect([tooMuch.status, tooMuch.refusal.code]).toEqual([409, "PAYOUT_TOO_LARGE"]);

    const paid = await payout(admin.headers, {
      vendor_id: patan.id,
      amount: 4000,
      paid_on: "2026-11-20",
      reference: "  NIC Asia transfer 1187 ",
    });
    expect(paid.status, paid.text).toBe(200);
    expect(lineOf(paid.json, patan.id)).toMatchObject({
      paid_out: { count: 1, amount: 4000 },
      balance: 0,
    });
    const patanPayouts = paid.json.payouts.filter((row) => row.vendor_id === patan.id);
    expect(patanPayouts).toHaveLength(1);
    expect(patanPayouts[0]).toMatchObject({
      vendor_id: patan.id,
      store_title: "Patan Paws",
      amount: 4000,
      paid_on: "2026-11-20",
      reference: "NIC Asia transfer 1187",
    });
    expect(paid.json.total.balance).toBe(
      paid.json.stores.reduce((sum: number, line: { balance: number }) => sum + line.balance, 0),
    );
    const nothingLeft = await payout(admin.headers, {
      vendor_id: patan.id,
      amount: 1,
      paid_on: "2026-11-21",
      reference: "Again",
    });
    expect(nothingLeft.refusal.code).toBe("PAYOUT_TOO_LARGE");
  });

  it("lets only one of two payouts of the whole balance sent at once through", async () => {
    const admin = await t.loginAdmin();
    const store = await storeWithFees("Dharan Dogs", [700]);
    const body = { vendor_id: store.id, amount: 700, paid_on: "2026-11-22", reference: "Twice" };
    const answers = await Promise.all([payout(admin.headers, body), payout(admin.headers, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(lineOf(await ledger(admin.headers), store.id)).toMatchObject({ balance: 0 });
  });

  it("keeps a removed store's fees under its name", async () => {
    const admin = await t.loginAdmin();
    const gone = await storeWithFees("Closed Store", [1200]);
    await t.db.deleteFrom("vendor").where("id", "=", gone.id).execute();
    const json = await ledger(admin.headers);
    expect(lineOf(json, null)).toMatchObject({ title: "Closed Store", balance: 1200 });
  });

  it.each([
    ["no store", { vendor_id: null, amount: 10, paid_on: "2026-11-20", reference: "x" }],
    ["a day that does not exist", { amount: 10, paid_on: "2026-11-31", reference: "x" }],
    ["a day in another form", { amount: 10, paid_on: "20/11/2026", reference: "x" }],
    ["an empty reference", { amount: 10, paid_on: "2026-11-20", reference: "  " }],
    ["a reference on two lines", { amount: 10, paid_on: "2026-11-20", reference: "a\nb" }],
    ["a reference too long", { amount: 10, paid_on: "2026-11-20", reference: "x".repeat(101) }],
    ["no amount", { amount: 0, paid_on: "2026-11-20", reference: "x" }],
    ["part of a rupee", { amount: 1.5, paid_on: "2026-11-20", reference: "x" }],
  ])("refuses %s (400)", async (_label, body) => {
    const admin = await t.loginAdmin();
    const store = await storeWithFees("Any Store", [500]);
    // Some amounts the contract forbids (none at all), as a client other than the site could send.
    const response = await t.request("POST", "/api/admin/fees/payouts", {
      headers: admin.headers,
      body: { vendor_id: store.id, ...body },
    });
    expect(response.status, response.text).toBe(400);
  });

  it("refuses a store that does not exist (404), and anyone but the admin", async () => {
    const admin = await t.loginAdmin();
    const unknown = await payout(admin.headers, {
      vendor_id: 999_999,
      amount: 1,
      paid_on: "2026-11-20",
      reference: "x",
    });
    expect([unknown.status, unknown.refusal.code]).toEqual([404, "STORE_NOT_FOUND"]);
    const user = await t.login();
    expect((await t.api("GET /admin/fees", { headers: user.headers })).status).toBe(403);
  });
});
