import { afterAll, beforeAll, expect, it } from "vitest";
import { makeCategory, makeMember, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * A pet's adoption fee is the store owners' to set (contract/store-roles.ts: fees); a manager
 * runs the pets otherwise, and may save a pet whose fee she leaves as it is.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("refuses a manager's fee, and nothing else of her edit, with ROLE_NOT_ALLOWED", async () => {
  const owner = await t.login();
  const manager = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  await makeMember(t.deps, { vendor_id: store.id, user_id: manager.user.id, role: "manager" });
  const pet = await makePet(t.deps, { vendor_id: store.id, fee: 500 });
  const category = await makeCategory(t.deps);
  const patch = (who: typeof owner, json: { fee?: number; name?: string }) =>
    t.api("PATCH /pets/:id", { param: { id: pet.id }, json, headers: who.headers });
  const feeNow = async () =>
    (await t.db.selectFrom("pet").select("fee").where("id", "=", pet.id).executeTakeFirstOrThrow())
      .fee;

  const refused = await patch(manager, { fee: 1500, name: "Kalu" });
  expect(refused.status).toBe(403);
  expect(refused.refusal.code).toBe("ROLE_NOT_ALLOWED");
  expect(await feeNow()).toBe(500);
  expect((await patch(manager, { fee: 500, name: "Kalu" })).status).toBe(200);
  expect((await patch(owner, { fee: 1500 })).status).toBe(200);
  expect(await feeNow()).toBe(1500);

  const added = (fee: number) =>
    t.api("POST /pets", {
      json: {
        vendor_id: store.id,
        category_id: category.id,
        name: "Seto",
        description: "A calm street dog.",
        gender: "male",
        post_status: "draft",
        fee,
      },
      headers: manager.headers,
    });
  expect((await added(800)).refusal.code).toBe("ROLE_NOT_ALLOWED");
  expect((await added(0)).status).toBe(200);
});
