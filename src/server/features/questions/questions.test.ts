import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet, makeQuestion, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/** A store's own questions for applicants (docs/product.md#the-stores-questions). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner() {
  const session = await t.login({ firstName: "Sujata", lastName: "Shrestha" });
  const store = await makeStore(t.deps, { owner_id: session.user.id });
  return { ...session, store };
}

type Questions = ApiInput<"PUT /vendors/me/questions">["json"]["questions"];

const put = (headers: Record<string, string>, questions: Questions) =>
  t.api("PUT /vendors/me/questions", { json: { questions }, headers });

const garden: Questions[number] = {
  label: "Do you have a garden?",
  kind: "yes_no",
  required: true,
};
const home: Questions[number] = {
  label: "Where will the dog sleep?",
  kind: "long_text",
  required: false,
};
const kind: Questions[number] = {
  label: "What kind of home is it?",
  kind: "choice",
  required: true,
  choices: ["Flat", "House", "Farm"],
};

describe("GET and PUT /api/vendors/me/questions", () => {
  it("keeps the list in its order, and the ids of the questions kept", async () => {
    const { headers } = await owner();
    expect((await t.api("GET /vendors/me/questions", { headers })).json).toEqual({
      questions: [],
    });

    const first = await put(headers, [garden, home, kind]);
    expect(first.status).toBe(200);
    expect(first.json.questions).toEqual([
      { id: expect.any(Number), ...garden },
      { id: expect.any(Number), ...home },
      { id: expect.any(Number), ...kind },
    ]);
    const [gardenId, homeId, kindId] = first.json.questions.map((q) => q.id);

    // Reordered, one edited, one removed, one new: the kept ones keep their ids.
    const second = await put(headers, [
      { id: kindId, ...kind, choices: ["Flat", "House"] },
      { label: "How many people live with you?", kind: "number", required: false },
      { id: gardenId, ...garden, label: "Is your garden fenced?" },
    ]);
    expect(second.status).toBe(200);
    const read = await t.api("GET /vendors/me/questions", { headers });
    expect(read.json).toEqual(second.json);
    expect(read.json.questions).toEqual([
      { id: kindId, ...kind, choices: ["Flat", "House"] },
      {
        id: expect.any(Number),
        label: "How many people live with you?",
        kind: "number",
        required: false,
      },
      { id: gardenId, ...garden, label: "Is your garden fenced?" },
    ]);
    expect(read.json.questions.map((q) => q.id)).not.toContain(homeId);

    expect((await put(headers, [])).json).toEqual({ questions: [] });
  });

  it.each([
    ["more than 15 questions", Array.from({ length: 16 }, (_, i) => ({ ...home, label: `Q${i}` }))],
    ["a question without text", [{ ...garden, label: "   " }]],
    ["a question of 201 characters", [{ ...garden, label: "a".repeat(201) }]],
    ["a question on two lines", [{ ...garden, label: "Garden?\nFenced?" }]],
    ["the same question twice", [garden, { ...home, label: " do you HAVE a garden? " }]],
    ["an unknown kind", [{ ...garden, kind: "date" }]],
    ["required missing", [{ label: "Garden?", kind: "yes_no" }]],
    ["a choice question with one choice", [{ ...kind, choices: ["Flat"] }]],
    ["a choice question without choices", [{ ...kind, choices: undefined }]],
    ["a choice question with 11 choices", [{ ...kind, choices: "abcdefghijk".split("") }]],
    ["the same choice twice", [{ ...kind, choices: ["Flat", "flat "] }]],
    ["an empty choice", [{ ...kind, choices: ["Flat", " "] }]],
    ["a choice of 101 characters", [{ ...kind, choices: ["Flat", "b".repeat(101)] }]],
    ["choices for a yes/no question", [{ ...garden, choices: ["Yes", "No"] }]],
    [
      "the same id twice",
      [
        { ...garden, id: 1 },
        { ...home, id: 1 },
      ],
    ],
  ])("refuses %s, and keeps the list as it was", async (_, questions) => {
    const { headers, store } = await owner();
    const kept = await makeQuestion(t.deps, { vendor_id: store.id, label: "Kept?" });
    // Some lists the contract forbids (an unknown kind, a missing field), as a client could send.
    const response = await t.request("PUT", "/api/vendors/me/questions", {
      body: { questions },
      headers,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.refusal.error).toEqual(expect.any(String));
    const read = await t.api("GET /vendors/me/questions", { headers });
    expect(read.json.questions.map((q) => q.id)).toEqual([kept.id]);
  });

  it("takes 15 questions, and up to 10 choices of 100 characters", async () => {
    const { headers } = await owner();
    const many = Array.from({ length: 14 }, (_, i) => ({ ...home, label: `Question ${i}` }));
    const choices = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(100, "x"));
    const response = await put(headers, [...many, { ...kind, label: "q".repeat(200), choices }]);
    expect(response.status, response.text).toBe(200);
    expect(response.json.questions).toHaveLength(15);
  });

  it("refuses an id of another store's question, changing neither store's list", async () => {
    const mine = await owner();
    const theirs = await owner();
    const their = await makeQuestion(t.deps, { vendor_id: theirs.store.id, label: "Theirs?" });
    const response = await put(mine.headers, [{ ...garden, id: their.id }]);
    expect(response.status).toBe(400);
    expect(response.refusal.code).toBe("UNKNOWN_QUESTION");
    const row = await t.db
      .selectFrom("store_question")
      .selectAll()
      .where("id", "=", their.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ vendor_id: theirs.store.id, label: "Theirs?" });
    const read = await t.api("GET /vendors/me/questions", { headers: mine.headers });
    expect(read.json.questions).toEqual([]);
  });

  it("answers 404 NO_STORE to someone without a store, 401 to a visitor", async () => {
    const { headers } = await t.login();
    for (const response of [
      await t.api("GET /vendors/me/questions", { headers }),
      await put(headers, [garden]),
    ]) {
      expect(response.status).toBe(404);
      expect(response.refusal.code).toBe("NO_STORE");
    }
    expect((await t.api("GET /vendors/me/questions")).status).toBe(401);
    expect(
      await t.db
        .selectFrom("store_question")
        .select("id")
        .where("label", "=", garden.label)
        .execute(),
    ).toEqual([]);
  });
});

describe("GET /api/pets/{id}/questions", () => {
  it("gives anyone a listed pet's store's questions, in order", async () => {
    const { headers, store } = await owner();
    await put(headers, [kind, garden]);
    const pet = await makePet(t.deps, { vendor_id: store.id });
    const response = await t.api("GET /pets/:id/questions", { param: { id: pet.id } });
    expect(response.status).toBe(200);
    expect(response.json.questions).toMatchObject([kind, garden]);
  });

  it("is a 404 for a missing, draft or adopted pet, or one of a store not yet approved", async () => {
    const { store } = await owner();
    const draft = await makePet(t.deps, { vendor_id: store.id, post_status: "draft" });
    const adopted = await makePet(t.deps, { vendor_id: store.id, post_status: "adopted" });
    const pending = await makeStore(t.deps, { status: "pending" });
    const ofPending = await makePet(t.deps, { vendor_id: pending.id });
    for (const id of [draft.id, adopted.id, ofPending.id, 999_999_999]) {
      const response = await t.api("GET /pets/:id/questions", { param: { id } });
      expect(response.status).toBe(404);
      expect(response.refusal.code).toBe("PET_NOT_FOUND");
    }
    expect((await t.api("GET /pets/:id/questions", { param: { id: "abc" } })).status).toBe(400);
  });
});
