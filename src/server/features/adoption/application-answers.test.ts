import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet } from "../../db/factories";
import { requestFor, storeWithPet } from "../../test/adoption-requests";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/**
 * Answers to a store's own questions with an adoption request: checked after the four fields,
 * question by question, and kept as they were asked (docs/product.md#the-stores-questions).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUESTIONS: ApiInput<"PUT /vendors/me/questions">["json"]["questions"] = [
  { label: "Where do you live?", kind: "text", required: true },
  { label: "Do you have a garden?", kind: "yes_no", required: false },
  { label: "What kind of home is it?", kind: "choice", required: true, choices: ["Flat", "House"] },
  { label: "How many people live with you?", kind: "number", required: false },
  { label: "Tell us about your day", kind: "long_text", required: false },
];

/** A store asking QUESTIONS, its pet, and an applicant; `ids` in QUESTIONS' order. */
async function storeWithQuestions() {
  const world = await storeWithPet(t);
  const saved = await t.api("PUT /vendors/me/questions", {
    json: { questions: QUESTIONS },
    headers: world.owner.headers,
  });
  expect(saved.status).toBe(200);
  const ids = saved.json.questions.map((q) => q.id);
  return { ...world, ids };
}

const adopt = (
  headers: Record<string, string>,
  petId: number,
  answers: unknown,
  overrides: Record<string, unknown> = {},
) =>
  t.api("POST /adoptPet/:pet_id", {
    param: { pet_id: petId },
    json: requestFor(petId, { answers, ...overrides }),
    headers,
  });

const countRows = async () => ({
  applications: (await t.db.selectFrom("application").select("id").execute()).length,
  answers: (await t.db.selectFrom("application_answer").select("id").execute()).length,
});

describe("POST /api/adoptPet/{pet_id} with answers", () => {
  it("checks the four fields first, then each required question in order", async () => {
    const { pet, applicant, ids } = await storeWithQuestions();
    const before = await countRows();
    const [where, garden, home] = ids as [number, number, number];

    const noName = await adopt(applicant.headers, pet.id, [], { name: "" });
    expect(noName.status).toBe(400);
    expect(noName.refusal.error).toBe("Name is required");
    const noMessage = await adopt(applicant.headers, pet.id, [], { message: " " });
    expect(noMessage.refusal.error).toBe("Message is required");

    const none = await adopt(applicant.headers, pet.id, []);
    expect(none.status).toBe(400);
    expect(none.refusal).toMatchObject({
      error: "Please answer: Where do you live?",
      code: "QUESTION_UNANSWERED",
      params: { question: "Where do you live?" },
      fields: { [`answers.${where}`]: "Please answer: Where do you live?" },
    });
    const blank = await adopt(applicant.headers, pet.id, [{ question_id: where, value: "  " }]);
    expect(blank.refusal.error).toBe("Please answer: Where do you live?");

    // The first is answered, the optional second left out: the third is asked for.
    const third = await adopt(applicant.headers, pet.id, [
      { question_id: where, value: "Lalitpur" },
      { question_id: garden, value: "" },
    ]);
    expect(third.refusal).toMatchObject({
      error: "Please answer: What kind of home is it?",
      code: "QUESTION_UNANSWERED",
      params: { question: "What kind of home is it?" },
    });
    expect(await countRows()).toEqual(before);

    const sent = await adopt(applicant.headers, pet.id, [
      { question_id: home, value: "House" },
      { question_id: where, value: "Lalitpur" },
    ]);
    expect(sent.status, sent.text).toBe(200);
  });

  it.each([
    ["a number as text", 3, "7"],
    ["a yes/no as text", 1, "yes"],
    ["a choice not offered", 2, "Castle"],
    ["a number for a choice", 2, 1],
    ["text for a number", 3, true],
    ["a short text on two lines", 0, "Lalitpur\nWard 3"],
    ["a short text of 301 characters", 0, "a".repeat(301)],
    ["a long text of 2001 characters", 4, "a".repeat(2001)],
    ["a number past a billion", 3, 1e10],
  ])("refuses %s, naming the question, and keeps nothing", async (_, index, value) => {
    const { pet, applicant, ids } = await storeWithQuestions();
    const before = await countRows();
    const answers = [
      { question_id: ids[0], value: "Lalitpur" },
      { question_id: ids[2], value: "Flat" },
    ].filter((answer) => answer.question_id !== ids[index]);
    const response = await adopt(applicant.headers, pet.id, [
      ...answers,
      { question_id: ids[index], value },
    ]);
    expect(response.status, response.text).toBe(400);
    if (index === 4 && typeof value === "string") {
      // Longer than any answer may be: the schema refuses it before the questions are read.
      expect(response.refusal.code).toBe("BAD_REQUEST");
    } else {
      expect(response.refusal).toMatchObject({
        code: "ANSWER_INVALID",
        error: `Please check your answer to: ${QUESTIONS[index]!.label}`,
        params: { question: QUESTIONS[index]!.label },
      });
    }
    expect(await countRows()).toEqual(before);
  });

  it("refuses an answer to a question the store does not ask, and one answered twice", async () => {
    const { pet, applicant, ids } = await storeWithQuestions();
    const other = await storeWithQuestions();
    const required = [
      { question_id: ids[0], value: "Lalitpur" },
      { question_id: ids[2], value: "Flat" },
    ];
    const before = await countRows();
    const unknown = await adopt(applicant.headers, pet.id, [
      ...required,
      { question_id: other.ids[1], value: true },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.refusal.code).toBe("UNKNOWN_QUESTION");
    const twice = await adopt(applicant.headers, pet.id, [
      ...required,
      { question_id: ids[0], value: "Kathmandu" },
    ]);
    expect(twice.status).toBe(400);
    expect(await countRows()).toEqual(before);
  });

  it("asks nothing more of a store without questions", async () => {
    const { pet, applicant } = await storeWithPet(t);
    const response = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id),
      headers: applicant.headers,
    });
    expect(response.status).toBe(200);
  });
});

