import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ApiRefusal } from "../../api-schema";
import { makeCategory, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

interface AdminCall {
  name: string;
  /** The route as the OpenAPI document lists it. */
  method: string;
  path: string;
  /** Calls it with valid input, made fresh for each caller (deleting needs a record to delete). */
  call: (headers?: Headers) => Promise<{ status: number; text: string; refusal: ApiRefusal }>;
}

// Every admin route, each with input that an admin would have accepted.
const CALLS: AdminCall[] = [
  {
    name: "list vendors",
    method: "GET",
    path: "/api/vendors",
    call: (headers) => t.api("GET /vendors", { headers }),
  },
  {
    name: "update a store",
    method: "POST",
    path: "/api/vendors/update",
    call: async (headers) =>
      t.api("POST /vendors/update", {
        json: { id: (await makeStore(t.deps, { status: "pending" })).id, status: "active" },
        headers,
      }),
  },
  {
    name: "delete a store",
    method: "DELETE",
    path: "/api/vendors",
    call: async (headers) =>
      t.api("DELETE /vendors", { json: { id: (await makeStore(t.deps)).id }, headers }),
  },
  {
    name: "add a category",
    method: "POST",
    path: "/api/category",
    call: (headers) => {
      const tag = Math.random().toString(36).slice(2, 8);
      return t.api("POST /category", {
        json: { category: `Tortoise ${tag}`, category_ne: `कछुवा ${tag}` },
        headers,
      });
    },
  },
  {
    name: "delete a category",
    method: "DELETE",
    path: "/api/category",
    call: async (headers) =>
      t.api("DELETE /category", { json: { id: (await makeCategory(t.deps)).id }, headers }),
  },
  {
    name: "read the stats",
    method: "GET",
    path: "/api/admin/stats",
    call: (headers) => t.api("GET /admin/stats", { headers }),
  },
  {
    name: "read every store's figures",
    method: "GET",
    path: "/api/admin/figures",
    call: (headers) => t.api("GET /admin/figures", { headers }),
  },
];

/** The parts of the OpenAPI document read here: each operation's security and responses. */
const OpenApiDoc = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        security: z.unknown().optional(),
        responses: z.record(z.string(), z.unknown()),
      }),
    ),
  ),
});

describe("admin routes are enforced on the server", () => {
  it.each(CALLS)("$name works for the admin", async ({ call }) => {
    const admin = await t.loginAdmin();
    const response = await call(admin.headers);
    expect(response.status, response.text).toBe(200);
  });

  it.each(CALLS)("$name is refused (403) to a verified non-admin", async ({ call }) => {
    const user = await t.login();
    const response = await call(user.headers);
    expect(response.status).toBe(403);
    expect(response.refusal).toEqual({ error: "Only an admin can do this", code: "ADMIN_ONLY" });
  });

  it.each(CALLS)("$name is refused (401) when signed out", async ({ call }) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(response.refusal).toEqual({ error: "Not logged in", code: "UNAUTHORIZED" });
  });

  it("checks the caller before the input, so a stranger learns nothing from validation", async () => {
    const user = await t.login();
    // A body the contract forbids, so sent as it is.
    const bad = { body: { id: "x", status: "closed" } };
    expect((await t.request("POST", "/api/vendors/update", bad)).status).toBe(401);
    expect(
      (await t.request("POST", "/api/vendors/update", { ...bad, headers: user.headers })).status,
    ).toBe(403);
  });

  it("refuses a non-admin's changes and leaves the data as it was", async () => {
    const user = await t.login();
    const store = await makeStore(t.deps, { status: "pending" });
    const category = await makeCategory(t.deps);
    await t.api("POST /vendors/update", {
      json: { id: store.id, status: "active" },
      headers: user.headers,
    });
    await t.api("DELETE /category", {
      json: { id: category.id },
      headers: user.headers,
    });
    const stored = await t.db
      .selectFrom("vendor")
      .select("status")
      .where("id", "=", store.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("pending");
    const kept = await t.db
      .selectFrom("category")
      .select("id")
      .where("id", "=", category.id)
      .executeTakeFirst();
    expect(kept).toBeDefined();
  });

  it("accepts the admin's session cookie from the site itself", async () => {
    const admin = await t.loginAdmin();
    const response = await t.api("GET /admin/stats", { headers: { Cookie: admin.cookie } });
    expect(response.status).toBe(200);
  });

  it("lists the admin routes in the OpenAPI document as bearer-secured", async () => {
    // Not a route of the API itself: the document describing it.
    const doc = OpenApiDoc.parse((await t.request("GET", "/api/openapi.json")).json);
    for (const { method, path } of CALLS) {
      const operation = doc.paths[path.replace(/^\/api/, "")]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(["401", "403"]));
    }
  });
});
