import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet } from "../../db/factories";
import { apply, storeWithPet } from "../../test/adoption-requests";
import {
  createMailTestApp,
  createTestApp,
  type MailTestApp,
  type TestApp,
} from "../../test/test-app";

/** A person's conversation with a store about a pet (docs/product.md#conversations). */

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const ask = (petId: number, headers: Headers, text = "Is he good with cats?") =>
  t.api("POST /pets/:id/messages", { param: { id: petId }, json: { text }, headers });
const reply = (id: number, headers: Headers, text: string) =>
  t.api("POST /conversations/:id/messages", { param: { id }, json: { text }, headers });
const read = (id: number, headers: Headers) =>
  t.api("GET /conversations/:id/messages", { param: { id }, headers });
const list = async (headers: Headers) => {
  const response = await t.api("GET /conversations", { headers });
  expect(response.status).toBe(200);
  return response.json.conversations;
};
const unreadOf = async (headers: Headers, id: number) =>
  (await list(headers)).find((conversation) => conversation.id === id)?.unread;

/** Every row of a conversation, to show that a refused call changed nothing. */
const rowsOf = async (id: number) => ({
  conversation: await t.db
    .selectFrom("conversation")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst(),
  messages: await t.db
    .selectFrom("conversation_message")
    .selectAll()
    .where("conversation_id", "=", id)
    .orderBy("id")
    .execute(),
});