describe("answers as they were asked", () => {
  it("keeps each answer's question text and kind, whatever the store changes afterwards", async () => {
    const { owner, store, pet, applicant, ids } = await storeWithQuestions();
    const sent = await adopt(applicant.headers, pet.id, [
      { question_id: ids[4], value: "I work\r\nfrom home" },
      { question_id: ids[0], value: " Lalitpur " },
      { question_id: ids[1], value: false },
      { question_id: ids[2], value: "House" },
      { question_id: ids[3], value: 4 },
    ]);
    expect(sent.status, sent.text).toBe(200);
    const asked = [
      { label: "Where do you live?", kind: "text", value: "Lalitpur" },
      { label: "Do you have a garden?", kind: "yes_no", value: "no" },
      { label: "What kind of home is it?", kind: "choice", value: "House" },
      { label: "How many people live with you?", kind: "number", value: "4" },
      { label: "Tell us about your day", kind: "long_text", value: "I work\nfrom home" },
    ];

    // The store rewords the first question, turns the second into a choice, drops the rest
    // and reorders.
    await t.api("PUT /vendors/me/questions", {
      json: {
        questions: [
          {
            id: ids[1],
            label: "Garden?",
            kind: "choice",
            required: true,
            choices: ["Big", "Small"],
          },
          { id: ids[0], label: "Which town do you live in?", kind: "text", required: true },
        ],
      },
      headers: owner.headers,
    });
    const storeView = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: owner.headers,
    });
    const request = storeView.json.find((r) => r.id === sent.json.id);
    expect(request!.answers).toEqual(asked);
    const mine = await t.api("GET /applications", { headers: applicant.headers });
    expect(mine.json.find((r) => r.id === sent.json.id)!.answers).toEqual(asked);

    // The export: today's questions in their order, then the texts no longer asked.
    const csv = await t.api("GET /vendors/me/applications.csv", { headers: owner.headers });
    const [header, row] = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(
      /,updated_at,Where do you live\?,Do you have a garden\?,What kind of home is it\?,How many people live with you\?,Tell us about your day$/,
    );
    expect(row).toMatch(/,Lalitpur,no,House,4,"I work\nfrom home"$/);

    // A request after the change answers the new words; both columns are in the export.
    const other = await t.login();
    const second = await makePet(t.deps, { vendor_id: store.id });
    const newer = await adopt(other.headers, second.id, [
      { question_id: ids[0], value: "=cmd|' /C calc'!A0" },
      { question_id: ids[1], value: "Big" },
    ]);
    expect(newer.status, newer.text).toBe(200);
    const again = await t.api("GET /vendors/me/applications.csv", { headers: owner.headers });
    const lines = again.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(
      /,updated_at,Garden\?,Which town do you live in\?,Where do you live\?,Do you have a garden\?,What kind of home is it\?,How many people live with you\?,Tell us about your day$/,
    );
    // A formula is shown as text; unanswered columns are empty.
    expect(lines[1]).toMatch(/,Big,'=cmd\|' \/C calc'!A0,,,,,$/);
    expect(lines[2]).toMatch(/,,,Lalitpur,no,House,4,"I work\nfrom home"$/);
  });

  it("guards a question text that starts like a formula in the export's header", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const saved = await t.api("PUT /vendors/me/questions", {
      json: { questions: [{ label: "=HYPERLINK(1)", kind: "text", required: true }] },
      headers: owner.headers,
    });
    await adopt(applicant.headers, pet.id, [
      { question_id: saved.json.questions[0]!.id, value: "x" },
    ]);
    const csv = await t.api("GET /vendors/me/applications.csv", { headers: owner.headers });
    expect(csv.text.split("\r\n")[0]).toMatch(/,updated_at,'=HYPERLINK\(1\)$/);
  });
});

describe("GET /api/applications/answers", () => {
  it("gives the caller her latest answer to each question text, for the next form", async () => {
    const first = await storeWithQuestions();
    const { applicant } = first;
    await adopt(applicant.headers, first.pet.id, [
      { question_id: first.ids[0], value: "Lalitpur" },
      { question_id: first.ids[1], value: true },
      { question_id: first.ids[2], value: "Flat" },
    ]);
    // Another store asks the same first question: her newer answer wins.
    const second = await storeWithQuestions();
    await adopt(applicant.headers, second.pet.id, [
      { question_id: second.ids[0], value: "Bhaktapur" },
      { question_id: second.ids[2], value: "House" },
    ]);
    const response = await t.api("GET /applications/answers", { headers: applicant.headers });
    expect(response.status).toBe(200);
    expect(response.json.answers).toEqual([
      { label: "Where do you live?", kind: "text", value: "Bhaktapur" },
      { label: "What kind of home is it?", kind: "choice", value: "House" },
      { label: "Do you have a garden?", kind: "yes_no", value: "yes" },
    ]);
    // Nobody else's.
    const stranger = await t.login();
    const theirs = await t.api("GET /applications/answers", { headers: stranger.headers });
    expect(theirs.json).toEqual({ answers: [] });
    expect((await t.api("GET /applications/answers")).status).toBe(401);
  });
});
