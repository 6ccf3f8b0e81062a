import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { makeMember } from "../../db/factories";
import { storeWithDueItems } from "../../test/health-records";
import { textingApps } from "../../test/texting-apps";
import type { TestApp } from "../../test/test-app";
import { sendDueDigests } from "./digest";

/**
 * The daily digest of what is due: once a Nepal day from DIGEST_HOUR, to the owners, managers
 * and carers who keep it on, by mail and SMS in each one's language; texts wait out quiet hours.
 */
const texting = textingApps("aakash", { SMS_QUIET_HOURS: "21-7" });

let t: TestApp;
beforeAll(async () => {
  t = await texting.appWith();
});
afterEach(() => {
  vi.useRealTimers();
});

const TODAY = "2026-03-10";
/** A moment of Nepal's day (UTC+5:45), "08:00" on TODAY unless told. */
const nepalTime = (clock = "08:00", day = TODAY) => new Date(`${day}T${clock}:00+05:45`);

let next = 0;
const newNumber = () =>
  `+97798${String(Date.now() % 1e6).padStart(6, "0")}${String(next++ % 100).padStart(2, "0")}`;

async function storeWithTeam() {
  const world = await storeWithDueItems(t, TODAY);
  const member = async (role: "manager" | "carer" | "foster", firstName: string) => {
    const phone = newNumber();
    const login = await t.login({ firstName, phoneNumber: phone });
    await makeMember(t.deps, { vendor_id: world.store.id, user_id: login.user.id, role });
    return { ...login, phone };
  };
  const manager = await member("manager", "Gita");
  await t.db
    .updateTable("user")
    .set({ language: "ne" })
    .where("id", "=", manager.user.id)
    .execute();
  const carer = await member("carer", "Hari");
  const carerOff = await member("carer", "Nima");
  await t.db
    .updateTable("store_member")
    .set({ notify_digest: 0 })
    .where("user_id", "=", carerOff.user.id)
    .execute();
  const foster = await member("foster", "Mina");
  // Only this store's digests are counted: earlier tests' stores are told already.
  await t.db
    .insertInto("store_digest")
    .columns(["vendor_id", "day", "sent_at"])
    .expression((eb) =>
      eb
        .selectFrom("vendor")
        .select((s) => ["vendor.id", s.val(TODAY).as("day"), s.val("x").as("sent_at")])
        .where("vendor.id", "!=", world.store.id),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { ...world, manager, carer, carerOff, foster };
}

const queued = (recipient: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["channel", "subject", "text", "next_attempt_at"])
    .where("recipient", "=", recipient)
    .orderBy("id")
    .execute();

describe("the due digest", () => {
  it("tells each member who keeps it on exactly what is due, in her language, once a day", async () => {
    const w = await storeWithTeam();
    expect(await sendDueDigests(t.deps, nepalTime("06:59"))).toBe(0);
    expect(await sendDueDigests(t.deps, nepalTime("08:00"))).toBe(1);

    const [mail] = await queued(w.owner.user.email);
    expect(mail!.subject).toBe(`${w.store.title}: care due today and this week`);
    const lines = mail!.text.split("\n").filter((line) => line.startsWith("- "));
    expect(lines.map((line) => line.replace(/: http\S+$/, ""))).toEqual([
      "- Kalu: DHPP vaccine overdue since 9 Mar (25 Falgun)",
      "- Moti: rabies vaccine due 10 Mar (26 Falgun)",
      "- Kalu: deworming (Albendazole) due 17 Mar (3 Chaitra)",
    ]);
    const [nepali] = await queued(w.manager.user.email);
    expect(nepali!.text).toContain("Kalu: DHPP खोप फागुन २५देखि बाँकी");
    expect(nepali!.text).toContain("Kalu: जुकाको औषधि (Albendazole) चैत ३मा");
    const [text] = await queued(w.manager.phone);
    expect(text).toMatchObject({ channel: "sms" });
    expect(text!.text).toContain("Moti: रेबिज खोप फागुन २६मा");
    expect((await queued(w.carer.phone)).map((row) => row.channel)).toEqual(["sms"]);
    expect(await queued(w.carer.user.email)).toHaveLength(1);
    // Switched off, and a foster: nothing.
    for (const who of [w.carerOff, w.foster]) {
      expect(await queued(who.user.email)).toEqual([]);
      expect(await queued(who.phone)).toEqual([]);
    }
    // Once a day, however often asked; the next day again, as the items are still due.
    expect(await sendDueDigests(t.deps, nepalTime("20:00"))).toBe(0);
    expect(await queued(w.owner.user.email)).toHaveLength(1);
    expect(await sendDueDigests(t.deps, nepalTime("07:00", "2026-03-11"))).toBe(1);
    expect(await queued(w.owner.user.email)).toHaveLength(2);
    const [claim] = await t.db
      .selectFrom("store_digest")
      .selectAll()
      .where("vendor_id", "=", w.store.id)
      .orderBy("day")
      .execute();
    expect(claim!.day).toBe(TODAY);
    // The mails go now, whatever the hour; the texts wait out the quiet hours (see below).
    expect(mail!.next_attempt_at <= new Date().toISOString()).toBe(true);
  });

  it("queues a text sent at 22:00 in Nepal for the end of the quiet hours", async () => {
    const w = await storeWithTeam();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(nepalTime("22:00"));
    expect(await sendDueDigests(t.deps, new Date())).toBe(1);
    vi.useRealTimers();
    const [text] = await queued(w.carer.phone);
    expect(text!.next_attempt_at).toBe(nepalTime("07:00", "2026-03-11").toISOString());
  });
});
