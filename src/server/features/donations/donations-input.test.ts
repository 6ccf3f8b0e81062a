import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewDonation } from "../../../contract/donations";
import { makeDonation } from "../../db/factories";
import { createTestApp } from "../../test/test-app";
import { donate, donationRow, startDonationApp, type DonationApp } from "../../test/donation-app";

let app: DonationApp;
beforeAll(async () => {
  app = await startDonationApp();
});
afterAll(() => app.close());

/** A body as a client other than the site could send it: some of these the contract forbids. */
const start = (body: unknown) => app.t.request("POST", "/api/donations", { body });
const startTyped = (json: NewDonation) => app.t.api("POST /donations", { json });

describe("POST /api/donations refuses what it cannot take", () => {
  it.each([
    [{ amount: 9, method: "esewa" }, "The smallest donation is Rs 10"],
    [{ amount: 12.5, method: "khalti" }, "Enter a whole number of rupees"],
    [{ amount: 100_001, method: "esewa" }, "Online donations are at most Rs 1,00,000"],
    [{ amount: "500", method: "esewa" }, "Enter an amount in rupees"],
    [{ amount: 500, method: "paypal" }, "Choose eSewa or Khalti"],
    [
      { amount: 500, method: "esewa", email: "maya@" },
      "Enter a valid e-mail address, or leave it empty",
    ],
    [
      { amount: 500, method: "esewa", name: "x".repeat(81) },
      "Your name can be at most 80 characters",
    ],
  ])("%j → %s", async (body, message) => {
    const response = await start(body);
    expect(response.status).toBe(400);
    expect(response.refusal.error).toBe(message);
    expect(await app.t.db.selectFrom("donation").select("id").execute()).toEqual([]);
  });

  it.each(["Maya\rRai", "Maya\nRai", "Maya\u0000Rai", "Maya\u001b[31m", "Maya\u007f"])(
    "refuses the donor's name %j with a readable 400 and stores nothing",
    async (name) => {
      const response = await startTyped({ amount: 500, method: "esewa", name });
      const message = "Your name can hold letters, spaces and punctuation, not control characters";
      expect(response.status).toBe(400);
      expect(response.refusal).toEqual({
        error: message,
        code: "BAD_REQUEST",
        fields: { name: message },
      });
      expect(await app.t.db.selectFrom("donation").select("id").execute()).toEqual([]);
    },
  );

  it.each(["Jai\u0000Nepal", "Jai\u0007", "Jai\r\u001b[31m"])(
    "refuses the message %j with a readable 400 and stores nothing (SQLite would keep a NUL)",
    async (text) => {
      const response = await startTyped({ amount: 500, method: "esewa", message: text });
      const message =
        "The message can hold letters, spaces, punctuation and line breaks, not control characters";
      expect(response.status).toBe(400);
      expect(response.refusal).toEqual({
        error: message,
        code: "BAD_REQUEST",
        fields: { message },
      });
      expect(await app.t.db.selectFrom("donation").select("id").execute()).toEqual([]);
    },
  );

  it("keeps a blank name, e-mail and message as not given, and the address in lower case", async () => {
    const created = await donate(app.t, {
      amount: 10,
      method: "esewa",
      name: "  ",
      email: " Maya@Example.TEST ",
      message: "",
      anonymous: true,
    });
    expect(await donationRow(app.t, created.id)).toMatchObject({
      amount: 10,
      name: null,
      email: "maya@example.test",
      message: null,
      anonymous: 1,
      status: "pending",
    });
  });

  it("refuses a method the site has no settings for (production without Khalti's key)", async () => {
    const t = await createTestApp({ NODE_ENV: "production" });
    try {
      const response = await t.api("POST /donations", { json: { amount: 500, method: "khalti" } });
      expect(response.status).toBe(400);
      expect(response.refusal).toEqual({
        error: "Khalti donations are not available. Please use the QR code instead.",
        code: "METHOD_UNAVAILABLE",
      });
    } finally {
      await t.close();
    }
  });

  it("allows a few donations a minute per address, then answers 429", async () => {
    const limited = await startDonationApp({ RATE_LIMIT_DONATIONS: "2" });
    try {
      const json: NewDonation = { amount: 100, method: "esewa" };
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.t.api("POST /donations", { json })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("returns for donations that do not exist", () => {
  it("answers 400 for a malformed reference and 404 for an unknown one", async () => {
    const bad = await app.t.api("POST /donations/:id/check", { param: { id: "not-a-uuid" } });
    expect(bad.status).toBe(400);
    const unknown = await app.t.api("POST /donations/:id/confirm", {
      param: { id: "3f1c7c2e-8d0b-4b8e-9a51-0f2f6c1d2a77" },
      json: { pidx: "abc" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.refusal).toEqual({
      error: "There is no such donation",
      code: "DONATION_NOT_FOUND",
    });
  });

  it("refuses a return with neither eSewa's data nor Khalti's pidx", async () => {
    const created = await donate(app.t, { amount: 100, method: "esewa" });
    // Neither answer the contract allows, so sent as it is.
    const response = await app.t.request("POST", `/api/donations/${created.id}/confirm`, {
      body: { status: "COMPLETE" },
    });
    expect(response.status).toBe(400);
  });
});

describe("GET /api/donations/recent", () => {
  it("lists completed donations newest first, an anonymous donor without a name", async () => {
    await makeDonation(app.t.deps, {
      status: "completed",
      name: "Hari",
      completed_at: "2026-01-02T00:00:00.000Z",
    });
    await makeDonation(app.t.deps, {
      status: "completed",
      name: "Secret Donor",
      anonymous: 1,
      method: "khalti",
      amount: 250,
      completed_at: "2026-01-03T00:00:00.000Z",
    });
    await makeDonation(app.t.deps, { status: "pending", name: "Not Yet" });
    const response = await app.t.api("GET /donations/recent");
    expect(response.status).toBe(200);
    expect(response.json.slice(0, 2)).toEqual([
      { name: null, amount: 250, method: "khalti", completed_at: "2026-01-03T00:00:00.000Z" },
      { name: "Hari", amount: 1000, method: "esewa", completed_at: "2026-01-02T00:00:00.000Z" },
    ]);
    expect(JSON.stringify(response.json)).not.toContain("Secret Donor");
    expect(JSON.stringify(response.json)).not.toContain("Not Yet");
  });
});