describe("a conversation about a pet", () => {
  it("starts and continues with the person's messages, and both sides read it with unread counts", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);

    const first = await ask(pet.id, applicant.headers, "Is he good with cats?");
    expect(first.status, first.text).toBe(201);
    const id = first.json.conversation_id;
    expect(first.json.message).toMatchObject({
      kind: "text",
      sender_side: "adopter",
      sender_name: "Sita Rai",
      text: "Is he good with cats?",
    });
    const second = await ask(pet.id, applicant.headers, "And with children?");
    expect(second.json.conversation_id).toBe(id);

    // The store's owner sees it, from the person's name, with two unread.
    const [forStore] = await list(owner.headers);
    expect(forStore).toMatchObject({
      id,
      my_side: "store",
      other_name: "Sita Rai",
      unread: 2,
      last_message: { text: "And with children?" },
      request: null,
    });
    expect((await list(applicant.headers))[0]).toMatchObject({
      id,
      my_side: "adopter",
      other_name: "Kathmandu Animal Rescue",
      unread: 0,
    });

    const thread = await read(id, owner.headers);
    expect(thread.status).toBe(200);
    expect(thread.json.pet).toMatchObject({ id: pet.id, name: "Bhote" });
    expect(thread.json.messages.map((m) => m.text)).toEqual([
      "Is he good with cats?",
      "And with children?",
    ]);
    expect(await unreadOf(owner.headers, id)).toBe(0);

    const answer = await reply(id, owner.headers, "Yes, he grew up with two.\nCome and meet him.");
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.message).toMatchObject({
      sender_side: "store",
      sender_name: "Kathmandu Animal Rescue",
      text: "Yes, he grew up with two.\nCome and meet him.",
    });
    expect(await unreadOf(applicant.headers, id)).toBe(1);
    expect(await unreadOf(owner.headers, id)).toBe(0);
    const seen = await read(id, applicant.headers);
    expect(seen.json.messages.at(-1)!.sender_side).toBe("store");
    expect(await unreadOf(applicant.headers, id)).toBe(0);
  });

  it("holds the request: applying joins the conversation, and the store's first reply is the answered step", async () => {
    const { owner, store, pet, applicant } = await storeWithPet(t);
    const asked = await ask(pet.id, applicant.headers, "Can I visit on Saturday?");
    const id = asked.json.conversation_id;
    const requestId = await apply(t, applicant.headers, pet.id);

    const thread = await read(id, owner.headers);
    expect(thread.json.request).toEqual({ id: requestId, status: "pending" });
    expect(thread.json.messages.map((m) => [m.kind, m.text])).toEqual([
      ["text", "Can I visit on Saturday?"],
      ["request", "We have a fenced garden and I work from home."],
    ]);
    expect(thread.json.messages[1]!.application_id).toBe(requestId);

    const mine = async () =>
      (await t.api("GET /applications", { headers: applicant.headers })).json[0]!;
    expect((await mine()).answered_at).toBeNull();
    const answer = await reply(id, owner.headers, "Saturday at ten is fine.");
    expect((await mine()).answered_at).toBe(answer.json.message.created_at);
    const forStore = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: owner.headers,
    });
    expect(forStore.json[0]!.answered_at).toBe(answer.json.message.created_at);
  });

  it("counts an answer given before she applied as the request's answered step", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const asked = await ask(pet.id, applicant.headers, "Is she calm with children?");
    const answer = await reply(asked.json.conversation_id, owner.headers, "Very calm.");
    await apply(t, applicant.headers, pet.id);
    const [mine] = (await t.api("GET /applications", { headers: applicant.headers })).json;
    expect(mine!.answered_at).toBe(answer.json.message.created_at);
    expect(Date.parse(mine!.answered_at!)).toBeLessThan(Date.parse(mine!.created_at));
  });

  it("starts with a request too: applying first makes the conversation", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const requestId = await apply(t, applicant.headers, pet.id);
    const [forStore] = await list(owner.headers);
    expect(forStore).toMatchObject({
      other_name: "Sita Rai",
      unread: 1,
      request: { id: requestId, status: "pending" },
    });
    const more = await ask(pet.id, applicant.headers, "One more question.");
    expect(more.json.conversation_id).toBe(forStore!.id);
  });

  it("notes the request as the last message and the store's mail, in a new or an earlier conversation", async () => {
    const { owner, store, pet, applicant } = await storeWithPet(t);
    const requestId = await apply(t, applicant.headers, pet.id);
    const [made] = await list(owner.headers);
    const { created_at } = await t.db
      .selectFrom("application")
      .select("created_at")
      .where("id", "=", requestId)
      .executeTakeFirstOrThrow();
    expect((await rowsOf(made!.id)).conversation).toMatchObject({
      created_at,
      last_message_at: created_at,
      store_mailed_at: created_at,
      adopter_mailed_at: null,
    });

    const other = await makePet(t.deps, { vendor_id: store.id, name: "Maya" });
    const asked = await ask(other.id, applicant.headers, "Is she calm?");
    const id = asked.json.conversation_id;
    const before = (await rowsOf(id)).conversation!;
    // Another value first, so that the request is seen writing its own.
    await t.db
      .updateTable("conversation")
      .set({ store_mailed_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", id)
      .execute();
    const laterId = await apply(t, applicant.headers, other.id);
    const later = await t.db
      .selectFrom("application")
      .select("created_at")
      .where("id", "=", laterId)
      .executeTakeFirstOrThrow();
    const { conversation, messages } = await rowsOf(id);
    expect(conversation).toEqual({
      ...before,
      last_message_at: later.created_at,
      store_mailed_at: later.created_at,
    });
    expect(messages.map((m) => [m.kind, m.sender_side, m.application_id])).toEqual([
      ["text", "adopter", null],
      ["request", "adopter", laterId],
    ]);
  });

  it("lists the newest activity first", async () => {
    const { store, pet, applicant } = await storeWithPet(t);
    const other = await makePet(t.deps, { vendor_id: store.id, name: "Maya" });
    const first = (await ask(pet.id, applicant.headers)).json.conversation_id as number;
    const second = (await ask(other.id, applicant.headers)).json.conversation_id as number;
    expect((await list(applicant.headers)).map((c) => c.id)).toEqual([second, first]);
    await ask(pet.id, applicant.headers, "Still there?");
    expect((await list(applicant.headers)).map((c) => c.id)).toEqual([first, second]);
  });

  it("is for its two parties only: strangers, another store's owner and the admin get 404 and change nothing", async () => {
    const { pet, applicant } = await storeWithPet(t);
    const id = (await ask(pet.id, applicant.headers)).json.conversation_id as number;
    const before = await rowsOf(id);
    const stranger = await t.login();
    const rival = (await storeWithPet(t)).owner;
    const admin = await t.loginAdmin();
    for (const caller of [stranger, rival, admin]) {
      for (const refused of [
        await read(id, caller.headers),
        await reply(id, caller.headers, "Let me in"),
      ]) {
        expect(refused.status).toBe(404);
        expect(refused.refusal.code).toBe("CONVERSATION_NOT_FOUND");
      }
      expect((await list(caller.headers)).map((c) => c.id)).not.toContain(id);
    }
    expect((await read(id, {})).status).toBe(401);
    expect((await reply(id, {}, "Hello")).status).toBe(401);
    expect((await ask(pet.id, {})).status).toBe(401);
    expect((await read(999_999, applicant.headers)).refusal.code).toBe("CONVERSATION_NOT_FOUND");
    expect(await rowsOf(id)).toEqual(before);
  });

  it("refuses the store's owner asking about her own pet, and pets that are not listed", async () => {
    const { owner, store, pet, applicant } = await storeWithPet(t);
    const own = await ask(pet.id, owner.headers);
    expect(own.status).toBe(403);
    expect(own.refusal.code).toBe("OWN_STORE_PET");
    const draft = await makePet(t.deps, { vendor_id: store.id, post_status: "draft" });
    for (const petId of [draft.id, 999_999]) {
      const refused = await ask(petId, applicant.headers);
      expect(refused.status).toBe(404);
      expect(refused.refusal.code).toBe("PET_NOT_FOUND");
    }
  });

  it("stays readable and open once the request is closed, rejected or adopted", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const requestId = await apply(t, applicant.headers, pet.id);
    const id = (await list(owner.headers))[0]!.id;
    const update = (status: "Rejected" | "Approved" | "Adopted") =>
      t.api("POST /vendors/applications/:id/update", {
        param: { id: requestId },
        json: { status },
        headers: owner.headers,
      });

    expect((await update("Rejected")).status).toBe(200);
    expect((await read(id, applicant.headers)).json.request!.status).toBe("Rejected");
    expect((await reply(id, applicant.headers, "Could you say why?")).status).toBe(201);

    expect((await update("Approved")).status).toBe(200);
    expect((await update("Adopted")).status).toBe(200);
    // The pet is adopted and off the listing: its conversation goes on, a new one cannot start.
    expect((await read(id, owner.headers)).json.request!.status).toBe("Adopted");
    expect((await reply(id, owner.headers, "Send us a photo one day!")).status).toBe(201);
    expect((await ask(pet.id, applicant.headers, "He is settling in well.")).status).toBe(201);
    const newcomer = await t.login();
    expect((await ask(pet.id, newcomer.headers)).refusal.code).toBe("PET_NOT_FOUND");
  });

  it("takes 1 to 2,000 characters of text with line breaks, and says which rule a refusal broke", async () => {
    const { pet, applicant } = await storeWithPet(t);
    const longest = await ask(pet.id, applicant.headers, `  ${"a".repeat(2000)}\r\n `);
    expect(longest.status, longest.text).toBe(201);
    expect(longest.json.message.text).toBe("a".repeat(2000));
    const lines = await ask(pet.id, applicant.headers, "one\r\ntwo\nhttps://example.test/x");
    expect(lines.json.message.text).toBe("one\ntwo\nhttps://example.test/x");

    const refusals: [unknown, string][] = [
      ["a".repeat(2001), "MESSAGE_TOO_LONG"],
      [" \n\t", "MESSAGE_CONTROL_CHARACTERS"],
      ["  \n ", "MESSAGE_EMPTY"],
      ["bell \u0007", "MESSAGE_CONTROL_CHARACTERS"],
      ["nul \u0000", "MESSAGE_CONTROL_CHARACTERS"],
      [42, "BAD_REQUEST"],
    ];
    // 42 is a text the contract forbids, as a client other than the site could send it.
    for (const [text, code] of refusals) {
      const refused = await t.request("POST", `/api/pets/${pet.id}/messages`, {
        body: { text },
        headers: applicant.headers,
      });
      expect(refused.status, String(text)).toBe(400);
      expect(refused.refusal.code, String(text)).toBe(code);
    }
  });
});

