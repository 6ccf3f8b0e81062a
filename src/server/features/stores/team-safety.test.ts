import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMember, makeStore } from "../../db/factories";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../../test/test-app";

/**
 * What an outside probe of the team found, held (docs/decisions/048-store-teams.md): an opener
 * who left cannot take the store down with her account, nor keep her number on its page; an owner
 * who steps down takes back her invitations; two owners acting at once never leave a store
 * without one; only a listed store invites.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;

async function twoOwners() {
  const opener = await t.login();
  const owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: opener.user.id, show_phone: 1 });
  await makeMember(t.deps, { vendor_id: store.id, user_id: owner.user.id, role: "owner" });
  return { opener, owner, store };
}
const remove = (by: Login, storeId: number, userId: string) =>
  t.api("DELETE /vendors/:id/members/:userId", {
    param: { id: storeId, userId },
    headers: by.headers,
  });
const storeRow = (id: number) =>
  t.db
    .selectFrom("vendor")
    .select(["owner_id", "show_phone"])
    .where("id", "=", id)
    .executeTakeFirst();

describe("an opener who leaves the team", () => {
  it("hands the store on, so her number leaves its page and her account's deletion spares it", async () => {
    const { opener, owner, store } = await twoOwners();
    expect((await remove(owner, store.id, opener.user.id)).status).toBe(200);
    expect(await storeRow(store.id)).toEqual({ owner_id: owner.user.id, show_phone: 0 });

    const deleted = await t.api("DELETE /me", {
      headers: opener.headers,
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await storeRow(store.id)).toEqual({ owner_id: owner.user.id, show_phone: 0 });
    // She may open a store of her own again (a new account here, the old one being gone).
  });

  it("lets only the opener show her number on the store's page", async () => {
    const { opener, owner } = await twoOwners();
    const shown = (who: Login) =>
      t.api("PATCH /vendors/me", { json: { showPhone: true }, headers: who.headers });
    const refused = await shown(owner);
    expect(refused.status).toBe(403);
    expect(refused.refusal.code).toBe("NOT_YOUR_NUMBER");
    expect((await shown(opener)).status).toBe(200);
  });
});

describe("an owner who steps down or is removed", () => {
  it("takes back the invitations she sent", async () => {
    const { opener, owner, store } = await twoOwners();
    const sent = await t.api("POST /vendors/:id/invitations", {
      param: { id: store.id },
      json: { role: "owner", email: "second-address@example.test" },
      headers: owner.headers,
    });
    expect(sent.status).toBe(200);
    const demoted = await t.api("PATCH /vendors/:id/members/:userId", {
      param: { id: store.id, userId: owner.user.id },
      json: { role: "manager" },
      headers: opener.headers,
    });
    expect(demoted.status).toBe(200);
    const invitation = await t.db
      .selectFrom("store_invitation")
      .select("withdrawn_at")
      .where("id", "=", sent.json.id)
      .executeTakeFirstOrThrow();
    expect(invitation.withdrawn_at).not.toBeNull();
  });
});

describe("two owners at once", () => {
  it("demoting each other: one goes through, the store keeps an owner", async () => {
    const { opener, owner, store } = await twoOwners();
    const demote = (by: Login, userId: string) =>
      t.api("PATCH /vendors/:id/members/:userId", {
        param: { id: store.id, userId },
        json: { role: "carer" },
        headers: by.headers,
      });
    const statuses = (
      await Promise.all([demote(opener, owner.user.id), demote(owner, opener.user.id)])
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const owners = await t.db
      .selectFrom("store_member")
      .select("user_id")
      .where("vendor_id", "=", store.id)
      .where("role", "=", "owner")
      .execute();
    expect(owners).toHaveLength(1);
  });

  it("removing each other: one goes through, the store keeps its owner", async () => {
    const { opener, owner, store } = await twoOwners();
    const statuses = (
      await Promise.all([
        remove(opener, store.id, owner.user.id),
        remove(owner, store.id, opener.user.id),
      ])
    ).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const members = await t.db
      .selectFrom("store_member")
      .select("role")
      .where("vendor_id", "=", store.id)
      .execute();
    expect(members).toEqual([{ role: "owner" }]);
  });
});

it("refuses invitations from a store the admin has not listed", async () => {
  const opener = await t.login();
  const store = await makeStore(t.deps, { owner_id: opener.user.id, status: "pending" });
  const refused = await t.api("POST /vendors/:id/invitations", {
    param: { id: store.id },
    json: { role: "carer", email: "volunteer@example.test" },
    headers: opener.headers,
  });
  expect(refused.status).toBe(409);
  expect(refused.refusal.code).toBe("STORE_NOT_LISTED");
  const sent = await t.db
    .selectFrom("store_invitation")
    .select("id")
    .where("vendor_id", "=", store.id)
    .execute();
  expect(sent).toEqual([]);
});
