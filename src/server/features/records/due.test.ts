import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMember, makeStore } from "../../db/factories";
import { makeHealthRecord, storeWithDueItems } from "../../test/health-records";
import { createTestApp, type TestApp } from "../../test/test-app";

/** A store's due list: exactly the open items within a week of its reader's day, of animals in care. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TODAY = "2026-03-10";

const dueOf = (storeId: number, headers?: Record<string, string>, today?: string) =>
  t.api("GET /vendors/:id/due", { param: { id: storeId }, query: today ? { today } : {}, headers });

describe("the due list", () => {
  it("holds the overdue and the due within 7 days of open series of animals in care, nothing else", async () => {
    const { owner, store, overdue, inSeven, returned } = await storeWithDueItems(t, TODAY);
    const response = await dueOf(store.id, owner.headers, TODAY);
    expect(response.status, response.text).toBe(200);
    expect(response.json.today).toBe(TODAY);
    expect(response.json.items).toEqual([
      {
        record_id: overdue.id,
        pet_id: overdue.pet_id,
        pet_name: "Kalu",
        kind: "vaccination",
        vaccine: "dhpp",
        treatment: null,
        next_due_on: "2026-03-09",
        overdue: true,
      },
      {
        record_id: returned.id,
        pet_id: returned.pet_id,
        pet_name: "Moti",
        kind: "vaccination",
        vaccine: "rabies",
        treatment: null,
        next_due_on: TODAY,
        overdue: false,
      },
      {
        record_id: inSeven.id,
        pet_id: inSeven.pet_id,
        pet_name: "Kalu",
        kind: "deworming",
        vaccine: null,
        treatment: "Albendazole",
        next_due_on: "2026-03-17",
        overdue: false,
      },
    ]);
  });

  it("is read by the team (a carer too), not by a foster, a stranger or another store", async () => {
    const { store } = await storeWithDueItems(t, TODAY);
    const carer = await t.login();
    const foster = await t.login();
    await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });
    await makeMember(t.deps, { vendor_id: store.id, user_id: foster.user.id, role: "foster" });
    expect((await dueOf(store.id, carer.headers, TODAY)).json.items).toHaveLength(3);
    expect((await dueOf(store.id, foster.headers)).refusal.code).toBe("ROLE_NOT_ALLOWED");
    expect((await dueOf(store.id, (await t.login()).headers)).refusal.code).toBe("NOT_YOUR_STORE");
    expect((await dueOf(store.id, undefined)).status).toBe(401);
    expect((await dueOf(store.id, carer.headers, "10-03-2026")).status).toBe(400);
  });

  it("ticks an item off: the same care given today, due again after the same interval", async () => {
    const { owner, store, pet } = await storeWithDueItems(t, TODAY);
    const given = await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      vaccine: "rabies",
      given_on: "2025-01-01",
      next_due_on: "2025-12-27",
    });
    const done = await t.api("POST /vendors/:id/due/:recordId/done", {
      param: { id: store.id, recordId: given.id },
      json: { given_on: "2026-01-05" },
      headers: owner.headers,
    });
    expect(done.status, done.text).toBe(201);
    expect(done.json).toMatchObject({
      kind: "vaccination",
      vaccine: "rabies",
      given_on: "2026-01-05",
      next_due_on: "2026-12-31",
    });
    const closed = await t.db
      .selectFrom("health_record")
      .select("followed_by")
      .where("id", "=", given.id)
      .executeTakeFirstOrThrow();
    expect(closed.followed_by).toBe(done.json.id);
    const otherStore = await makeStore(t.deps);
    const elsewhere = await t.api("POST /vendors/:id/due/:recordId/done", {
      param: { id: otherStore.id, recordId: given.id },
      json: {},
      headers: owner.headers,
    });
    expect(elsewhere.refusal.code).toBe("NOT_YOUR_STORE");
    const future = await t.api("POST /vendors/:id/due/:recordId/done", {
      param: { id: store.id, recordId: given.id },
      json: { given_on: "2030-01-01" },
      headers: owner.headers,
    });
    expect([future.status, future.refusal.code]).toEqual([400, "RECORD_DATE_FUTURE"]);
  });

  it("does an item once: two taps at once write one record, and what is not due is refused", async () => {
    const { owner, store, pet } = await storeWithDueItems(t, TODAY);
    const given = await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      vaccine: "rabies",
      given_on: "2025-03-01",
      next_due_on: "2026-03-01",
    });
    const done = () =>
      t.api("POST /vendors/:id/due/:recordId/done", {
        param: { id: store.id, recordId: given.id },
        json: {},
        headers: owner.headers,
      });
    const count = async () =>
      (await t.db.selectFrom("health_record").select("id").where("pet_id", "=", pet.id).execute())
        .length;
    const before = await count();
    const [first, second] = await Promise.all([done(), done()]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first, second].find((r) => r.status === 409)!.refusal.code).toBe("NOT_DUE");
    expect(await count()).toBe(before + 1);
    // Once more, later: answered already.
    expect((await done()).refusal.code).toBe("NOT_DUE");
    // A weight has no next day: there is nothing to do again.
    const weighed = await makeHealthRecord(t.deps, {
      pet_id: pet.id,
      kind: "weight",
      vaccine: null,
      weight_kg: 12,
      given_on: "2026-03-01",
    });
    const weightDone = await t.api("POST /vendors/:id/due/:recordId/done", {
      param: { id: store.id, recordId: weighed.id },
      json: {},
      headers: owner.headers,
    });
    expect([weightDone.status, weightDone.refusal.code]).toEqual([409, "NOT_DUE"]);
    expect(await count()).toBe(before + 2);
  });
});