describe("mail about new messages", () => {
  const mailsTo = async (email: string) => {
    await t.deps.mail.flush();
    return t.smtp.messages.filter(
      (mail) => mail.to.includes(email.toLowerCase()) && /message|सन्देश/i.test(mail.subject),
    );
  };

  it("mails the other side once while it stays unread, again after it reads, and again after 10 minutes", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const id = (await ask(pet.id, applicant.headers, "Is he vaccinated?")).json
      .conversation_id as number;
    await ask(pet.id, applicant.headers, "And neutered?");
    const [mail, ...more] = await mailsTo(owner.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("New message from Sita Rai about Bhote");
    expect(mail!.text).toContain("Is he vaccinated?");
    expect(mail!.text).toContain(`Read and reply: http://localhost:3000/messages/${id}`);

    // She reads it: the next message mails her again.
    await read(id, owner.headers);
    await ask(pet.id, applicant.headers, "Also, does he pull on the lead?");
    expect(await mailsTo(owner.user.email)).toHaveLength(2);
    await ask(pet.id, applicant.headers, "Sorry, one more.");
    expect(await mailsTo(owner.user.email)).toHaveLength(2);

    // Not read, but mailed more than 10 minutes ago: mailed again.
    const longAgo = new Date(Date.now() - 11 * 60_000).toISOString();
    await t.db
      .updateTable("conversation")
      .set({ store_mailed_at: longAgo })
      .where("id", "=", id)
      .execute();
    await ask(pet.id, applicant.headers, "Are you there?");
    expect(await mailsTo(owner.user.email)).toHaveLength(3);
    // The person was never mailed: she wrote every message.
    expect(await mailsTo(applicant.user.email)).toEqual([]);
  });

  it("writes to each side in the language of her account", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    await t.db
      .updateTable("user")
      .set({ language: "ne" })
      .where("id", "=", applicant.user.id)
      .execute();
    const id = (await ask(pet.id, applicant.headers)).json.conversation_id as number;
    await reply(id, owner.headers, "Yes, he is.");
    const [mail] = await mailsTo(applicant.user.email);
    expect(mail!.subject).toBe("Bhoteबारे Kathmandu Animal Rescueको नयाँ सन्देश");
    expect(mail!.text).toContain("नमस्ते Sita,");
    expect(mail!.text).toContain("Yes, he is.");
    expect(mail!.text).toContain(`http://localhost:3000/messages/${id}`);
  });
});

describe("the limit on messages", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MESSAGES: "2" });
  });
  afterAll(() => limited.close());

  it("answers 429 TOO_MANY_MESSAGES past the hour's limit, per account", async () => {
    const { pet, applicant } = await storeWithPet(limited);
    const send = (headers: Headers) =>
      limited.api("POST /pets/:id/messages", {
        param: { id: pet.id },
        json: { text: "Hi" },
        headers,
      });
    expect((await send(applicant.headers)).status).toBe(201);
    expect((await send(applicant.headers)).status).toBe(201);
    const refused = await send(applicant.headers);
    expect(refused.status).toBe(429);
    expect(refused.refusal.code).toBe("TOO_MANY_MESSAGES");
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await send((await limited.login()).headers)).status).toBe(201);
  });
});
