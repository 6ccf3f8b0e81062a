import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMember, makePet, makeStore } from "../../db/factories";
import { makeCommunityDog } from "../../db/factories-street-rows";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * A store's team (docs/decisions/048-store-teams.md): every member reads it, only owners change
 * roles and remove others, anyone may leave, a store keeps at least one owner, and a removed
 * member loses access with her very next call.
 */
type Login = Awaited<ReturnType<TestApp["login"]>>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A store with an owner, a manager and a carer, a member of another store, and a stranger. */
async function team() {
  const owner = await t.login({ firstName: "Sita" });
  const manager = await t.login({ firstName: "Maya" });
  const carer = await t.login({ firstName: "Kiran" });
  const otherMember = await t.login({ firstName: "Hari" });
  const stranger = await t.login({ firstName: "Ram" });
  const store = await makeStore(t.deps, { owner_id: owner.user.id, title: "Pokhara Paws" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: manager.user.id, role: "manager" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });
  await makeStore(t.deps, { owner_id: otherMember.user.id });
  return { owner, manager, carer, otherMember, stranger, store };
}

const members = (storeId: number) =>
  t.db
    .selectFrom("store_member")
    .select(["user_id", "role"])
    .where("vendor_id", "=", storeId)
    .orderBy("user_id")
    .execute();

const activity = (storeId: number) =>
  t.db
    .selectFrom("store_activity")
    .select(["action", "actor_id", "detail"])
    .where("vendor_id", "=", storeId)
    .orderBy("id")
    .execute();

describe("GET /vendors/:id/team", () => {
  it("shows every member to each of them; the open invitations only to owners", async () => {
    const w = await team();
    const invited = await t.api("POST /vendors/:id/invitations", {
      param: { id: w.store.id },
      json: { role: "carer", email: "newcomer@example.test" },
      headers: w.owner.headers,
    });
    expect(invited.status).toBe(200);

    const asOwner = await t.api("GET /vendors/:id/team", {
      param: { id: w.store.id },
      headers: w.owner.headers,
    });
    expect(asOwner.status).toBe(200);
    expect(asOwner.json.my_role).toBe("owner");
    expect(asOwner.json.store).toEqual({ id: w.store.id, title: "Pokhara Paws" });
    expect(asOwner.json.members.map((m) => [m.name, m.role, m.is_me])).toEqual([
      ["Sita Gurung", "owner", true],
      ["Maya Gurung", "manager", false],
      ["Kiran Gurung", "carer", false],
    ]);
    expect(asOwner.json.invitations.map((i) => [i.email, i.role, i.invited_by])).toEqual([
      ["newcomer@example.test", "carer", "Sita Gurung"],
    ]);
    expect(asOwner.json.my_notices).toEqual({ mail: true, sms: true, digest: true });

    for (const [who, role] of [
      [w.manager, "manager"],
      [w.carer, "carer"],
    ] as const) {
      const response = await t.api("GET /vendors/:id/team", {
        param: { id: w.store.id },
        headers: who.headers,
      });
      expect(response.status).toBe(200);
      expect(response.json.my_role).toBe(role);
      expect(response.json.members).toHaveLength(3);
      expect(response.json.invitations).toEqual([]);
    }
  });

  it("refuses another store's member and a stranger (403), and the signed-out (401)", async () => {
    const w = await team();
    for (const who of [w.otherMember, w.stranger]) {
      const response = await t.api("GET /vendors/:id/team", {
        param: { id: w.store.id },
        headers: who.headers,
      });
      expect(response.status).toBe(403);
      expect(response.refusal.code).toBe("NOT_YOUR_STORE");
    }
    const signedOut = await t.api("GET /vendors/:id/team", { param: { id: w.store.id } });
    expect(signedOut.status).toBe(401);
    const none = await t.api("GET /vendors/:id/team", {
      param: { id: 999_999 },
      headers: w.owner.headers,
    });
    expect(none.status).toBe(404);
  });
});

