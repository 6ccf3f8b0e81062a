import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMember, makePet, makeStore } from "../../db/factories";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../test/test-app";

/**
 * An account deleted while its store has a team (docs/decisions/048-store-teams.md): the store
 * goes on with its team, always with an owner; only a store she alone is on goes with her.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;
const deleteAccount = (who: Login) =>
  t.api("DELETE /me", { headers: who.headers, json: { password: TEST_PASSWORD } });
const storeRow = (id: number) =>
  t.db.selectFrom("vendor").select(["id", "owner_id"]).where("id", "=", id).executeTakeFirst();
const rolesOf = async (storeId: number) =>
  (
    await t.db
      .selectFrom("store_member")
      .select(["user_id", "role"])
      .where("vendor_id", "=", storeId)
      .orderBy("role")
      .orderBy("user_id")
      .execute()
  ).map(({ user_id, role }) => [user_id, role]);
/** Rows as rolesOf orders them: by role, then by id. */
const inOrder = (rows: string[][]) =>
  rows.sort(([a, roleA], [b, roleB]) => roleA!.localeCompare(roleB!) || a!.localeCompare(b!));

describe("deleting the account of a store's opener", () => {
  it("leaves the store to its team: its manager becomes its owner, with its pets", async () => {
    const opener = await t.login();
    const manager = await t.login();
    const store = await makeStore(t.deps, { owner_id: opener.user.id });
    const pet = await makePet(t.deps, { vendor_id: store.id });
    await makeMember(t.deps, { vendor_id: store.id, user_id: manager.user.id, role: "manager" });

    expect((await deleteAccount(opener)).status).toBe(200);
    expect(await storeRow(store.id)).toEqual({ id: store.id, owner_id: manager.user.id });
    expect(await rolesOf(store.id)).toEqual([[manager.user.id, "owner"]]);
    const kept = await t.db.selectFrom("pet").select("id").where("id", "=", pet.id).execute();
    expect(kept).toEqual([{ id: pet.id }]);
    // She runs it now, through the original routes.
    const mine = await t.api("GET /vendors/me", { headers: manager.headers });
    expect(mine.json.store?.vendor.id).toBe(store.id);
    expect(mine.json.store?.role).toBe("owner");
  });

  it("hands the store to another owner, the carer keeping her role", async () => {
    const opener = await t.login();
    const owner = await t.login();
    const carer = await t.login();
    const store = await makeStore(t.deps, { owner_id: opener.user.id });
    await makeMember(t.deps, { vendor_id: store.id, user_id: owner.user.id, role: "owner" });
    await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });

    expect((await deleteAccount(opener)).status).toBe(200);
    expect(await storeRow(store.id)).toEqual({ id: store.id, owner_id: owner.user.id });
    expect(await rolesOf(store.id)).toEqual([
      [carer.user.id, "carer"],
      [owner.user.id, "owner"],
    ]);
  });

  it("removes a store she alone is on, as before teams", async () => {
    const opener = await t.login();
    const store = await makeStore(t.deps, { owner_id: opener.user.id });
    expect((await deleteAccount(opener)).status).toBe(200);
    expect(await storeRow(store.id)).toBeUndefined();
  });

  it("is refused, changing nothing, when every other owner opened a store of her own", async () => {
    const opener = await t.login();
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: opener.user.id });
    await makeMember(t.deps, { vendor_id: store.id, user_id: owner.user.id, role: "owner" });
    await makeStore(t.deps, { owner_id: owner.user.id });

    const refused = await deleteAccount(opener);
    expect(refused.status).toBe(409);
    expect(refused.refusal.code).toBe("STORE_NEEDS_OWNER");
    expect(await storeRow(store.id)).toEqual({ id: store.id, owner_id: opener.user.id });
    expect(await rolesOf(store.id)).toEqual(
      inOrder([
        [opener.user.id, "owner"],
        [owner.user.id, "owner"],
      ]),
    );
    const account = await t.db
      .selectFrom("user")
      .select("id")
      .where("id", "=", opener.user.id)
      .execute();
    expect(account).toEqual([{ id: opener.user.id }]);
  });
});

describe("deleting the account of a store's last owner who did not open it", () => {
  it("makes its longest-serving member the owner", async () => {
    const opener = await t.login();
    const store = await makeStore(t.deps, { owner_id: opener.user.id });
    const newOwner = await t.login();
    const carer = await t.login();
    await makeMember(t.deps, { vendor_id: store.id, user_id: newOwner.user.id, role: "owner" });
    await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });
    // The opener has left; the owner she handed it to deletes her account.
    await t.db
      .deleteFrom("store_member")
      .where("vendor_id", "=", store.id)
      .where("user_id", "=", opener.user.id)
      .execute();

    expect((await deleteAccount(newOwner)).status).toBe(200);
    expect(await rolesOf(store.id)).toEqual([[carer.user.id, "owner"]]);
    expect(await storeRow(store.id)).toEqual({ id: store.id, owner_id: opener.user.id });
  });
});
