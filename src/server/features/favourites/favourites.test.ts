import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makePet, makePetImage, makeStore } from "../../db/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const favouriteIds = async (headers: Record<string, string>) => {
  const response = await t.api("GET /favourites", { headers });
  expect(response.status).toBe(200);
  return response.json.map((item) => item.pet.id);
};

describe("favourites", () => {
  it("asks a signed-out visitor to log in", async () => {
    const pet = await makePet(t.deps);
    const param = { petId: pet.id };
    const responses = {
      "GET /favourites": await t.api("GET /favourites"),
      "GET /favourites/:petId": await t.api("GET /favourites/:petId", { param }),
      "PUT /favourites/:petId": await t.api("PUT /favourites/:petId", { param }),
      "DELETE /favourites/:petId": await t.api("DELETE /favourites/:petId", { param }),
    };
    for (const [route, response] of Object.entries(responses)) {
      expect(response.status, route).toBe(401);
      expect(response.refusal).toEqual({ error: "Not logged in", code: "UNAUTHORIZED" });
    }
  });

  it("hearts a pet, shows it as a card, and un-hearts it; both are idempotent", async () => {
    const { headers } = await t.login();
    const pet = await makePet(t.deps, { name: "Momo" });
    const image = await makePetImage(t.deps, { pet_id: pet.id });
    const param = { petId: pet.id };

    expect((await t.api("GET /favourites/:petId", { param, headers })).json).toEqual({
      pet_id: pet.id,
      is_favourite: false,
    });
    for (let i = 0; i < 2; i++) {
      const put = await t.api("PUT /favourites/:petId", { param, headers });
      expect(put.status).toBe(200);
      expect(put.json).toEqual({ pet_id: pet.id, is_favourite: true });
    }
    expect((await t.api("GET /favourites/:petId", { param, headers })).json.is_favourite).toBe(
      true,
    );
    const list = await t.api("GET /favourites", { headers });
    expect(list.json).toHaveLength(1);
    expect(list.json[0]).toMatchObject({
      pet: { id: pet.id, name: "Momo" },
      image: { image_key: image.image_key },
    });
    expect(list.headers.get("cache-control")).toBe("private, no-store");

    for (let i = 0; i < 2; i++) {
      const deleted = await t.api("DELETE /favourites/:petId", { param, headers });
      expect(deleted.status).toBe(200);
      expect(deleted.json).toEqual({ pet_id: pet.id, is_favourite: false });
    }
    expect(await favouriteIds(headers)).toEqual([]);
  });

  it("lists the most recently hearted first, and only the caller's own", async () => {
    const asha = await t.login();
    const bikash = await t.login();
    const first = await makePet(t.deps);
    const second = await makePet(t.deps);
    await t.api("PUT /favourites/:petId", { param: { petId: first.id }, headers: asha.headers });
    // Hearts are ordered by their time, to the millisecond: the second is given on a later one.
    const firstHeartedBy = Date.now();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(firstHeartedBy), { interval: 1 });
    await t.api("PUT /favourites/:petId", { param: { petId: second.id }, headers: asha.headers });
    await t.api("PUT /favourites/:petId", { param: { petId: first.id }, headers: bikash.headers });

    expect(await favouriteIds(asha.headers)).toEqual([second.id, first.id]);
    expect(await favouriteIds(bikash.headers)).toEqual([first.id]);
  });

  it("refuses to heart a pet the caller may not see, an unknown pet or a malformed id", async () => {
    const { headers } = await t.login();
    const draft = await makePet(t.deps, { post_status: "draft" });
    expect(
      (await t.api("PUT /favourites/:petId", { param: { petId: draft.id }, headers })).status,
    ).toBe(404);
    expect(
      (await t.api("PUT /favourites/:petId", { param: { petId: 987654 }, headers })).status,
    ).toBe(404);
    for (const method of ["GET", "PUT", "DELETE"]) {
      // An id that is not a number, which the typed path would not take.
      const response = await t.request(method, "/api/favourites/abc", { headers });
      expect(response.status).toBe(400);
      expect(response.refusal.error).toBe("The pet id must be a number");
    }
    expect(await favouriteIds(headers)).toEqual([]);
  });

  it("keeps adopted favourites on the list and drops those that are no longer public", async () => {
    const { headers } = await t.login();
    const store = await makeStore(t.deps);
    const adopted = await makePet(t.deps, { vendor_id: store.id });
    const withdrawn = await makePet(t.deps, { vendor_id: store.id });
    for (const pet of [adopted, withdrawn]) {
      await t.api("PUT /favourites/:petId", { param: { petId: pet.id }, headers });
    }
    await t.db
      .updateTable("pet")
      .set({ post_status: "adopted" })
      .where("id", "=", adopted.id)
      .execute();
    await t.db
      .updateTable("pet")
      .set({ post_status: "draft" })
      .where("id", "=", withdrawn.id)
      .execute();
    expect(await favouriteIds(headers)).toEqual([adopted.id]);

    await t.db
      .updateTable("vendor")
      .set({ status: "pending" })
      .where("id", "=", store.id)
      .execute();
    expect(await favouriteIds(headers)).toEqual([]);
  });

  it("goes away with its pet", async () => {
    const { headers } = await t.login();
    const pet = await makePet(t.deps);
    await t.api("PUT /favourites/:petId", { param: { petId: pet.id }, headers });
    await t.db.deleteFrom("pet").where("id", "=", pet.id).execute();
    const rows = await t.db
      .selectFrom("favourite")
      .where("pet_id", "=", pet.id)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses a change sent with the session cookie from another site", async () => {
    const { cookie } = await t.login();
    const pet = await makePet(t.deps);
    const response = await t.api("PUT /favourites/:petId", {
      param: { petId: pet.id },
      headers: { Cookie: cookie, Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    const same = await t.api("PUT /favourites/:petId", {
      param: { petId: pet.id },
      headers: { Cookie: cookie, Origin: TEST_ORIGIN },
    });
    expect(same.status).toBe(200);
  });
});