describe("PATCH /vendors/:id/members/:userId", () => {
  it("lets an owner change a role, and notes it in the activity", async () => {
    const w = await team();
    const response = await t.api("PATCH /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.carer.user.id },
      json: { role: "manager" },
      headers: w.owner.headers,
    });
    expect(response.status).toBe(200);
    expect(response.json.members.find((m) => m.user_id === w.carer.user.id)?.role).toBe("manager");
    expect((await activity(w.store.id)).at(-1)).toEqual({
      action: "member_role_changed",
      actor_id: w.owner.user.id,
      detail: JSON.stringify({ member_name: "Kiran Gurung", role: "manager" }),
    });
  });

  it("refuses every role but owner, and strangers; nobody raises herself", async () => {
    const w = await team();
    const before = await members(w.store.id);
    const cases: [Login, string, number, string][] = [
      [w.manager, w.manager.user.id, 403, "ROLE_NOT_ALLOWED"],
      [w.manager, w.carer.user.id, 403, "ROLE_NOT_ALLOWED"],
      [w.carer, w.carer.user.id, 403, "ROLE_NOT_ALLOWED"],
      [w.otherMember, w.carer.user.id, 403, "NOT_YOUR_STORE"],
      [w.stranger, w.stranger.user.id, 403, "NOT_YOUR_STORE"],
    ];
    for (const [who, userId, status, code] of cases) {
      const response = await t.api("PATCH /vendors/:id/members/:userId", {
        param: { id: w.store.id, userId },
        json: { role: "owner" },
        headers: who.headers,
      });
      expect([response.status, response.refusal.code]).toEqual([status, code]);
    }
    expect(await members(w.store.id)).toEqual(before);
  });

  it("keeps the last owner an owner (409 LAST_OWNER), but lets one of two step down", async () => {
    const w = await team();
    const alone = await t.api("PATCH /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.owner.user.id },
      json: { role: "manager" },
      headers: w.owner.headers,
    });
    expect([alone.status, alone.refusal.code]).toEqual([409, "LAST_OWNER"]);

    await t.api("PATCH /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.manager.user.id },
      json: { role: "owner" },
      headers: w.owner.headers,
    });
    const stepDown = await t.api("PATCH /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.owner.user.id },
      json: { role: "manager" },
      headers: w.owner.headers,
    });
    expect(stepDown.status).toBe(200);
    expect(stepDown.json.my_role).toBe("manager");
  });

  it("refuses an unknown role (400) and someone not on the team (404)", async () => {
    const w = await team();
    const before = await members(w.store.id);
    const badRole = await t.request(
      "PATCH",
      `/api/vendors/${w.store.id}/members/${w.carer.user.id}`,
      {
        body: { role: "admin" },
        headers: w.owner.headers,
      },
    );
    expect(badRole.status).toBe(400);
    expect(badRole.refusal.fields).toHaveProperty("role");
    const notMember = await t.api("PATCH /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.stranger.user.id },
      json: { role: "carer" },
      headers: w.owner.headers,
    });
    expect([notMember.status, notMember.refusal.code]).toEqual([404, "MEMBER_NOT_FOUND"]);
    expect(await members(w.store.id)).toEqual(before);
  });
});

describe("DELETE /vendors/:id/members/:userId", () => {
  it("lets an owner remove a member: her next call is refused, her past stays hers", async () => {
    const w = await team();
    const pet = await makePet(t.deps, { vendor_id: w.store.id });
    await t.db
      .insertInto("store_activity")
      .values({
        vendor_id: w.store.id,
        actor_id: w.manager.user.id,
        action: "pet_edited",
        pet_id: pet.id,
        detail: "{}",
        created_at: new Date().toISOString(),
      })
      .execute();
    const readBefore = await t.api("GET /vendors/:id/team", {
      param: { id: w.store.id },
      headers: w.manager.headers,
    });
    expect(readBefore.status).toBe(200);

    const removed = await t.api("DELETE /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.manager.user.id },
      headers: w.owner.headers,
    });
    expect(removed.status).toBe(200);

    const readAfter = await t.api("GET /vendors/:id/team", {
      param: { id: w.store.id },
      headers: w.manager.headers,
    });
    expect([readAfter.status, readAfter.refusal.code]).toEqual([403, "NOT_YOUR_STORE"]);
    const editAfter = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      json: { name: "Taken" },
      headers: w.manager.headers,
    });
    expect(editAfter.status).toBe(403);
    const lines = await activity(w.store.id);
    expect(lines.map((line) => [line.action, line.actor_id])).toEqual([
      ["pet_edited", w.manager.user.id],
      ["member_removed", w.owner.user.id],
    ]);
  });

  it("lets any member leave (member_left), but not the last owner", async () => {
    const w = await team();
    const left = await t.api("DELETE /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.carer.user.id },
      headers: w.carer.headers,
    });
    expect(left.status).toBe(200);
    expect((await activity(w.store.id)).at(-1)?.action).toBe("member_left");

    const lastOwner = await t.api("DELETE /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.owner.user.id },
      headers: w.owner.headers,
    });
    expect([lastOwner.status, lastOwner.refusal.code]).toEqual([409, "LAST_OWNER"]);
    expect((await members(w.store.id)).map((m) => m.role).sort()).toEqual(["manager", "owner"]);
  });

  it("stops naming a caretaker who is removed or leaves on the store's dogs, and only its own", async () => {
    const w = await team();
    const kamala = await t.login({ firstName: "Kamala" });
    const gita = await t.login({ firstName: "Gita" });
    const bina = await t.login({ firstName: "Bina" });
    const other = await makeStore(t.deps, { owner_id: bina.user.id });
    for (const [store, who] of [
      [w.store, kamala],
      [w.store, gita],
      [other, kamala],
    ] as const) {
      await makeMember(t.deps, { vendor_id: store.id, user_id: who.user.id, role: "caretaker" });
    }
    const kalu = await makeCommunityDog(t.deps, {
      vendor_id: w.store.id,
      caretaker_id: kamala.user.id,
    });
    const bhote = await makeCommunityDog(t.deps, {
      vendor_id: w.store.id,
      caretaker_id: gita.user.id,
    });
    const elsewhere = await makeCommunityDog(t.deps, {
      vendor_id: other.id,
      caretaker_id: kamala.user.id,
    });
    const caretakers = async () => {
      const rows = await t.db
        .selectFrom("community_dog")
        .select(["id", "caretaker_id"])
        .where("id", "in", [kalu.id, bhote.id, elsewhere.id])
        .orderBy("id")
        .execute();
      return rows.map((row) => row.caretaker_id);
    };
    const removed = await t.api("DELETE /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: kamala.user.id },
      headers: w.owner.headers,
    });
    expect(removed.status).toBe(200);
    expect(await caretakers()).toEqual([null, gita.user.id, kamala.user.id]);
    const left = await t.api("DELETE /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: gita.user.id },
      headers: gita.headers,
    });
    expect(left.status).toBe(200);
    expect(await caretakers()).toEqual([null, null, kamala.user.id]);

    // Nor one who stays in another role: only a caretaker keeps a dog.
    await makeMember(t.deps, { vendor_id: other.id, user_id: gita.user.id, role: "caretaker" });
    await t.db
      .updateTable("community_dog")
      .set({ caretaker_id: gita.user.id })
      .where("id", "=", elsewhere.id)
      .execute();
    const changed = await t.api("PATCH /vendors/:id/members/:userId", {
      param: { id: other.id, userId: gita.user.id },
      json: { role: "carer" },
      headers: bina.headers,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await caretakers()).toEqual([null, null, null]);
  });

  it("refuses a manager or carer removing someone else, and strangers", async () => {
    const w = await team();
    const before = await members(w.store.id);
    const cases: [Login, string, number, string][] = [
      [w.manager, w.carer.user.id, 403, "ROLE_NOT_ALLOWED"],
      [w.carer, w.manager.user.id, 403, "ROLE_NOT_ALLOWED"],
      [w.manager, w.owner.user.id, 403, "ROLE_NOT_ALLOWED"],
      [w.otherMember, w.carer.user.id, 403, "NOT_YOUR_STORE"],
      [w.stranger, w.stranger.user.id, 403, "NOT_YOUR_STORE"],
    ];
    for (const [who, userId, status, code] of cases) {
      const response = await t.api("DELETE /vendors/:id/members/:userId", {
        param: { id: w.store.id, userId },
        headers: who.headers,
      });
      expect([response.status, response.refusal.code]).toEqual([status, code]);
    }
    expect(await members(w.store.id)).toEqual(before);
  });
});

