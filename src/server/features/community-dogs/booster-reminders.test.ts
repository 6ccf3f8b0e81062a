import { beforeAll, describe, expect, it } from "vitest";
import { makeMember, makeStore } from "../../db/factories";
import { makeCommunityDog, makeDogRecord } from "../../db/factories-street-rows";
import { textingApps } from "../../test/texting-apps";
import type { TestApp } from "../../test/test-app";
import { sendBoosterReminders } from "./booster-reminders";

/**
 * A community dog's rabies booster (docs/product.md#community-dogs): its caretaker is texted
 * once, in her language with the Bikram Sambat day, when the latest rabies vaccination comes
 * within a week of due; the store's owners when she cannot be texted.
 */
const texting = textingApps("aakash");

let t: TestApp;
beforeAll(async () => {
  t = await texting.appWith();
});

/** A moment of Nepal's day (UTC+5:45). */
const nepalTime = (clock: string, day: string) => new Date(`${day}T${clock}:00+05:45`);

let next = 0;
/** A mobile number of NTC's (984…), new each call. */
const newNumber = () =>
  `+977984${String(Date.now() % 1e5).padStart(5, "0")}${String(next++ % 100).padStart(2, "0")}`;

const queued = (recipient: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["channel", "subject", "text"])
    .where("recipient", "=", recipient)
    .orderBy("id")
    .execute();

async function storeWithCaretaker(language: "en" | "ne") {
  const ownerPhone = newNumber();
  const owner = await t.login({ firstName: "Asha", phoneNumber: ownerPhone });
  const store = await makeStore(t.deps, { owner_id: owner.user.id, title: "Street Friends" });
  const phone = newNumber();
  const caretaker = await t.login({ firstName: "Kamala", phoneNumber: phone });
  await t.db.updateTable("user").set({ language }).where("id", "=", caretaker.user.id).execute();
  await makeMember(t.deps, { vendor_id: store.id, user_id: caretaker.user.id, role: "caretaker" });
  return { owner, ownerPhone, store, caretaker, phone };
}

/** A rabies vaccination given a year before `due`, due again on it. */
const rabiesDue = (dogId: number, due: string) =>
  makeDogRecord(t.deps, {
    dog_id: dogId,
    given_on: `${Number(due.slice(0, 4)) - 1}${due.slice(4)}`,
    next_due_on: due,
  });

describe("booster reminders", () => {
  it("texts the caretaker once, in Nepali with the BS day, and only for a booster due and still owed", async () => {
    const w = await storeWithCaretaker("ne");
    const dog = (overrides: Parameters<typeof makeCommunityDog>[1]) =>
      makeCommunityDog(t.deps, { caretaker_id: w.caretaker.user.id, ...overrides });
    const kalu = await dog({ vendor_id: w.store.id, name: "Kalu", tole: "Jhamsikhel", ward: 3 });
    const kaluRecord = await rabiesDue(kalu.id, "2026-03-12");
    // Given its booster already; died; due in a month: none of them is told.
    const boosted = await dog({ vendor_id: w.store.id, name: "Moti" });
    await rabiesDue(boosted.id, "2026-03-12");
    await makeDogRecord(t.deps, { dog_id: boosted.id, given_on: "2026-03-01" });
    const died = await dog({ vendor_id: w.store.id, name: "Bhote", status: "died" });
    await rabiesDue(died.id, "2026-03-12");
    const later = await dog({ vendor_id: w.store.id, name: "Seti" });
    await rabiesDue(later.id, "2026-04-12");

    expect(await sendBoosterReminders(t.deps, nepalTime("06:59", "2026-03-10"))).toBe(0);
    expect(await queued(w.phone)).toEqual([]);
    expect(await sendBoosterReminders(t.deps, nepalTime("08:00", "2026-03-10"))).toBe(1);
    const texts = await queued(w.phone);
    expect(texts).toEqual([
      {
        channel: "sms",
        subject: "",
        text: `${t.config.site.name}: बुस्टर खोप: Jhamsikhel (वडा ३)को Kaluलाई २०८२ फागुन २८भित्र रेबिज बुस्टर खोप चाहिन्छ — ${t.config.publicUrl}/dashboard/community-dogs/${kalu.id}`,
      },
    ]);
    const mails = await queued(w.caretaker.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/dashboard/community-dogs/${kalu.id}`);
    // The owners are not told while the caretaker can be texted.
    expect(await queued(w.ownerPhone)).toEqual([]);
    const claimed = await t.db
      .selectFrom("dog_record")
      .select("reminded_on")
      .where("id", "=", kaluRecord.id)
      .executeTakeFirstOrThrow();
    expect(claimed.reminded_on).toBe("2026-03-10");

    // Once: however often the rounds run, on this day or the next.
    expect(await sendBoosterReminders(t.deps, nepalTime("20:00", "2026-03-10"))).toBe(0);
    expect(await sendBoosterReminders(t.deps, nepalTime("08:00", "2026-03-14"))).toBe(0);
    expect(await queued(w.phone)).toHaveLength(1);
  });

  it("tells the store's owners, in English, when the dog's caretaker cannot be texted", async () => {
    const w = await storeWithCaretaker("en");
    await t.db
      .updateTable("user")
      .set({ phoneNumber: null })
      .where("id", "=", w.caretaker.user.id)
      .execute();
    const kalu = await makeCommunityDog(t.deps, {
      vendor_id: w.store.id,
      name: "Kalu",
      tole: "Jhamsikhel",
      caretaker_id: w.caretaker.user.id,
    });
    const unnamed = await makeCommunityDog(t.deps, { vendor_id: w.store.id, ward: 4 });
    await rabiesDue(kalu.id, "2026-02-01");
    await rabiesDue(unnamed.id, "2026-01-20");
    expect(await sendBoosterReminders(t.deps, nepalTime("09:00", "2026-01-28"))).toBe(1);
    // One text for both dogs: the first due named, the other counted; the register's link.
    expect((await queued(w.ownerPhone)).map((row) => row.text)).toEqual([
      `${t.config.site.name}: Booster overdue: A dog of Lalitpur (ward 4) and 1 more dog needed their rabies booster by 2082 Magh 6 — ${t.config.publicUrl}/dashboard/community-dogs`,
    ]);
    const [mail] = await queued(w.owner.user.email);
    expect(mail!.subject).toBe("Street Friends: rabies boosters due");
    expect(mail!.text).toContain("Kalu of Jhamsikhel (ward 3): by 1 February 2026");
    expect(await queued(w.caretaker.user.email)).toEqual([]);
  });
});
