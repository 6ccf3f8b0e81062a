import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makeMember, makePet, makeStore } from "../../db/factories";
import { apply } from "../../test/adoption-requests";
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

const decide = (id: number, who: Login, status: "Approved" | "Rejected" | "Adopted") =>
  t.api("POST /vendors/applications/:id/update", {
    param: { id },
    json: { status },
    headers: who.headers,
  });

const linesOf = async (storeId: number, who: Login) =>
  (await activityOf(storeId, who)).json.lines.map((line) => ({
    action: line.action,
    actor: line.actor?.name ?? null,
    pet: line.pet?.name ?? null,
    applicant: line.applicant_name,
  }));

describe("what the activity records", () => {
  it("attributes a manager's approval to her, in the activity and the store's timeline, never to the applicant", async () => {
    const { owner, manager, store } = await team();
    const pet = await makePet(t.deps, { vendor_id: store.id, name: "Kalu" });
    const applicant = await t.login({ firstName: "Ram", lastName: "Thapa" });
    const id = await apply(t, applicant.headers, pet.id);
    const approved = await decide(id, manager, "Approved");
    expect(approved.status, approved.text).toBe(200);
    expect(approved.json.history.map((step) => [step.status, step.by])).toEqual([
      ["pending", null],
      ["Approved", "Gita Gurung"],
    ]);
    expect(await linesOf(store.id, owner)).toEqual([
      { action: "request_approved", actor: "Gita Gurung", pet: "Kalu", applicant: "Sita Rai" },
    ]);
    const line = (await activityOf(store.id, owner)).json.lines[0]!;
    expect(line.application_id).toBe(id);

    const mine = await t.api("GET /applications", { headers: applicant.headers });
    expect(mine.json[0]!.history.map((step) => step.status)).toEqual(["pending", "Approved"]);
    for (const step of mine.json[0]!.history) expect(Object.keys(step)).not.toContain("by");
    expect(mine.text).not.toContain("Gita");
  });

  it("refuses a carer's approval with ROLE_NOT_ALLOWED and records nothing", async () => {
    const { owner, carer, store } = await team();
    const pet = await makePet(t.deps, { vendor_id: store.id, name: "Kalu" });
    const applicant = await t.login();
    const id = await apply(t, applicant.headers, pet.id);
    const refused = await decide(id, carer, "Approved");
    expect(refused.status).toBe(403);
    expect(refused.refusal.code).toBe("ROLE_NOT_ALLOWED");
    expect(await linesOf(store.id, owner)).toEqual([]);
  });

  it("keeps a removed member's name on her past lines", async () => {
    const { owner, manager, store } = await team();
    const pet = await makePet(t.deps, { vendor_id: store.id, name: "Kalu" });
    const applicant = await t.login();
    const id = await apply(t, applicant.headers, pet.id);
    expect((await decide(id, manager, "Rejected")).status).toBe(200);
    await t.db
      .deleteFrom("store_member")
      .where("vendor_id", "=", store.id)
      .where("user_id", "=", manager.user.id)
      .execute();
    expect(await linesOf(store.id, owner)).toEqual([
      { action: "request_rejected", actor: "Gita Gurung", pet: "Kalu", applicant: "Sita Rai" },
    ]);
    const requests = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: owner.headers,
    });
    expect(requests.json[0]!.history.at(-1)).toMatchObject({
      status: "Rejected",
      by: "Gita Gurung",
    });
    // She no longer reads the store's activity.
    expect((await activityOf(store.id, manager)).status).toBe(403);
  });

  it("records the handover, the return, a pet's life, the agreement, the questions and the settings", async () => {
    const { owner, manager, store } = await team();
    const category = await makeCategory(t.deps);
    const added = await t.api("POST /pets", {
      json: {
        vendor_id: store.id,
        name: "Maya",
        description: "A calm old dog.",
        category_id: category.id,
        gender: "female",
        post_status: "draft",
      },
      headers: manager.headers,
    });
    expect(added.status, added.text).toBe(200);
    const petId = added.json.id;
    const patch = (json: Record<string, unknown>) =>
      t.api("PATCH /pets/:id", { param: { id: petId }, json, headers: manager.headers });
    expect((await patch({ post_status: "published" })).status).toBe(200);
    // The fee is the owner's to set (store-roles.ts: fees).
    const fee = await t.api("PATCH /pets/:id", {
      param: { id: petId },
      json: { fee: 500 },
      headers: owner.headers,
    });
    expect(fee.status).toBe(200);
    expect((await patch({ name: "Maya Rani" })).status).toBe(200);

    const applicant = await t.login();
    const id = await apply(t, applicant.headers, petId);
    expect((await decide(id, owner, "Approved")).status).toBe(200);
    expect((await decide(id, owner, "Adopted")).status).toBe(200);
    const returned = await t.api("POST /vendors/applications/:id/return", {
      param: { id },
      json: {},
      headers: manager.headers,
    });
    expect(returned.status, returned.text).toBe(200);
    expect(
      (await t.api("DELETE /pets/:id", { param: { id: petId }, headers: manager.headers })).status,
    ).toBe(200);

    const agreement = await t.api("PUT /vendors/me/agreement", {
      json: { text: "I will keep her indoors at night." },
      headers: manager.headers,
    });
    expect(agreement.status, agreement.text).toBe(200);
    const questions = await t.api("PUT /vendors/me/questions", {
      json: { questions: [{ label: "Do you have a garden?", kind: "text", required: false }] },
      headers: manager.headers,
    });
    expect(questions.status, questions.text).toBe(200);
    const settings = await t.api("PATCH /vendors/me", {
      json: { storeName: "Pokhara Paws" },
      headers: owner.headers,
    });
    expect(settings.status, settings.text).toBe(200);

    expect((await linesOf(store.id, owner)).reverse()).toEqual([
      { action: "pet_added", actor: "Gita Gurung", pet: "Maya", applicant: null },
      { action: "pet_published", actor: "Gita Gurung", pet: "Maya", applicant: null },
      { action: "fee_changed", actor: "Sujata Gurung", pet: "Maya", applicant: null },
      { action: "pet_edited", actor: "Gita Gurung", pet: "Maya Rani", applicant: null },
      {
        action: "request_approved",
        actor: "Sujata Gurung",
        pet: "Maya Rani",
        applicant: "Sita Rai",
      },
      {
        action: "request_adopted",
        actor: "Sujata Gurung",
        pet: "Maya Rani",
        applicant: "Sita Rai",
      },
      { action: "request_returned", actor: "Gita Gurung", pet: "Maya Rani", applicant: "Sita Rai" },
      { action: "pet_removed", actor: "Gita Gurung", pet: "Maya Rani", applicant: null },
      { action: "agreement_changed", actor: "Gita Gurung", pet: null, applicant: null },
      { action: "questions_changed", actor: "Gita Gurung", pet: null, applicant: null },
      { action: "store_changed", actor: "Sujata Gurung", pet: null, applicant: null },
    ]);
  });
});
