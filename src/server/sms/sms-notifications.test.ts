import { describe, expect, it } from "vitest";
import { makePet, makeStore } from "../db/factories";
import { apply } from "../test/adoption-requests";
import { textingApps } from "../test/texting-apps";
import { type TestApp } from "../test/test-app";
import type { ApiInput } from "../api-schema";

/**
 * What goes by SMS (docs/product.md#sms): to a store, each new adoption request and new
 * messages; to an adopter, each answer (with the store's reason) and new messages; each in the
 * person's language with a link, only to a verified number, never to someone who turned texts
 * off, and (but for codes) never in the quiet hours.
 */
/** Nepal keeps UTC+05:45 all year. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const texting = textingApps("aakash", { SMS_QUIET_HOURS: "" });
const appWith = texting.appWith;

let next = 0;
const newNumber = () =>
  `+97797${String(Date.now() % 1e6).padStart(6, "0")}${String(next++ % 100).padStart(2, "0")}`;
const textsTo = (e164: string) =>
  texting.gateway.received.filter((sms) => `+977${sms.to}` === e164).map((sms) => sms.text);

/** A store whose owner has a verified phone, a listed pet, and an applicant with one too. */
async function world(
  t: TestApp,
  options: { ownerTexts?: boolean; applicantTexts?: boolean; applicantLanguage?: "ne" } = {},
) {
  const ownerPhone = newNumber();
  const applicantPhone = newNumber();
  const owner = await t.login({
    firstName: "Sujata",
    phoneNumber: ownerPhone,
    smsNotifications: options.ownerTexts ?? true,
  });
  const store = await makeStore(t.deps, { owner_id: owner.user.id, title: "Pokhara Paws" });
  const pet = await makePet(t.deps, { vendor_id: store.id, name: "Kali" });
  const applicant = await t.login({
    firstName: "Sita",
    lastName: "Rai",
    phoneNumber: applicantPhone,
    smsNotifications: options.applicantTexts ?? true,
  });
  if (options.applicantLanguage) {
    await t.api("PUT /me/language", {
      json: { language: options.applicantLanguage },
      headers: applicant.headers,
    });
  }
  return { owner, ownerPhone, store, pet, applicant, applicantPhone };
}

const answer = (
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  body: ApiInput<"POST /vendors/applications/:id/update">["json"],
) => t.api("POST /vendors/applications/:id/update", { param: { id }, json: body, headers });

describe("texts about a store", () => {
  it("tell a phone account its store is listed, and listed again, in its language", async () => {
    const t = await appWith();
    const admin = await t.loginAdmin();
    const phone = newNumber();
    const owner = await t.login({ firstName: "Hari", phoneNumber: phone });
    await t.api("PUT /me/language", { json: { language: "ne" }, headers: owner.headers });
    const store = await makeStore(t.deps, {
      owner_id: owner.user.id,
      title: "Dharan Dogs",
      status: "pending",
    });
    const setStatus = async (status: "active" | "pending") => {
      const set = await t.api("POST /vendors/update", {
        json: { id: store.id, status },
        headers: admin.headers,
      });
      expect(set.status, set.text).toBe(200);
    };
    await setStatus("active");
    await setStatus("pending");
    await setStatus("active");
    await t.deps.mail.flush();
    expect(textsTo(phone)).toEqual([
      "Sathi: Dharan Dogs सूचीमा छ; धर्मपुत्र लिन चाहनेहरूले अब तपाईंका जनावर भेट्टाउन सक्छन्। http://localhost:3000/dashboard?tab=vendor",
      "Sathi: Dharan Dogs फेरि सूचीमा छ। http://localhost:3000/dashboard?tab=vendor",
    ]);
  });
});

