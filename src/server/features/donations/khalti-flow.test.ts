import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { NewDonation } from "../../../contract/donations";
import {
  comeBack,
  donate,
  donationRow,
  openGateway,
  payAtGateway,
  reportAmount,
  startDonationApp,
  type DonationApp,
} from "../../test/donation-app";

let app: DonationApp;
beforeAll(async () => {
  app = await startDonationApp();
});
afterAll(() => app.close());

const gift = (overrides: Partial<NewDonation> = {}): NewDonation => ({
  amount: 1000,
  method: "khalti",
  name: "Pema Sherpa",
  email: "pema@example.test",
  ...overrides,
});

const confirm = (id: string, pidx: string) =>
  app.t.api("POST /donations/:id/confirm", { param: { id }, json: { pidx } });

describe("a Khalti donation, through the Khalti stand-in", () => {
  it("starts at Khalti (amount in paisa, our secret key) and sends the browser to its page", async () => {
    const created = await donate(app.t, gift({ amount: 750 }));
    expect(created.checkout.kind).toBe("redirect");
    const url = new URL((created.checkout as { url: string }).url);
    expect(url.origin).toBe(app.khalti.url);
    const row = await donationRow(app.t, created.id);
    expect(url.searchParams.get("pidx")).toBe(row.pidx);
    const khaltiPage = await openGateway(created.checkout);
    // The stand-in shows the amount Khalti was asked for: 75000 paisa.
    expect(khaltiPage.html).toContain("Pay <strong>Rs 750</strong> for Donation to Sathi");
  });

  it("completes only when lookup says Completed for the same amount, with Khalti's transaction id", async () => {
    const created = await donate(app.t, gift());
    const back = await payAtGateway(created.checkout, "Pay");
    expect(back.pathname).toBe(`/donate/return/${created.id}`);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      status: "Completed",
      purchase_order_id: created.id,
      amount: "100000",
    });
    const response = await comeBack(app.t, back);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ status: "completed", method: "khalti", amount: 1000 });
    expect(response.json.receipt!.number).toMatch(/^D-\d{6}$/);
    const row = await donationRow(app.t, created.id);
    expect(row).toMatchObject({
      status: "completed",
      reference: back.searchParams.get("transaction_id"),
    });

    // Visited again: the same receipt, nothing recorded twice.
    const again = await comeBack(app.t, back);
    expect(again.json).toEqual(response.json);
    const mails = await app.t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", "pema@example.test")
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Thank you for your donation to Sathi (receipt ${response.json.receipt!.number})`,
    ]);
  });

  it("marks a donation cancelled at Khalti as cancelled", async () => {
    const created = await donate(app.t, gift({ email: undefined }));
    const back = await payAtGateway(created.checkout, "Cancel");
    expect(back.searchParams.get("status")).toBe("User canceled");
    const response = await comeBack(app.t, back);
    expect(response.json).toMatchObject({ status: "cancelled", receipt: null });
    expect((await donationRow(app.t, created.id)).status).toBe("cancelled");
  });

  it("does not believe a return that says Completed for a payment Khalti has not taken", async () => {
    const created = await donate(app.t, gift());
    const { pidx } = await donationRow(app.t, created.id);
    const response = await confirm(created.id, pidx!);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: "pending", receipt: null });
    expect((await donationRow(app.t, created.id)).status).toBe("pending");
  });
});

describe("Khalti returns that are not believed", () => {
  it("refuses another donation's pidx (a replay), logs it and leaves this one pending", async () => {
    const warn = vi.spyOn(app.t.deps.log, "warn");
    const paid = await donate(app.t, gift({ amount: 5000 }));
    const paidBack = await payAtGateway(paid.checkout, "Pay");
    expect((await comeBack(app.t, paidBack)).status).toBe(200);

    const unpaid = await donate(app.t, gift({ amount: 5000 }));
    const forged = new URL(paidBack);
    forged.pathname = `/donate/return/${unpaid.id}`;
    forged.searchParams.set("purchase_order_id", unpaid.id);
    const response = await comeBack(app.t, forged);
    expect(response.status).toBe(409);
    expect(response.refusal.code).toBe("RETURN_REPLAYED");
    expect((await donationRow(app.t, unpaid.id)).status).toBe("pending");
    expect(warn).toHaveBeenCalledWith(
      "Donation return refused",
      expect.objectContaining({ donation: unpaid.id, reason: "RETURN_REPLAYED" }),
    );
    warn.mockRestore();
  });

  it("refuses a Completed lookup for another amount (amount mismatch)", async () => {
    const created = await donate(app.t, gift({ amount: 2000 }));
    const { pidx } = await donationRow(app.t, created.id);
    await reportAmount(app.khalti.url, { pidx, total_amount: 2000 });
    const back = await payAtGateway(created.checkout, "Pay");
    const response = await comeBack(app.t, back);
    expect(response.status).toBe(409);
    expect(response.refusal.code).toBe("AMOUNT_MISMATCH");
    expect((await donationRow(app.t, created.id)).status).toBe("pending");
  });

  it("refuses eSewa's kind of answer for a Khalti donation", async () => {
    const created = await donate(app.t, gift());
    const response = await app.t.api("POST /donations/:id/confirm", {
      param: { id: created.id },
      json: { data: Buffer.from("{}").toString("base64") },
    });
    expect(response.status).toBe(400);
    expect(response.refusal.error).toBe("This donation is paid with Khalti, not eSewa");
  });
});

describe("when Khalti refuses to start", () => {
  it("answers 502 and keeps no donation when our key is wrong", async () => {
    const wrongKey = await startDonationApp({ KHALTI_SECRET_KEY: "not-the-key" });
    try {
      const response = await wrongKey.t.api("POST /donations", { json: gift() });
      expect(response.status).toBe(502);
      expect(response.refusal.code).toBe("GATEWAY_UNAVAILABLE");
      const rows = await wrongKey.t.db.selectFrom("donation").select("id").execute();
      expect(rows).toEqual([]);
    } finally {
      await wrongKey.close();
    }
  });
});