describe("PUT /vendors/:id/members/me/notices", () => {
  it("sets the caller's own notices, for every role; strangers are refused", async () => {
    const w = await team();
    for (const who of [w.owner, w.manager, w.carer]) {
      const response = await t.api("PUT /vendors/:id/members/me/notices", {
        param: { id: w.store.id },
        json: { mail: false, sms: true },
        headers: who.headers,
      });
      expect(response.status).toBe(200);
    }
    const read = await t.api("GET /vendors/:id/team", {
      param: { id: w.store.id },
      headers: w.carer.headers,
    });
    // The digest's switch is left as it was when not sent.
    expect(read.json.my_notices).toEqual({ mail: false, sms: true, digest: true });
    const digestOff = await t.api("PUT /vendors/:id/members/me/notices", {
      param: { id: w.store.id },
      json: { mail: false, sms: true, digest: false },
      headers: w.carer.headers,
    });
    expect(digestOff.json).toEqual({ mail: false, sms: true, digest: false });
    const reread = await t.api("GET /vendors/:id/team", {
      param: { id: w.store.id },
      headers: w.carer.headers,
    });
    expect(reread.json.my_notices).toEqual({ mail: false, sms: true, digest: false });
    for (const who of [w.otherMember, w.stranger]) {
      const response = await t.api("PUT /vendors/:id/members/me/notices", {
        param: { id: w.store.id },
        json: { mail: false, sms: false },
        headers: who.headers,
      });
      expect([response.status, response.refusal.code]).toEqual([403, "NOT_YOUR_STORE"]);
    }
  });
});

describe("PUT /me/store", () => {
  it("chooses which of her stores /vendors/me acts for; not a member's store is refused", async () => {
    const w = await team();
    const own = await makeStore(t.deps, { owner_id: w.carer.user.id, title: "Kiran's Cats" });
    const mine = async () =>
      (await t.api("GET /vendors/me", { headers: w.carer.headers })).json.store?.vendor.id;
    const chose = await t.api("PUT /me/store", {
      json: { store_id: w.store.id },
      headers: w.carer.headers,
    });
    expect(chose.status).toBe(200);
    expect(await mine()).toBe(w.store.id);
    await t.api("PUT /me/store", { json: { store_id: own.id }, headers: w.carer.headers });
    expect(await mine()).toBe(own.id);

    const refused = await t.api("PUT /me/store", {
      json: { store_id: w.store.id },
      headers: w.stranger.headers,
    });
    expect([refused.status, refused.refusal.code]).toEqual([403, "NOT_YOUR_STORE"]);
  });
});
