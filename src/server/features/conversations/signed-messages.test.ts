import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMember } from "../../db/factories";
import { storeWithPet } from "../../test/adoption-requests";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * A member writing as the store may sign with her first name (docs/decisions/048-store-teams.md):
 * the adopter then reads "Gita · Kathmandu Animal Rescue", otherwise only the store; the store's
 * team always sees which member wrote each of its messages.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (id: number, headers: Headers, text: string, signed?: boolean) =>
  t.api("POST /conversations/:id/messages", {
    param: { id },
    json: signed === undefined ? { text } : { text, signed },
    headers,
  });
const read = (id: number, headers: Headers) =>
  t.api("GET /conversations/:id/messages", { param: { id }, headers });
const namesIn = (
  messages: { sender_name: string; signed_by: string | null; written_by: string | null }[],
) => messages.map((m) => [m.sender_name, m.signed_by, m.written_by]);

async function conversation() {
  const world = await storeWithPet(t);
  const manager = await t.login({ firstName: "Gita", lastName: "Tamang" });
  await makeMember(t.deps, {
    vendor_id: world.store.id,
    user_id: manager.user.id,
    role: "manager",
  });
  const asked = await t.api("POST /pets/:id/messages", {
    param: { id: world.pet.id },
    json: { text: "Is he good with cats?" },
    headers: world.applicant.headers,
  });
  return { ...world, manager, id: asked.json.conversation_id as number };
}

describe("signed messages", () => {
  it("show the adopter a signer's first name only when she signs; the team always sees the writer", async () => {
    const { owner, manager, applicant, id } = await conversation();
    const signed = await send(id, manager.headers, "Yes, he sleeps with our cat.", true);
    expect(signed.status, signed.text).toBe(201);
    expect(signed.json.message).toMatchObject({
      sender_name: "Kathmandu Animal Rescue",
      signed_by: "Gita",
      written_by: "Gita Tamang",
    });
    expect((await send(id, owner.headers, "Come on Saturday.")).status).toBe(201);
    expect((await send(id, applicant.headers, "Thank you!", true)).status).toBe(201);

    const forAdopter = await read(id, applicant.headers);
    expect(namesIn(forAdopter.json.messages)).toEqual([
      ["Sita Rai", null, null],
      ["Kathmandu Animal Rescue", "Gita", null],
      ["Kathmandu Animal Rescue", null, null],
      // The adopter's own "signed" means nothing: she is herself already.
      ["Sita Rai", null, null],
    ]);
    expect(forAdopter.text).not.toContain("Sujata");
    expect(forAdopter.text).not.toContain("Tamang");

    const forTeam = await read(id, manager.headers);
    expect(namesIn(forTeam.json.messages)).toEqual([
      ["Sita Rai", null, null],
      ["Kathmandu Animal Rescue", "Gita", "Gita Tamang"],
      ["Kathmandu Animal Rescue", null, "Sujata Shrestha"],
      ["Sita Rai", null, null],
    ]);
    const rows = await t.db
      .selectFrom("conversation_message")
      .select(["sender_id", "signed"])
      .where("conversation_id", "=", id)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.sender_id, Number(row.signed)])).toEqual([
      [null, 0],
      [manager.user.id, 1],
      [owner.user.id, 0],
      [null, 0],
    ]);
  });

  it("tells the adopter by mail who signed, and notes the message in the store's activity", async () => {
    const { owner, manager, applicant, store, id } = await conversation();
    expect((await send(id, manager.headers, "He is yours if you like.", true)).status).toBe(201);
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", applicant.user.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("New message from Gita · Kathmandu Animal Rescue about Bhote");
    const activity = await t.api("GET /vendors/:id/activity", {
      param: { id: store.id },
      headers: owner.headers,
    });
    expect(
      activity.json.lines.map((line) => [line.action, line.actor?.name, line.pet?.name]),
    ).toEqual([["message_sent", "Gita Tamang", "Bhote"]]);
  });
});
