import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApplication, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/admin/stats", () => {
  it("counts stores, pets and requests by status, and users, with zeros for empty statuses", async () => {
    const admin = await t.loginAdmin();
    const empty = await t.api("GET /admin/stats", { headers: admin.headers });
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({
      vendors: { total: 0, by_status: { pending: 0, active: 0 } },
      pets: { total: 0, by_status: { draft: 0, published: 0, adopted: 0 } },
      applications: {
        total: 0,
        by_status: { pending: 0, Approved: 0, Rejected: 0, Withdrawn: 0, Adopted: 0 },
      },
      users: 1,
    });

    const pending = await makeStore(t.deps, { status: "pending" });
    const active = await makeStore(t.deps, { status: "active" });
    const pet = await makePet(t.deps, { vendor_id: active.id }); // + a vendor and its owner
    await makePet(t.deps, { vendor_id: pending.id, post_status: "draft" });
    await makePet(t.deps, { vendor_id: active.id, post_status: "adopted" });
    await makeApplication(t.deps, { pet_id: pet.id }); // + an applicant
    await makeApplication(t.deps, { pet_id: pet.id, status: "Approved" }); // + an applicant

    const stats = await t.api("GET /admin/stats", { headers: admin.headers });
    expect(stats.json).toEqual({
      vendors: { total: 2, by_status: { pending: 1, active: 1 } },
      pets: { total: 3, by_status: { draft: 1, published: 1, adopted: 1 } },
      applications: {
        total: 2,
        by_status: { pending: 1, Approved: 1, Rejected: 0, Withdrawn: 0, Adopted: 0 },
      },
      // The admin, two store owners and two applicants.
      users: 5,
    });
  });
});
