import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "../../../contract/pets";
import { STORE_MOVES } from "../../../contract/adoption";
import { makeApplication, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apply, requestFor, storeWithPet } from "../../test/adoption-requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("who may do what", () => {
  it("a signed-out caller is refused on every route and nothing changes", async () => {
    const { store, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);
    const calls: [string, string, unknown?][] = [
      ["POST", `/api/adoptPet/${pet.id}`, requestFor(pet.id)],
      ["GET", "/api/applications"],
      ["POST", `/api/applications/${id}/withdraw`],
      ["GET", `/api/vendors/${store.id}/applications`],
      ["POST", `/api/vendors/applications/${id}/update`, { status: "Approved" }],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.request(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.json).toEqual({ error: "Not logged in", code: "UNAUTHORIZED" });
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

    const list = await t.request("GET", `/api/vendors/${store.id}/applications`, {
      headers: rival.headers,
    });
    expect(list.status).toBe(403);
    expect(list.json.error).toBe("This store is not yours");

    const update = await t.request("POST", `/api/vendors/applications/${id}/update`, {
      body: { status: "Approved" },
      headers: rival.headers,
    });
    expect(update.status).toBe(403);
    expect(update.json.error).toBe("This request is for another store");

    // The applicant cannot answer their own request either.
    const self = await t.request("POST", `/api/vendors/applications/${id}/update`, {
      body: { status: "Approved" },
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
      const response = await t.request("POST", `/api/applications/${id}/withdraw`, {
        headers: caller.headers,
      });
      expect(response.status).toBe(403);
      expect(response.json.error).toBe("This adoption request is not yours");
      const mine = await t.request("GET", "/api/applications", { headers: caller.headers });
      expect(mine.json).toEqual([]);
    }
  });

  it("unknown ids are 404s, malformed ones 400s", async () => {
    const user = await t.login();
    const cases: [string, string, unknown, number][] = [
      ["GET", "/api/vendors/987654/applications", undefined, 404],
      ["POST", "/api/vendors/applications/987654/update", { status: "Approved" }, 404],
      ["POST", "/api/applications/987654/withdraw", undefined, 404],
      ["GET", "/api/vendors/x/applications", undefined, 400],
      ["POST", "/api/vendors/applications/1e3/update", { status: "Approved" }, 400],
      ["POST", "/api/applications/-1/withdraw", undefined, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const response = await t.request(method, path, { body, headers: user.headers });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(typeof response.json.error).toBe("string");
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
    const response = await t.request("POST", `/api/vendors/applications/${application.id}/update`, {
      body: { status: to },
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
      expect(response.json.code).toBe("STATUS_MOVE_REFUSED");
      expect(response.json.error).toMatch(/^(This|The|Only|A) /);
    }
  });

  it("an unknown status word is a 400", async () => {
    const { owner, pet, applicant } = world;
    const id = await apply(t, applicant.headers, pet.id);
    const response = await t.request("POST", `/api/vendors/applications/${id}/update`, {
      body: { status: "approved" },
      headers: owner.headers,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toBe(
      "status must be one of pending, Approved, Rejected, Withdrawn, Adopted",
    );
  });
});
