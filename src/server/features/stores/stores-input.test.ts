import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_NAMES } from "../../test/control-characters";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/vendors/create", () => {
  it.each([
    ["storeName", "Store name is required"],
    ["storeDescription", "Description is required"],
    ["storeLocation", "Location is required"],
  ])("refuses a store without %s, naming it", async (field, message) => {
    const someone = await t.login();
    const body: ApiInput<"POST /vendors/create">["json"] = {
      storeName: "A",
      storeDescription: "B",
      storeLocation: "C",
      [field]: "   ",
    };
    const response = await t.api("POST /vendors/create", { headers: someone.headers, json: body });
    expect(response.status).toBe(400);
    expect(response.refusal).toMatchObject({
      error: message,
      code: "BAD_REQUEST",
      fields: { [field]: message },
    });
    expect((await t.api("GET /vendors/me", { headers: someone.headers })).json.store).toBeNull();
  });
});

describe.each([
  ["name", "storeName", "Store Name"],
  ["location", "storeLocation", "Location"],
])("POST /api/vendors/create with a control character in the store's %s", (_, field, label) => {
  it.each(CONTROL_NAMES)("refuses %j with a readable 400 and makes no store", async (text) => {
    const someone = await t.login();
    const body = { storeName: "Bhote's Friends", storeDescription: "B", storeLocation: "C" };
    const response = await t.api("POST /vendors/create", {
      headers: someone.headers,
      json: { ...body, [field]: text },
    });
    const message = `${label} can hold letters, spaces and punctuation, not control characters`;
    expect(response.status).toBe(400);
    expect(response.refusal).toEqual({
      error: message,
      code: "BAD_REQUEST",
      fields: { [field]: message },
    });
    expect((await t.api("GET /vendors/me", { headers: someone.headers })).json.store).toBeNull();
  });
});

describe.each([
  ["storeDescription", "The description"],
  ["openingHours", "Opening hours"],
])("POST /api/vendors/create with a control character in %s", (field, label) => {
  it.each(["B\u0000C", "B\u0007", "B\r\u001b[31m"])(
    "refuses %j with a readable 400 and makes no store",
    async (text) => {
      const someone = await t.login();
      const body = { storeName: "Bhote's Friends", storeDescription: "B", storeLocation: "C" };
      const response = await t.api("POST /vendors/create", {
        headers: someone.headers,
        json: { ...body, [field]: text },
      });
      const message = `${label} can hold letters, spaces, punctuation and line breaks, not control characters`;
      expect(response.status).toBe(400);
      expect(response.refusal).toEqual({
        error: message,
        code: "BAD_REQUEST",
        fields: { [field]: message },
      });
      expect((await t.api("GET /vendors/me", { headers: someone.headers })).json.store).toBeNull();
    },
  );

  it("keeps its line breaks", async () => {
    const someone = await t.login();
    const body = { storeName: "Bhote's Friends", storeDescription: "B", storeLocation: "C" };
    const response = await t.api("POST /vendors/create", {
      headers: someone.headers,
      json: { ...body, [field]: "Sun–Fri 10–5\r\nSat closed" },
    });
    expect(response.status, response.text).toBe(200);
  });
});
