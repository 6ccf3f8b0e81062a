import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMember, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { recordActivity } from "./activity";

/** GET /vendors/{id}/activity: who did what in a store, for its team and the admin. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;

async function team() {
  const owner = await t.login({ firstName: "Sujata" });
  const manager = await t.login({ firstName: "Gita" });
  const carer = await t.login({ firstName: "Hari" });
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  await makeMember(t.deps, { vendor_id: store.id, user_id: manager.user.id, role: "manager" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });
  return { owner, manager, carer, store };
}

const activityOf = (id: number, who?: Login, before?: number) =>
  t.api("GET /vendors/:id/activity", {
    param: { id },
    query: before === undefined ? {} : { before: String(before) },
    headers: who?.headers,
  });

describe("the activity route", () => {
  it("answers the store's members of every role and the admin; refuses the rest", async () => {
    const { owner, manager, carer, store } = await team();
    await recordActivity(t.db, {
      storeId: store.id,
      actorId: manager.user.id,
      action: "store_changed",
    });
    const otherStoreOwner = await t.login();
    await makeStore(t.deps, { owner_id: otherStoreOwner.user.id });
    const stranger = await t.login();
    const admin = await t.loginAdmin();

    for (const member of [owner, manager, carer, admin]) {
      const response = await activityOf(store.id, member);
      expect(response.status, response.text).toBe(200);
      expect(response.json.lines.map((line) => line.action)).toEqual(["store_changed"]);
    }
    expect((await activityOf(store.id, otherStoreOwner)).refusal.code).toBe("NOT_YOUR_STORE");
    expect((await activityOf(store.id, stranger)).status).toBe(403);
    expect((await activityOf(store.id)).status).toBe(401);
    expect((await activityOf(999_999, owner)).status).toBe(404);
  });

  it("pages newest first, 50 a page, and keeps a gone member's lines without her name", async () => {
    const { owner, manager, store } = await team();
    for (let i = 0; i < 51; i++) {
      await recordActivity(t.db, {
        storeId: store.id,
        actorId: i === 0 ? manager.user.id : owner.user.id,
        action: "pet_edited",
        petId: i,
        detail: { pet_name: `Pet ${i}` },
      });
    }
    const first = await activityOf(store.id, owner);
    expect(first.json.lines).toHaveLength(50);
    expect(first.json.lines[0]!.pet).toEqual({ id: 50, name: "Pet 50" });
    expect(first.json.next_before).toBe(first.json.lines[49]!.id);
    const second = await activityOf(store.id, owner, first.json.next_before!);
    expect(second.json.lines.map((line) => line.pet?.name)).toEqual(["Pet 0"]);
    expect(second.json.next_before).toBeNull();
    expect(second.json.lines[0]!.actor).toEqual({ id: manager.user.id, name: "Gita Gurung" });

    await t.db.deleteFrom("user").where("id", "=", manager.user.id).execute();
    const after = await activityOf(store.id, owner, first.json.next_before!);
    expect(after.json.lines[0]!.actor).toBeNull();
    expect(after.json.lines[0]!.pet).toEqual({ id: 0, name: "Pet 0" });
  });
});