describe("texts about adoption requests", () => {
  it("tells the store when a request is withdrawn, in the owner's language", async () => {
    const t = await appWith();
    const w = await world(t);
    await t.api("PUT /me/language", { json: { language: "ne" }, headers: w.owner.headers });
    const id = await apply(t, w.applicant.headers, w.pet.id);
    const withdrawn = await t.api("POST /applications/:id/withdraw", {
      param: { id },
      headers: w.applicant.headers,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    await t.deps.mail.flush();
    expect(textsTo(w.ownerPhone).at(-1)).toBe(
      "Sathi: Kaliलाई धर्मपुत्र लिने एउटा अनुरोध फिर्ता लिइयो। http://localhost:3000/dashboard?tab=vendor",
    );
  });

  it("tells the store of a new request, and the adopter of each answer with its reason", async () => {
    const t = await appWith();
    const w = await world(t, { applicantLanguage: "ne" });
    const id = await apply(t, w.applicant.headers, w.pet.id);
    await t.deps.mail.flush();
    expect(textsTo(w.ownerPhone)).toEqual([
      "Sathi: new adoption request for Kali. http://localhost:3000/dashboard?tab=vendor",
    ]);
    const rejected = await answer(t, w.owner.headers, id, {
      status: "Rejected",
      reason: "We are looking for a home with a garden.",
    });
    expect(rejected.status, rejected.text).toBe(200);
    await t.deps.mail.flush();
    expect(textsTo(w.applicantPhone)).toEqual([
      "Sathi: Kaliलाई धर्मपुत्र लिने तपाईंको अनुरोध स्वीकृत भएन। कारण: We are looking for a home with a garden. http://localhost:3000/dashboard",
    ]);
    const approved = await answer(t, w.owner.headers, id, { status: "Approved" });
    expect(approved.status, approved.text).toBe(200);
    await t.deps.mail.flush();
    expect(textsTo(w.applicantPhone)).toHaveLength(2);
    expect(textsTo(w.applicantPhone)[1]).toContain("स्वीकृत भयो");
  });

  it("sends nothing to a person who turned texts off, and again once she turns them on", async () => {
    const t = await appWith();
    const w = await world(t);
    const off = await t.api("PUT /me/sms", { json: { enabled: false }, headers: w.owner.headers });
    expect(off.status).toBe(200);
    await apply(t, w.applicant.headers, w.pet.id);
    await t.deps.mail.flush();
    expect(textsTo(w.ownerPhone)).toEqual([]);
    // The e-mail still goes: only texts are turned off.
    const mails = await t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("channel", "=", "mail")
      .execute();
    expect(mails.map((mail) => mail.subject)).toContain("New adoption request for Kali");

    await t.api("PUT /me/sms", { json: { enabled: true }, headers: w.owner.headers });
    const pet = await makePet(t.deps, { vendor_id: w.store.id, name: "Bhote" });
    await apply(t, w.applicant.headers, pet.id);
    await t.deps.mail.flush();
    expect(textsTo(w.ownerPhone)).toHaveLength(1);
    expect(textsTo(w.ownerPhone)[0]).toContain("Bhote");
  });

  it("sends nothing to an account without a verified number", async () => {
    const t = await appWith();
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const pet = await makePet(t.deps, { vendor_id: store.id });
    const applicant = await t.login();
    await apply(t, applicant.headers, pet.id);
    await t.deps.mail.flush();
    const texts = await t.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("channel", "=", "sms")
      .execute();
    expect(texts).toEqual([]);
  });

  it("holds news for the morning in the quiet hours", async () => {
    const nepalHour = new Date(Date.now() + NEPAL_OFFSET_MS).getUTCHours();
    const t = await appWith({ SMS_QUIET_HOURS: `${nepalHour}-${(nepalHour + 2) % 24}` });
    const w = await world(t);
    await apply(t, w.applicant.headers, w.pet.id);
    await t.deps.mail.flush();
    expect(textsTo(w.ownerPhone)).toEqual([]);
    const [held] = await t.db
      .selectFrom("mail_outbox")
      .select(["status", "next_attempt_at"])
      .where("recipient", "=", w.ownerPhone)
      .execute();
    expect(held!.status).toBe("pending");
    expect(Date.parse(held!.next_attempt_at)).toBeGreaterThan(Date.now() + 60 * 60_000);
  });
});

describe("texts about messages", () => {
  it("tells each side of a new message with its start and a link, at most once in 10 minutes", async () => {
    const t = await appWith();
    const w = await world(t);
    const asked = await t.api("POST /pets/:id/messages", {
      param: { id: w.pet.id },
      json: { text: "Is Kali good with cats? We have two." },
      headers: w.applicant.headers,
    });
    expect(asked.status, asked.text).toBe(201);
    const conversation = asked.json.conversation_id as number;
    await t.api("POST /pets/:id/messages", {
      param: { id: w.pet.id },
      json: { text: "And does she like long walks?" },
      headers: w.applicant.headers,
    });
    await t.deps.mail.flush();
    expect(textsTo(w.ownerPhone)).toEqual([
      `Sathi: a new message about Kali. Read it: http://localhost:3000/messages/${conversation}`,
    ]);
    const replied = await t.api("POST /conversations/:id/messages", {
      param: { id: conversation },
      json: { text: "Yes, she grew up with cats." },
      headers: w.owner.headers,
    });
    expect(replied.status, replied.text).toBe(201);
    await t.deps.mail.flush();
    expect(textsTo(w.applicantPhone)).toEqual([
      `Sathi: a new message about Kali. Read it: http://localhost:3000/messages/${conversation}`,
    ]);
  });
});
