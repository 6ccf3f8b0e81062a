import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_SEARCH_LIMIT } from "../../../contract/saved-searches";
import { makeCategory, makeSavedSearch } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/saved-searches", () => {
  it("saves the listing's query without its page, and lists it for its owner only", async () => {
    await makeCategory(t.deps, { category: "Hedgehog" });
    const asha = await t.login();
    const saved = await t.api("POST /saved-searches", {
      headers: asha.headers,
      json: { name: "  Young hedgehogs ", query: "?page=3&category=Hedgehog&age=baby,young" },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.json).toMatchObject({
      name: "Young hedgehogs",
      query: "age=baby,young&category=Hedgehog",
      paused: false,
    });

    const mine = await t.api("GET /saved-searches", { headers: asha.headers });
    expect(mine.json.searches.map((s) => s.id)).toEqual([saved.json.id]);
    const other = await t.login();
    const theirs = await t.api("GET /saved-searches", { headers: other.headers });
    expect(theirs.json.searches).toEqual([]);
  });

  it("refuses what the listing refuses, with a code", async () => {
    const { headers } = await t.login();
    const badAge = await t.api("POST /saved-searches", {
      headers,
      json: { name: "Odd", query: "age=ancient" },
    });
    expect(badAge.status).toBe(400);
    expect(badAge.refusal).toMatchObject({
      code: "INVALID_SEARCH",
      error: expect.stringContaining("age"),
    });
    const noSuchSpecies = await t.api("POST /saved-searches", {
      headers,
      json: { name: "Dragons", query: "category=Dragon" },
    });
    expect(noSuchSpecies.status).toBe(400);
    expect(noSuchSpecies.refusal.code).toBe("UNKNOWN_CATEGORY");
    const noName = await t.api("POST /saved-searches", {
      headers,
      json: { name: "   ", query: "" },
    });
    expect(noName.status).toBe(400);
    const rows = await t.db
      .selectFrom("saved_search")
      .select("id")
      .where("name", "in", ["Odd", "Dragons"])
      .execute();
    expect(rows).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} searches per person`, async () => {
    const { user, headers } = await t.login();
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) {
      await makeSavedSearch(t.deps, { user_id: user.id, name: `Search ${i}` });
    }
    const one = await t.api("POST /saved-searches", {
      headers,
      json: { name: "One too many", query: "gender=male" },
    });
    expect(one.status).toBe(409);
    expect(one.refusal.code).toBe("TOO_MANY_SAVED_SEARCHES");
  });
});

describe("PATCH and DELETE /api/saved-searches/{id}", () => {
  it("pauses, resumes and deletes her own search; another person's is not found", async () => {
    const { user, headers } = await t.login();
    const search = await makeSavedSearch(t.deps, { user_id: user.id });
    const stranger = await t.login();
    const param = { id: search.id };

    const theirs = await t.api("PATCH /saved-searches/:id", {
      param,
      headers: stranger.headers,
      json: { paused: true },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.refusal.code).toBe("SAVED_SEARCH_NOT_FOUND");
    expect(
      (await t.api("DELETE /saved-searches/:id", { param, headers: stranger.headers })).status,
    ).toBe(404);

    const paused = await t.api("PATCH /saved-searches/:id", {
      param,
      headers,
      json: { paused: true },
    });
    expect(paused.json).toMatchObject({ id: search.id, paused: true });
    const resumed = await t.api("PATCH /saved-searches/:id", {
      param,
      headers,
      json: { paused: false },
    });
    expect(resumed.json.paused).toBe(false);

    expect((await t.api("DELETE /saved-searches/:id", { param, headers })).json).toEqual({
      ok: true,
    });
    const gone = await t.db
      .selectFrom("saved_search")
      .where("id", "=", search.id)
      .selectAll()
      .execute();
    expect(gone).toEqual([]);
    expect((await t.api("DELETE /saved-searches/:id", { param, headers })).status).toBe(404);
  });
});
