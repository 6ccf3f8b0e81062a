import { beforeAll, describe, expect, it } from "vitest";
import type { StoreRole } from "../../../contract/store-roles";
import { makeMember, makePet, makeStore } from "../../db/factories";
import { apply } from "../../test/adoption-requests";
import { textingApps } from "../../test/texting-apps";
import type { TestApp } from "../../test/test-app";

/**
 * A store's news goes to the members whose role handles it (owners and managers), each by mail
 * and by text as her own notices say, in her own language (docs/decisions/048-store-teams.md).
 */
const texting = textingApps("aakash", { SMS_QUIET_HOURS: "" });

let next = 0;
const newNumber = () =>
  `+97798${String(Date.now() % 1e6).padStart(6, "0")}${String(next++ % 100).padStart(2, "0")}`;

let t: TestApp;
beforeAll(async () => {
  t = await texting.appWith();
});

type Login = Awaited<ReturnType<TestApp["login"]>> & { phone: string };

async function member(
  storeId: number,
  role: StoreRole,
  firstName: string,
  notices: { mail?: boolean; sms?: boolean } = {},
): Promise<Login> {
  const phone = newNumber();
  const login = await t.login({ firstName, phoneNumber: phone });
  await makeMember(t.deps, { vendor_id: storeId, user_id: login.user.id, role });
  await t.db
    .updateTable("store_member")
    .set({ notify_mail: notices.mail === false ? 0 : 1, notify_sms: notices.sms === false ? 0 : 1 })
    .where("vendor_id", "=", storeId)
    .where("user_id", "=", login.user.id)
    .execute();
  return { ...login, phone };
}

const queued = (recipient: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["channel", "subject", "text"])
    .where("recipient", "=", recipient)
    .orderBy("id")
    .execute();

async function team() {
  const ownerPhone = newNumber();
  const owner = await t.login({ firstName: "Sujata", phoneNumber: ownerPhone });
  const store = await makeStore(t.deps, { owner_id: owner.user.id, title: "Pokhara Paws" });
  const pet = await makePet(t.deps, { vendor_id: store.id, name: "Kali" });
  const manager = await member(store.id, "manager", "Gita");
  const carer = await member(store.id, "carer", "Hari");
  const quiet = await member(store.id, "manager", "Maya", { mail: false });
  const noTexts = await member(store.id, "owner", "Nima", { sms: false });
  await t.db
    .updateTable("user")
    .set({ language: "ne" })
    .where("id", "=", manager.user.id)
    .execute();
  return { owner: { ...owner, phone: ownerPhone }, store, pet, manager, carer, quiet, noTexts };
}

describe("a store's notices", () => {
  it("tell owners and managers of a new request, each as her notices say and in her language", async () => {
    const { owner, pet, manager, carer, quiet, noTexts } = await team();
    const applicant = await t.login({ firstName: "Sita" });
    await apply(t, applicant.headers, pet.id);

    expect(await queued(owner.user.email)).toEqual([
      expect.objectContaining({ channel: "mail", subject: "New adoption request for Kali" }),
    ]);
    expect((await queued(owner.phone)).map((row) => row.channel)).toEqual(["sms"]);
    // The manager reads Nepali; the carer does not decide on requests.
    expect(await queued(manager.user.email)).toEqual([
      expect.objectContaining({ subject: "Kaliलाई धर्मपुत्र लिने नयाँ अनुरोध" }),
    ]);
    expect(await queued(manager.phone)).toHaveLength(1);
    expect(await queued(carer.user.email)).toEqual([]);
    expect(await queued(carer.phone)).toEqual([]);
    // Notices by mail off: a text only. Texts off: a mail only.
    expect(await queued(quiet.user.email)).toEqual([]);
    expect(await queued(quiet.phone)).toHaveLength(1);
    expect(await queued(noTexts.user.email)).toHaveLength(1);
    expect(await queued(noTexts.phone)).toEqual([]);
  });

  it("tell owners and managers of a withdrawal and a new message, not the carer", async () => {
    const { owner, pet, manager, carer } = await team();
    const applicant = await t.login({ firstName: "Sita" });
    const id = await apply(t, applicant.headers, pet.id);
    expect(
      (
        await t.api("POST /applications/:id/withdraw", {
          param: { id },
          headers: applicant.headers,
        })
      ).status,
    ).toBe(200);
    const conversation = await t.db
      .selectFrom("conversation")
      .select("id")
      .where("user_id", "=", applicant.user.id)
      .executeTakeFirstOrThrow();
    // The request's own mail counted as the conversation's: let the next message mail again.
    await t.db
      .updateTable("conversation")
      .set({ store_mailed_at: null })
      .where("id", "=", conversation.id)
      .execute();
    const sent = await t.api("POST /conversations/:id/messages", {
      param: { id: conversation.id },
      json: { text: "Sorry, we found another dog." },
      headers: applicant.headers,
    });
    expect(sent.status).toBe(201);

    for (const person of [owner, manager]) {
      expect((await queued(person.user.email)).map((row) => row.subject)).toEqual([
        expect.stringContaining("Kali"),
        expect.stringContaining("Kali"),
        expect.stringContaining("Kali"),
      ]);
      expect(await queued(person.phone)).toHaveLength(3);
    }
    expect(await queued(carer.user.email)).toEqual([]);
    expect(await queued(carer.phone)).toEqual([]);
  });

  it("tell every owner, not a manager, when the admin lists the store", async () => {
    const owner = await t.login({ firstName: "Sujata" });
    const store = await makeStore(t.deps, { owner_id: owner.user.id, status: "pending" });
    const second = await member(store.id, "owner", "Nima");
    const manager = await member(store.id, "manager", "Gita");
    const admin = await t.loginAdmin();
    const listed = await t.api("POST /vendors/update", {
      json: { id: store.id, status: "active" },
      headers: admin.headers,
    });
    expect(listed.status, listed.text).toBe(200);
    expect(await queued(owner.user.email)).toHaveLength(1);
    expect(await queued(second.user.email)).toHaveLength(1);
    expect(await queued(second.phone)).toHaveLength(1);
    expect(await queued(manager.user.email)).toEqual([]);
    expect(await queued(manager.phone)).toEqual([]);
  });
});
