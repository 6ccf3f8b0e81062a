import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface AdminCall {
  name: string;
  method: string;
  path: string;
  /** A valid request body, made fresh for each caller (deleting needs a record to delete). */
  body?: () => Promise<unknown>;
}

// Every admin route, each with input that an admin would have accepted.
const CALLS: AdminCall[] = [
  { name: "list vendors", method: "GET", path: "/api/vendors" },
  {
    name: "update a store",
    method: "POST",
    path: "/api/vendors/update",
    body: async () => ({
      id: (await makeStore(t.deps, { status: "pending" })).id,
      status: "active",
    }),
  },
  {
    name: "delete a store",
    method: "DELETE",
    path: "/api/vendors",
    body: async () => ({ id: (await makeStore(t.deps)).id }),
  },
  {
    name: "add a category",
    method: "POST",
    path: "/api/category",
    body: async () => {
      const tag = Math.random().toString(36).slice(2, 8);
      return { category: `Tortoise ${tag}`, category_ne: `कछुवा ${tag}` };
    },
  },
  {
    name: "delete a category",
    method: "DELETE",
    path: "/api/category",
    body: async () => ({ id: (await makeCategory(t.deps)).id }),
  },
  { name: "read the stats", method: "GET", path: "/api/admin/stats" },
];

describe("admin routes are enforced on the server", () => {
  it.each(CALLS)("$name works for the admin", async ({ method, path, body }) => {
    const admin = await t.loginAdmin();
    const response = await t.request(method, path, {
      body: await body?.(),
      headers: admin.headers,
    });
    expect(response.status, response.text).toBe(200);
  });

  it.each(CALLS)(
    "$name is refused (403) to a verified non-admin",
    async ({ method, path, body }) => {
      const user = await t.login();
      const response = await t.request(method, path, {
        body: await body?.(),
        headers: user.headers,
      });
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ error: "Only an admin can do this", code: "ADMIN_ONLY" });
    },
  );

  it.each(CALLS)("$name is refused (401) when signed out", async ({ method, path, body }) => {
    const response = await t.request(method, path, { body: await body?.() });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ error: "Not logged in", code: "UNAUTHORIZED" });
  });

  it("checks the caller before the input, so a stranger learns nothing from validation", async () => {
    const user = await t.login();
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
    await t.request("POST", "/api/vendors/update", {
      body: { id: store.id, status: "active" },
      headers: user.headers,
    });
    await t.request("DELETE", "/api/category", {
      body: { id: category.id },
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
    const response = await t.request("GET", "/api/admin/stats", {
      headers: { Cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
  });

  it("lists the admin routes in the OpenAPI document as bearer-secured", async () => {
    const doc = (await t.request("GET", "/api/openapi.json")).json;
    for (const { method, path } of CALLS) {
      const operation = doc.paths[path.replace(/^\/api/, "")]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401", "403"]));
    }
  });
});
