import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeApplication,
  makeCategory,
  makeConversation,
  makeMember,
  makePet,
  makeStore,
} from "../../db/factories";
import { makeCommunityDog } from "../../db/factories-street-rows";
import { snapshot } from "../../test/security/world";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * A caretaker (contract/store-roles.ts) joins a store's team through an invitation like anyone
 * else, and may keep its community-dog register and nothing else of it: no pets, requests,
 * conversations, team, records of its animals or figures.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let next = 0;
/** A mobile number of NTC's (984…), new each call. */
const newNumber = () =>
  `+977984${String(Date.now() % 1e5).padStart(5, "0")}${String(next++ % 100).padStart(2, "0")}`;

async function storeWithCaretaker() {
  const owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  const category = await makeCategory(t.deps);
  const pet = await makePet(t.deps, { vendor_id: store.id, category_id: category.id });
  const adopter = await t.login();
  const application = await makeApplication(t.deps, { pet_id: pet.id, user_id: adopter.user.id });
  const conversation = await makeConversation(t.deps, { pet_id: pet.id, user_id: adopter.user.id });
  const caretaker = await t.login({ firstName: "Kamala" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: caretaker.user.id, role: "caretaker" });
  return { owner, store, category, pet, application, conversation, caretaker };
}

describe("a caretaker", () => {
  it("joins by the team's invitation, by phone, and registers a dog", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const phone = newNumber();
    const invited = await t.api("POST /vendors/:id/invitations", {
      param: { id: store.id },
      json: { role: "caretaker", phone },
      headers: owner.headers,
    });
    expect(invited.status, invited.text).toBe(200);
    const [sms] = await t.db
      .selectFrom("mail_outbox")
      .select("text")
      .where("recipient", "=", phone)
      .execute();
    expect(sms!.text).toContain("a caretaker");
    const token = /\/invitations\/([\w-]+)/.exec(sms!.text)![1]!;
    const caretaker = await t.login({ firstName: "Kamala", phoneNumber: phone });
    const accepted = await t.api("POST /invitations/:token/accept", {
      param: { token },
      headers: caretaker.headers,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const member = await t.db
      .selectFrom("store_member")
      .select("role")
      .where("vendor_id", "=", store.id)
      .where("user_id", "=", caretaker.user.id)
      .executeTakeFirstOrThrow();
    expect(member.role).toBe("caretaker");
    const registered = await t.api("POST /vendors/:id/community-dogs", {
      param: { id: store.id },
      json: { name: "Kalu", district: "Lalitpur", ward: 3 },
      headers: caretaker.headers,
    });
    expect(registered.status, registered.text).toBe(201);
    const mine = await t.api("GET /vendors/me", { headers: caretaker.headers });
    expect(mine.json.store).toMatchObject({ role: "caretaker", vendor: { id: store.id } });
  });

  it("is refused the store's pets, requests, conversations, team, records and figures", async () => {
    const w = await storeWithCaretaker();
    const headers = w.caretaker.headers;
    const store = { id: w.store.id };
    const before = await snapshot(t);
    const calls = {
      requests: () => t.api("GET /vendors/:id/applications", { param: store, headers }),
      requestsCsv: () => t.api("GET /vendors/me/applications.csv", { headers }),
      decide: () =>
        t.api("POST /vendors/applications/:id/update", {
          param: { id: w.application.id },
          json: { status: "Approved" },
          headers,
        }),
      newPet: () =>
        t.api("POST /pets", {
          json: {
            vendor_id: w.store.id,
            category_id: w.category.id,
            name: "Kali",
            description: "A calm street dog.",
            gender: "female",
            post_status: "published",
          },
          headers,
        }),
      editPet: () =>
        t.api("PATCH /pets/:id", { param: { id: w.pet.id }, json: { name: "Renamed" }, headers }),
      team: () => t.api("GET /vendors/:id/team", { param: store, headers }),
      invite: () =>
        t.api("POST /vendors/:id/invitations", {
          param: store,
          json: { role: "caretaker", email: "friend@example.test" },
          headers,
        }),
      petRecords: () => t.api("GET /pets/:id/records", { param: { id: w.pet.id }, headers }),
      writePetRecord: () =>
        t.api("POST /pets/:id/records", {
          param: { id: w.pet.id },
          json: { kind: "deworming", given_on: "2026-03-01", treatment: "Albendazole" },
          headers,
        }),
      due: () => t.api("GET /vendors/:id/due", { param: store, headers }),
      animals: () => t.api("GET /vendors/:id/animals", { param: store, headers }),
      figures: () => t.api("GET /vendors/:id/figures", { param: store, headers }),
      activity: () => t.api("GET /vendors/:id/activity", { param: store, headers }),
      readConversation: () =>
        t.api("GET /conversations/:id/messages", {
          param: { id: w.conversation.id },
          headers,
        }),
      answer: () =>
        t.api("POST /conversations/:id/messages", {
          param: { id: w.conversation.id },
          json: { text: "Yes, she is good with cats." },
          headers,
        }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const response = await call();
      expect([403, 404], `${name}: ${response.text}`).toContain(response.status);
    }
    expect(await snapshot(t)).toEqual(before);
    const conversations = await t.api("GET /conversations", { headers });
    expect(conversations.json.conversations.map((c) => c.id)).not.toContain(w.conversation.id);
  });

  it("keeps the register: lists, registers, writes records and enters a camp", async () => {
    const w = await storeWithCaretaker();
    const headers = w.caretaker.headers;
    const dog = await makeCommunityDog(t.deps, { vendor_id: w.store.id });
    const listed = await t.api("GET /vendors/:id/community-dogs", {
      param: { id: w.store.id },
      headers,
    });
    expect(listed.json.dogs.map((row) => row.id)).toEqual([dog.id]);
    const record = await t.api("POST /community-dogs/:id/records", {
      param: { id: dog.id },
      json: { kind: "deworming", given_on: "2026-03-01" },
      headers,
    });
    expect(record.status, record.text).toBe(201);
    const camp = await t.api("POST /vendors/:id/camps", {
      param: { id: w.store.id },
      json: {
        held_on: "2026-03-02",
        district: "Lalitpur",
        ward: 3,
        dogs: [{ dog_id: dog.id }, { name: "Moti" }],
        sterilised: true,
        vaccinated: true,
      },
      headers,
    });
    expect(camp.status, camp.text).toBe(201);
    const changed = await t.api("PATCH /community-dogs/:id", {
      param: { id: dog.id },
      json: { caretaker_id: w.caretaker.user.id },
      headers,
    });
    expect(changed.json.caretaker?.id).toBe(w.caretaker.user.id);
  });
});
