import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Application } from "../../../contract/adoption";
import { QUESTION_KINDS } from "../../../contract/questions";
import { makePet, makeQuestion } from "../../db/factories";
import { requestFor } from "../adoption-requests";
import { createTestApp, type TestApp } from "../test-app";
import { fuzzSettings } from "../test-config";
import { nastyValue, NASTY_NUMBERS, NASTY_STRINGS } from "./adversarial";
import { freshWorld, signInCallers, snapshot, type Callers, type World } from "./world";

/**
 * The store's questions and their answers, fuzzed in their own shapes: the route fuzzer's
 * bodies rarely get past the outer schema, these do. Never a 5xx; a refusal changes no table;
 * an answer kept fits its question's kind (docs/product.md#the-stores-questions).
 */

const { seed: SEED, runs } = fuzzSettings();
const RUNS = Math.max(50, Math.floor(runs / 10));

let t: TestApp;
let callers: Callers;
let w: World;
let questionIds: number[];
const statuses: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ADOPTIONS: "100000" });
  callers = await signInCallers(t);
  w = await freshWorld(t, callers);
  questionIds = [w.questionA.id];
  for (const [position, kind] of QUESTION_KINDS.entries()) {
    const question = await makeQuestion(t.deps, {
      vendor_id: w.storeA.id,
      position,
      kind,
      label: `Question ${kind}`,
      required: position % 2,
      choices: kind === "choice" ? JSON.stringify(["Flat", "नमस्ते", "' OR 1=1 --"]) : null,
    });
    questionIds.push(question.id);
  }
});
afterAll(() => t.close());

const answerValue = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS, "Flat", "नमस्ते"),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.boolean(),
  fc.string({ maxLength: 30 }),
  nastyValue,
);
/** A fitting answer for each kind, so that some requests get past the checks. */
const FITTING = {
  text: "Lalitpur",
  long_text: "Line\nline",
  yes_no: true,
  choice: "नमस्ते",
  number: 3,
};

/**
 * For the world's question and one of each kind: no answer, a fitting one or a fuzzed one; then
 * perhaps an answer to some other id.
 */
const answers = fc
  .tuple(
    fc.array(
      fc.option(
        fc.oneof(
          { weight: 6, arbitrary: fc.constant<unknown>("fits") },
          { weight: 1, arbitrary: answerValue },
        ),
        { freq: 4 },
      ),
      {
        minLength: QUESTION_KINDS.length + 1,
        maxLength: QUESTION_KINDS.length + 1,
      },
    ),
    fc.option(fc.record({ question_id: fc.oneof(fc.integer(), nastyValue), value: answerValue }), {
      freq: 6,
    }),
  )
  .map(([values, extra]) => [
    ...values.flatMap((value, index) => {
      if (value === null) return [];
      const kind = index === 0 ? "number" : QUESTION_KINDS[index - 1]!;
      return [{ question_id: questionIds[index], value: value === "fits" ? FITTING[kind] : value }];
    }),
    ...(extra ? [extra] : []),
  ]);

async function check(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const before = await snapshot(t);
  // Fuzzed bodies the contract forbids, so sent as they are.
  const response = await t.request(method, path, { body, headers });
  const what = `${method} ${path} ${JSON.stringify(body).slice(0, 400)}: ${response.status} ${response.text.slice(0, 300)}`;
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.refusal?.error, what).toEqual(expect.any(String));
    expect(await snapshot(t), what).toEqual(before);
  }
  return response;
}

it(`answers ${RUNS} fuzzed requests with answers without a 5xx, keeping only fitting answers (seed ${SEED})`, async () => {
  await fc.assert(
    fc.asyncProperty(answers, async (sent) => {
      const pet = await makePet(t.deps, { vendor_id: w.storeA.id });
      const response = await check(
        "POST",
        `/api/adoptPet/${pet.id}`,
        { ...requestFor(pet.id), answers: sent },
        callers.headers("user"),
      );
      statuses.push(response.status);
      if (response.status !== 200) return;
      const kept = await t.db
        .selectFrom("application_answer")
        .select(["kind", "value"])
        .where("application_id", "=", Application.pick({ id: true }).parse(response.json).id)
        .execute();
      for (const { kind, value } of kept) {
        if (kind === "number") expect(Number.isFinite(Number(value))).toBe(true);
        if (kind === "yes_no") expect(["yes", "no"]).toContain(value);
        if (kind === "choice") expect(["Flat", "नमस्ते", "' OR 1=1 --"]).toContain(value);
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  // Some requests must get through, or the answers kept were never looked at.
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(RUNS / 20);
}, 240_000);

const question = fc.record(
  {
    id: fc.oneof(fc.constant(undefined), fc.integer(), nastyValue),
    label: fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 40 }), nastyValue),
    kind: fc.oneof(fc.constantFrom(...QUESTION_KINDS), nastyValue),
    required: fc.oneof(fc.boolean(), nastyValue),
    choices: fc.oneof(
      fc.constant(undefined),
      fc.array(fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 20 })), {
        maxLength: 12,
      }),
      nastyValue,
    ),
  },
  { requiredKeys: [] },
);

it(`answers ${RUNS} fuzzed question lists without a 5xx (seed ${SEED})`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(question, { maxLength: 17 }), async (questions) => {
      await check("PUT", "/api/vendors/me/questions", { questions }, callers.headers("ownerB"));
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
}, 240_000);
