import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, requestFor, storeWithPet } from "../adoption-requests";
import { createTestApp, type TestApp } from "../test-app";

/**
 * Bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) make text read in another
 * order than it was written: a phone number or an amount reversed for the other side. Nothing
 * an adopter or a store writes keeps them (docs/product.md#messages).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RLO = "\u202e";
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const hasBidi = (value: unknown) => BIDI.test(JSON.stringify(value));

describe("bidirectional controls", () => {
  it("are dropped from conversation messages, both ways", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const asked = await t.api("POST /pets/:id/messages", {
      param: { id: pet.id },
      json: { text: `Call me on ${RLO}7654321489 please` },
      headers: applicant.headers,
    });
    expect(asked.status, asked.text).toBe(201);
    const id = asked.json.conversation_id as number;
    const replied = await t.api("POST /conversations/:id/messages", {
      param: { id },
      json: { text: "Fee: \u2067Rs 500\u2069 \u200f\u061c" },
      headers: owner.headers,
    });
    expect(replied.status, replied.text).toBe(201);
    const thread = await t.api("GET /conversations/:id/messages", {
      param: { id },
      headers: applicant.headers,
    });
    const texts = (thread.json.messages as { text: string }[]).map((message) => message.text);
    expect(texts).toEqual(["Call me on 7654321489 please", "Fee: Rs 500"]);
    // Nothing but controls is an empty message.
    const empty = await t.api("POST /conversations/:id/messages", {
      param: { id },
      json: { text: `${RLO}\u2066` },
      headers: owner.headers,
    });
    expect([empty.status, empty.refusal.code]).toEqual([400, "MESSAGE_EMPTY"]);
  });

  it("are dropped from a request, its answers, a rejection's reason, the agreement and its signature", async () => {
    const { owner, pet, applicant, store } = await storeWithPet(t);
    const questions = await t.api("PUT /vendors/me/questions", {
      json: {
        questions: [
          { label: `Garden${RLO}?`, kind: "text", required: false },
          { label: "Home", kind: "choice", required: false, choices: [`Flat${RLO}`, "House"] },
        ],
      },
      headers: owner.headers,
    });
    expect(questions.status, questions.text).toBe(200);
    const [garden, home] = questions.json.questions as { id: number; choices?: string[] }[];
    expect(hasBidi(questions.json)).toBe(false);

    const sent = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id, {
        name: `Sita${RLO} Rai`,
        address: `Jhamsikhel${RLO}, Lalitpur`,
        message: `Line one\n\u2066line two\u2069`,
        answers: [
          { question_id: garden!.id, value: `Yes${RLO}` },
          { question_id: home!.id, value: "Flat" },
        ],
      }),
      headers: applicant.headers,
    });
    expect(sent.status, sent.text).toBe(200);
    const id = sent.json.id as number;

    await t.api("PUT /vendors/me/agreement", {
      json: { text: `I will care for her.${RLO}` },
      headers: owner.headers,
    });
    await t.api("POST /vendors/applications/:id/update", {
      param: { id },
      json: { status: "Rejected", reason: `Too far${RLO} away` },
      headers: owner.headers,
    });
    await t.api("POST /vendors/applications/:id/update", {
      param: { id },
      json: { status: "Approved" },
      headers: owner.headers,
    });
    const agreement = await t.api("GET /applications/:id/agreement", {
      param: { id },
      headers: applicant.headers,
    });
    expect(agreement.json.text).toBe("I will care for her.");
    const signed = await t.api("POST /applications/:id/agreement", {
      param: { id },
      json: {
        full_name: `\u202dSita Rai${RLO}`,
        hash: createHash("sha256").update(agreement.json.text).digest("hex"),
      },
      headers: applicant.headers,
    });
    expect(signed.status, signed.text).toBe(200);

    const forStore = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: owner.headers,
    });
    const request = forStore.json.find((row) => row.id === id);
    expect(request).toMatchObject({
      name: "Sita Rai",
      address: "Jhamsikhel, Lalitpur",
      message: "Line one\nline two",
      agreement: { signed_name: "Sita Rai" },
    });
    expect(hasBidi(request)).toBe(false);
    const mine = await t.api("GET /applications", { headers: applicant.headers });
    expect(hasBidi(mine.json)).toBe(false);
  });

  it("are dropped from a store's and a pet's names and words", async () => {
    const { owner, pet, store } = await storeWithPet(t);
    const changed = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      json: { name: `Bho${RLO}te`, description: `Calm${RLO}.`, breed: `Mixed${RLO}` },
      headers: owner.headers,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ name: "Bhote", description: "Calm.", breed: "Mixed" });
    const renamed = await t.api("PATCH /vendors/me", {
      json: { storeName: `Rescue${RLO} Nepal`, storeLocation: `Patan${RLO}` },
      headers: owner.headers,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const { title, location } = await t.db
      .selectFrom("vendor")
      .select(["title", "location"])
      .where("id", "=", store.id)
      .executeTakeFirstOrThrow();
    expect([title, location]).toEqual(["Rescue Nepal", "Patan"]);
  });

  it("leave a request made of them alone empty, and refused", async () => {
    const { pet } = await storeWithPet(t);
    const person = await t.login();
    const refused = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id, { name: `${RLO}\u2066` }),
      headers: person.headers,
    });
    expect(refused.status).toBe(400);
    expect(refused.refusal.fields).toEqual({ name: "Name is required" });
    expect(await apply(t, person.headers, pet.id)).toEqual(expect.any(Number));
  });
});
