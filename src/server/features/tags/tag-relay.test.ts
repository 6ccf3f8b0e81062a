import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApplication, makeMember, makePet, makeStore } from "../../db/factories";
import { makeCommunityDog } from "../../db/factories-street-rows";
import { clientNetwork } from "../../lib/client-network";
import { budgetPeriods } from "../../sms/budget";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ensureTag } from "./tag-rows";

/**
 * The finder's relay (docs/product.md#qr-tags): one message from a tag's page reaches the
 * animal's person by SMS (and mail), with the finder's number and words; the person's number is
 * never in an answer; limits per tag, network and finder's number; nothing kept when refused.
 */

let t: TestApp;
beforeAll(async () => {
  // Each test sends from its own network (X-Forwarded-For), so the network limit is its own.
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

let next = 0;
/** A number nobody in this file has yet, in NTC's 984 range whatever the process id. */
const newNumber = () =>
  `+977984${String(process.pid % 1_000).padStart(3, "0")}${String(next++).padStart(4, "0")}`;
let network = 0;
/** An address of a /24 nobody in this file sent from yet. */
const newAddress = (host = 7) => {
  network += 1;
  return `198.${18 + (network >> 8)}.${network & 255}.${host}`;
};
/** Another address of the same /24. */
const neighbourOf = (address: string, host: number) => address.replace(/\.\d+$/, `.${host}`);

type Person = Awaited<ReturnType<TestApp["login"]>> & { phone: string };
async function person(firstName: string, language = "en"): Promise<Person> {
  const phone = newNumber();
  const login = await t.login({ firstName, phoneNumber: phone });
  await t.db.updateTable("user").set({ language }).where("id", "=", login.user.id).execute();
  return { ...login, phone };
}

/** A store with an owner, a community dog and a pet, each with its tag. */
async function tagged({ caretaker }: { caretaker?: Person } = {}) {
  const owner = await person("Sujata");
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  const dog = await makeCommunityDog(t.deps, {
    vendor_id: store.id,
    name: "Kalu",
    caretaker_id: caretaker?.user.id ?? null,
  });
  if (caretaker) {
    await makeMember(t.deps, {
      vendor_id: store.id,
      user_id: caretaker.user.id,
      role: "caretaker",
    });
  }
  const pet = await makePet(t.deps, { vendor_id: store.id, name: "Moti", name_ne: "मोती" });
  const dogTag = await ensureTag(t.db, { dogId: dog.id }, owner.user.id);
  const petTag = await ensureTag(t.db, { petId: pet.id }, owner.user.id);
  return { owner, store, dog, pet, dogTag, petTag };
}

function send(token: string, body: unknown, from = newAddress()) {
  return t.api("POST /tags/:token/messages", {
    param: { token },
    json: body as { phone: string; text: string },
    headers: { "X-Forwarded-For": from },
  });
}

const outbox = (recipient: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["channel", "subject", "text"])
    .where("recipient", "=", recipient)
    .orderBy("id")
    .execute();
const messagesOf = (tagId: number) =>
  t.db.selectFrom("tag_message").selectAll().where("tag_id", "=", tagId).orderBy("id").execute();

describe("relaying a finder's message", () => {
  it("texts a community dog's caretaker the finder's number and words, and keeps the message", async () => {
    const caretaker = await person("Kamala");
    const w = await tagged({ caretaker });
    const from = newAddress();
    const sent = await send(
      w.dogTag.token,
      { phone: "९८४-१२३४५६७", text: "  Kalu is at the\nbus park, hungry. " },
      from,
    );
    expect(sent.status, sent.text).toBe(202);
    expect(sent.json).toEqual({ accepted: true });
    expect(await outbox(caretaker.phone)).toEqual([
      {
        channel: "sms",
        subject: "",
        text: "Sathi: Someone found Kalu: 9841234567 says: Kalu is at the bus park, hungry.",
      },
    ]);
    expect(await outbox(caretaker.user.email)).toEqual([
      expect.objectContaining({ channel: "mail", subject: "Someone found Kalu" }),
    ]);
    // The store's owner is not told when the caretaker is.
    expect(await outbox(w.owner.phone)).toEqual([]);
    expect(await messagesOf(w.dogTag.id)).toEqual([
      expect.objectContaining({
        finder_phone: "+9779841234567",
        text: "Kalu is at the bus park, hungry.",
        sender_network: clientNetwork(from),
      }),
    ]);
    expect(sent.text).not.toMatch(/98\d{8}|@|Kamala|Sujata/);
  });

  it("texts the store's owners when the dog has no caretaker with a number, in their language", async () => {
    const w = await tagged();
    await t.db
      .updateTable("user")
      .set({ language: "ne" })
      .where("id", "=", w.owner.user.id)
      .execute();
    const sent = await send(w.dogTag.token, { phone: "9851112233", text: "Found near the temple" });
    expect(sent.status, sent.text).toBe(202);
    expect(await outbox(w.owner.phone)).toEqual([
      {
        channel: "sms",
        subject: "",
        text: "Sathi: कसैले Kaluलाई भेट्टाउनुभयो: 9851112233 भन्नुहुन्छ: Found near the temple",
      },
    ]);
    expect(await outbox(w.owner.user.email)).toHaveLength(1);
  });

  it("texts the store's owners, not a caretaker no longer on the team", async () => {
    const caretaker = await person("Kamala");
    const w = await tagged({ caretaker });
    // Removed before removals cleared her from the dogs: Kalu still names her.
    await t.db
      .deleteFrom("store_member")
      .where("vendor_id", "=", w.store.id)
      .where("user_id", "=", caretaker.user.id)
      .execute();
    const sent = await send(w.dogTag.token, { phone: "9851112234", text: "Kalu is limping" });
    expect(sent.status, sent.text).toBe(202);
    expect(await outbox(caretaker.phone)).toEqual([]);
    expect(await outbox(caretaker.user.email)).toEqual([]);
    expect((await outbox(w.owner.phone)).map((row) => row.text)).toEqual([
      "Sathi: Someone found Kalu: 9851112234 says: Kalu is limping",
    ]);
  });

  it("texts the store's owners once the owner removed the caretaker", async () => {
    const caretaker = await person("Kamala");
    const w = await tagged({ caretaker });
    const removed = await t.api("DELETE /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: caretaker.user.id },
      headers: w.owner.headers,
    });
    expect(removed.status, removed.text).toBe(200);
    const sent = await send(w.dogTag.token, { phone: "9851112235", text: "Kalu is here" });
    expect(sent.status, sent.text).toBe(202);
    expect(await outbox(caretaker.phone)).toEqual([]);
    expect(await outbox(w.owner.phone)).toHaveLength(1);
  });

  it("texts a pet's adopter once it went home, and its store again once it came back", async () => {
    const w = await tagged();
    const adopter = await person("Asha");
    const adoption = await makeApplication(t.deps, {
      pet_id: w.pet.id,
      user_id: adopter.user.id,
      status: "Adopted",
    });
    const first = await send(w.petTag.token, { phone: "9801234567", text: "Moti is with me" });
    expect(first.status, first.text).toBe(202);
    expect((await outbox(adopter.phone)).map((row) => row.text)).toEqual([
      "Sathi: Someone found Moti: 9801234567 says: Moti is with me",
    ]);
    expect(await outbox(w.owner.phone)).toEqual([]);
    await t.db
      .updateTable("application")
      .set({ returned_at: new Date().toISOString() })
      .where("id", "=", adoption.id)
      .execute();
    const second = await send(w.petTag.token, { phone: "9801234567", text: "Still here" });
    expect(second.status).toBe(202);
    expect((await outbox(w.owner.phone)).map((row) => row.text)).toEqual([
      "Sathi: Someone found Moti: 9801234567 says: Still here",
    ]);
    expect(await outbox(adopter.phone)).toHaveLength(1);
  });

  it("refuses bad input with its code and keeps nothing", async () => {
    const w = await tagged();
    const cases: [unknown, string][] = [
      [{ phone: "12345", text: "Hello" }, "PHONE_INVALID"],
      [{ phone: "+14155550123", text: "Hello" }, "PHONE_INVALID"],
      [{ phone: "9841234567", text: "   " }, "MESSAGE_EMPTY"],
      [{ phone: "9841234567", text: "x".repeat(301) }, "TAG_MESSAGE_TOO_LONG"],
      [{ phone: "9841234567", text: "Hi\u0000there" }, "MESSAGE_CONTROL_CHARACTERS"],
      // A body a form never sends: the generic code.
      [{ phone: "9841234567" }, "BAD_REQUEST"],
    ];
    for (const [body, code] of cases) {
      const refused = await send(w.dogTag.token, body);
      expect([refused.status, refused.refusal.code], JSON.stringify(body)).toEqual([400, code]);
    }
    const unknown = await send("nosuchtoken00000", { phone: "9841234567", text: "Hello" });
    expect([unknown.status, unknown.refusal.code]).toEqual([404, "TAG_NOT_FOUND"]);
    expect(await messagesOf(w.dogTag.id)).toEqual([]);
    expect(await outbox(w.owner.phone)).toEqual([]);
  });
});

it("relays nothing for a pending store's animals, answering as for an unknown tag", async () => {
  const caretaker = await person("Kamala");
  const w = await tagged({ caretaker });
  await t.db
    .updateTable("vendor")
    .set({ status: "pending" })
    .where("id", "=", w.store.id)
    .execute();
  for (const tag of [w.dogTag, w.petTag]) {
    const refused = await send(tag.token, { phone: "9841234568", text: "Found" });
    expect([refused.status, refused.refusal.code]).toEqual([404, "TAG_NOT_FOUND"]);
    expect(await messagesOf(tag.id)).toEqual([]);
  }
  expect(await outbox(caretaker.phone)).toEqual([]);
  expect(await outbox(w.owner.phone)).toEqual([]);
  expect(await outbox(w.owner.user.email)).toEqual([]);
});

describe("the relay's limits", () => {
  const ok = (text: string) => ({ phone: newNumber().replace("+977", ""), text });

  it("takes five messages a day for a tag, then refuses with a Retry-After", async () => {
    const w = await tagged();
    for (let i = 0; i < 5; i++) expect((await send(w.dogTag.token, ok(`m${i}`))).status).toBe(202);
    const refused = await send(w.dogTag.token, ok("sixth"));
    expect([refused.status, refused.refusal.code]).toEqual([429, "TOO_MANY_TAG_MESSAGES"]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(86_000);
    expect(await messagesOf(w.dogTag.id)).toHaveLength(5);
    // Yesterday's messages no longer count.
    await t.db
      .updateTable("tag_message")
      .set({ created_at: new Date(Date.now() - 86_500_000).toISOString() })
      .where("tag_id", "=", w.dogTag.id)
      .execute();
    expect((await send(w.dogTag.token, ok("next day"))).status).toBe(202);
  });

  it("takes five a day from one finder's number and ten from one network", async () => {
    const tags = await Promise.all(Array.from({ length: 4 }, () => tagged()));
    const finder = "9861234500";
    for (let i = 0; i < 5; i++) {
      const sent = await send(tags[i % 4]!.dogTag.token, { phone: finder, text: `m${i}` });
      expect(sent.status).toBe(202);
    }
    const byNumber = await send(tags[3]!.dogTag.token, { phone: `+977${finder}`, text: "again" });
    expect([byNumber.status, byNumber.refusal.code]).toEqual([429, "TOO_MANY_FINDER_MESSAGES"]);
    const from = newAddress();
    for (let i = 0; i < 10; i++) {
      expect((await send(tags[i % 4]!.petTag.token, ok(`a${i}`), from)).status).toBe(202);
    }
    // The next address of the same /24 is the same household or server: refused too.
    const byNetwork = await send(tags[0]!.petTag.token, ok("more"), neighbourOf(from, 200));
    expect([byNetwork.status, byNetwork.refusal.code]).toEqual([
      429,
      "TOO_MANY_MESSAGES_FROM_NETWORK",
    ]);
    const fromNetwork = await t.db
      .selectFrom("tag_message")
      .select("id")
      .where("sender_network", "=", clientNetwork(from))
      .execute();
    expect(fromNetwork).toHaveLength(10);
    expect((await send(tags[0]!.petTag.token, ok("elsewhere"), newAddress())).status).toBe(202);
  });

  it("holds its limits when the messages come at once", async () => {
    // Sent together, each must see the others' rows: one tag, then many tags from one network
    // and from one finder's number.
    const w = await tagged();
    const together = <T>(count: number, each: (i: number) => Promise<T>) =>
      Promise.all(Array.from({ length: count }, (_, i) => each(i)));
    const statuses = (sent: { status: number }[]) => sent.map((one) => one.status).sort();
    const oneTag = await together(12, (i) => send(w.dogTag.token, ok(`at once ${i}`)));
    expect(statuses(oneTag)).toEqual([...Array(5).fill(202), ...Array(7).fill(429)]);
    expect(await messagesOf(w.dogTag.id)).toHaveLength(5);
    expect(await outbox(w.owner.phone)).toHaveLength(5);

    const many: { token: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const dog = await makeCommunityDog(t.deps, { vendor_id: w.store.id });
      many.push(await ensureTag(t.db, { dogId: dog.id }, w.owner.user.id));
    }
    const from = newAddress();
    const oneAddress = await together(12, (i) => send(many[i]!.token, ok(`from ${i}`), from));
    expect(statuses(oneAddress)).toEqual([...Array(10).fill(202), ...Array(2).fill(429)]);
    const sentFrom = await t.db
      .selectFrom("tag_message")
      .select("id")
      .where("sender_network", "=", clientNetwork(from))
      .execute();
    expect(sentFrom).toHaveLength(10);

    const finder = newNumber();
    const oneNumber = await together(12, (i) =>
      send(many[i]!.token, { phone: finder.replace("+977", ""), text: `number ${i}` }),
    );
    expect(statuses(oneNumber)).toEqual([...Array(5).fill(202), ...Array(7).fill(429)]);
    const byNumber = await t.db
      .selectFrom("tag_message")
      .select("id")
      .where("finder_phone", "=", finder)
      .execute();
    expect(byNumber).toHaveLength(5);
  });

  it("refuses while the site's SMS budget is spent, keeping nothing", async () => {
    const w = await tagged();
    const { day } = budgetPeriods(new Date());
    await t.db
      .insertInto("sms_budget")
      .values({ period: day.key, used: 1_000_000 })
      .onConflict((oc) => oc.column("period").doUpdateSet({ used: 1_000_000 }))
      .execute();
    try {
      const refused = await send(w.dogTag.token, ok("budget"));
      expect([refused.status, refused.refusal.code]).toEqual([429, "SMS_BUDGET_SPENT"]);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await messagesOf(w.dogTag.id)).toEqual([]);
    } finally {
      await t.db.deleteFrom("sms_budget").where("period", "=", day.key).execute();
    }
  });
});

it("sends a store's other members nothing", async () => {
  const w = await tagged();
  const manager = await person("Gita");
  await makeMember(t.deps, { vendor_id: w.store.id, user_id: manager.user.id, role: "manager" });
  expect((await send(w.petTag.token, { phone: "9821234567", text: "Found" })).status).toBe(202);
  expect(await outbox(manager.phone)).toEqual([]);
  expect(await outbox(w.owner.phone)).toHaveLength(1);
});
