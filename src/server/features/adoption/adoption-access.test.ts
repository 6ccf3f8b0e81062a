import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "../../../contract/pets";
import { STORE_MOVES } from "../../../contract/adoption";
import { makeApplication, makePet, makeStore } from "../../db/factories";
import type { ApiRefusal } from "../../api-schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apply, requestFor, storeWithPet } from "../../test/adoption-requests";

/** What these tests read of any call: its status and the body as a refusal. */
type Refusable = { status: number; refusal: ApiRefusal };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("who may do what", () => {
  it("a signed-out caller is refused on every route and nothing changes", async () => {
    const { store, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);
    const calls: [string, () => Promise<Refusable>][] = [
      [
        "POST /adoptPet/:pet_id",
        () =>
          t.api("POST /adoptPet/:pet_id", { param: { pet_id: pet.id }, json: requestFor(pet.id) }),
      ],
      ["GET /applications", () => t.api("GET /applications")],
      [
        "POST /applications/:id/withdraw",
        () => t.api("POST /applications/:id/withdraw", { param: { id } }),
      ],
      [
        "GET /vendors/:id/applications",
        () => t.api("GET /vendors/:id/applications", { param: { id: store.id } }),
      ],
      [
        "POST /vendors/applications/:id/update",
        () =>
          t.api("POST /vendors/applications/:id/update", {
            param: { id },
            json: { status: "Approved" },
          }),
      ],
    ];
    for (const [route, call] of calls) {
      const response = await call();
      expect(response.status, route).toBe(401);
      expect(response.refusal).toEqual({ error: "Not logged in", code: "UNAUTHORIZED" });
    }
    const stored = await t.db
      .selectFrom("application")
      .select("status")
      .where("pet_id", "=", pet.id)
      .execute();
    expect(stored).toEqual([{ status: "pending" }]);
  });

  it("another store's owner can neither list nor answer the store's requests", async () => {
    const { store, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);
    const rival = await t.login();
    await makeStore(t.deps, { owner_id: rival.user.id });

    const list = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: rival.headers,
    });
    expect(list.status).toBe(403);
    expect(list.refusal.error).toBe("This store is not yours");

    const update = await t.api("POST /vendors/applications/:id/update", {
      param: { id },
      json: { status: "Approved" },
      headers: rival.headers,
    });
    expect(update.status).toBe(403);
    expect(update.refusal.error).toBe("This request is for another store");

    // The applicant cannot answer their own request either.
    const self = await t.api("POST /vendors/applications/:id/update", {
      param: { id },
      json: { status: "Approved" },
      headers: applicant.headers,
    });
    expect(self.status).toBe(403);

    const stored = await t.db
      .selectFrom("application")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("pending");
  });

  it("only the applicant can withdraw; nobody else sees the request in their list", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);
    for (const caller of [owner, await t.login()]) {
      const response = await t.api("POST /applications/:id/withdraw", {
        param: { id },
        headers: caller.headers,
      });
      expect(response.status).toBe(403);
      expect(response.refusal.error).toBe("This adoption request is not yours");
      const mine = await t.api("GET /applications", { headers: caller.headers });
      expect(mine.json).toEqual([]);
    }
  });

  it("unknown ids are 404s, malformed ones 400s", async () => {
    const user = await t.login();
    const { headers } = user;
    const list = (id: string) => t.api("GET /vendors/:id/applications", { param: { id }, headers });
    const update = (id: string) =>
      t.api("POST /vendors/applications/:id/update", {
        param: { id },
        json: { status: "Approved" },
        headers,
      });
    const withdraw = (id: string) =>
      t.api("POST /applications/:id/withdraw", { param: { id }, headers });
    const cases: [string, () => Promise<Refusable>, number][] = [
      ["GET /vendors/987654/applications", () => list("987654"), 404],
      ["POST /vendors/applications/987654/update", () => update("987654"), 404],
      ["POST /applications/987654/withdraw", () => withdraw("987654"), 404],
      ["GET /vendors/x/applications", () => list("x"), 400],
      ["POST /vendors/applications/1e3/update", () => update("1e3"), 400],
      ["POST /applications/-1/withdraw", () => withdraw("-1"), 400],
    ];
    for (const [label, call, status] of cases) {
      const response = await call();
      expect(response.status, label).toBe(status);
      expect(typeof response.refusal.error).toBe("string");
    }
  });
});

describe("the store's moves", () => {
  const cases = APPLICATION_STATUSES.flatMap((from) =>
    APPLICATION_STATUSES.map((to) => [from, to, STORE_MOVES[from].includes(to)] as const),
  );

  let world: Awaited<ReturnType<typeof storeWithPet>>;
  beforeAll(async () => {
    world = await storeWithPet(t);
  });

  it.each(cases)("%s → %s allowed: %s", async (from, to, isAllowed) => {
    const { owner, store } = world;
    const pet = await makePet(t.deps, { vendor_id: store.id });
    const application = await makeApplication(t.deps, { pet_id: pet.id, status: from });
    const response = await t.api("POST /vendors/applications/:id/update", {
      param: { id: application.id },
      json: { status: to },
      headers: owner.headers,
    });
    expect(response.status).toBe(isAllowed ? 200 : 409);
    const stored = await t.db
      .selectFrom("application")
      .select("status")
      .where("id", "=", application.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(isAllowed ? to : from);
    if (!isAllowed) {
      expect(response.refusal.code).toBe("STATUS_MOVE_REFUSED");
      expect(response.refusal.error).toMatch(/^(This|The|Only|A) /);
    }
  });

  it("an unknown status word is a 400", async () => {
    const { owner, pet, applicant } = world;
    const id = await apply(t, applicant.headers, pet.id);
    // Not a status the contract knows, so sent as it is.
    const response = await t.request("POST", `/api/vendors/applications/${id}/update`, {
      body: { status: "approved" },
      headers: owner.headers,
    });
    expect(response.status).toBe(400);
    expect(response.refusal.error).toBe(
      "status must be one of pending, Approved, Rejected, Withdrawn, Adopted",
    );
  });
});
