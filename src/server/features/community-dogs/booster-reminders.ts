import type { Kysely } from "kysely";
import { DUE_WITHIN_DAYS } from "../../../contract/animal-records";
import { nepalDay } from "../../../contract/calendar";
import type { AppDeps } from "../../deps";
import type { DB } from "../../db/schema";
import { isBeforeNepalHour, startRounds } from "../../lib/timed-rounds";
import { asMailLanguage } from "../../mail/account-language";
import { textKnownPerson, type TextablePerson } from "../../sms/text-person";
import { boosterMail, boosterText, type BoosterDue } from "./booster-texts";
import { dogCaretaker, PERSON } from "./dog-caretaker";

type Deps = Pick<AppDeps, "db" | "config" | "mail" | "log">;

/** How often an instance looks for boosters coming due. */
const TICK_MS = 15 * 60_000;
/** The most reminders one round claims; the next round takes the rest. */
const ROUND_MAX = 500;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Rabies vaccinations of active dogs due within DUE_WITHIN_DAYS of `today` (or overdue), not yet
 * reminded, and each its dog's latest: a booster written since is what was due.
 */
function boostersDue(db: Kysely<DB>, today: string) {
  return db
    .selectFrom("dog_record as record")
    .innerJoin("community_dog as dog", "dog.id", "record.dog_id")
    .innerJoin("vendor", "vendor.id", "dog.vendor_id")
    .select([
      "record.id as record_id",
      "record.given_on",
      "record.next_due_on",
      "dog.id as dog_id",
      "dog.name",
      "dog.district",
      "dog.ward",
      "dog.tole",
      "dog.caretaker_id",
      "vendor.id as store_id",
      "vendor.title as store_title",
    ])
    .where("dog.status", "=", "active")
    .where("record.kind", "=", "vaccination")
    .where("record.vaccine", "=", "rabies")
    .where("record.reminded_on", "is", null)
    .where("record.next_due_on", "<=", addDays(today, DUE_WITHIN_DAYS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("dog_record as later")
            .select("later.id")
            .whereRef("later.dog_id", "=", "record.dog_id")
            .where("later.kind", "=", "vaccination")
            .where("later.vaccine", "=", "rabies")
            .where((eb) =>
              eb.or([
                eb("later.given_on", ">", eb.ref("record.given_on")),
                eb.and([
                  eb("later.given_on", "=", eb.ref("record.given_on")),
                  eb("later.id", ">", eb.ref("record.id")),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy("record.next_due_on")
    .orderBy("record.id")
    .limit(ROUND_MAX)
    .execute();
}
type DueRow = Awaited<ReturnType<typeof boostersDue>>[number];

const isTextable = (person: TextablePerson) =>
  Boolean(person.phoneNumber && person.phoneNumberVerified && person.smsNotifications);

/**
 * Who is told of a dog's booster: its caretaker, while she is on the store's team and can be
 * texted; otherwise the store's owners who keep the daily notices on.
 */
async function recipientsOf(db: Kysely<DB>, storeId: number, caretakerId: string | null) {
  const caretaker = await dogCaretaker(db, storeId, caretakerId);
  if (caretaker && isTextable(caretaker)) return { key: `c:${caretaker.id}`, people: [caretaker] };
  const owners = await db
    .selectFrom("store_member")
    .innerJoin("user", "user.id", "store_member.user_id")
    .select(PERSON)
    .where("store_member.vendor_id", "=", storeId)
    .where("store_member.role", "=", "owner")
    .where("store_member.notify_digest", "=", 1)
    .orderBy("store_member.user_id")
    .execute();
  return { key: `o:${storeId}`, people: owners };
}
type Recipients = Awaited<ReturnType<typeof recipientsOf>>;

/** The round's boosters, one group per set of people to tell, so each gets one text for all. */
async function groupByRecipients(db: Kysely<DB>, rows: DueRow[]) {
  const groups = new Map<string, { to: Recipients; store: string; rows: DueRow[] }>();
  for (const row of rows) {
    const to = await recipientsOf(db, Number(row.store_id), row.caretaker_id);
    const group = groups.get(to.key) ?? { to, store: row.store_title, rows: [] };
    group.rows.push(row);
    groups.set(to.key, group);
  }
  return [...groups.values()];
}

/**
 * One group's reminder: its records claimed (reminded_on set where still unset, so one instance
 * wins each), then a text and a mail to each person, in her language, in the claim's transaction.
 */
async function tell(
  deps: Deps,
  group: { to: Recipients; store: string; rows: DueRow[] },
  today: string,
) {
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("dog_record")
      .set({ reminded_on: today })
      .where(
        "id",
        "in",
        group.rows.map((row) => row.record_id),
      )
      .where("reminded_on", "is", null)
      .returning("id")
      .execute();
    const ids = new Set(claimed.map((row) => Number(row.id)));
    const dogs: BoosterDue[] = group.rows
      .filter((row) => ids.has(Number(row.record_id)))
      .map((row) => ({
        dog_id: Number(row.dog_id),
        name: row.name,
        district: row.district,
        ward: Number(row.ward),
        tole: row.tole,
        given_on: row.given_on,
        next_due_on: row.next_due_on!,
        overdue: row.next_due_on! < today,
      }));
    if (dogs.length === 0) return false;
    for (const person of group.to.people) {
      const language = asMailLanguage(person.language);
      const to = { email: person.email, name: person.name, language };
      // The outbox mails only a verified, real address; texts wait out the quiet hours and the budget.
      await deps.mail.enqueue(boosterMail(deps.config, to, group.store, dogs), trx);
      await textKnownPerson(deps.mail, trx, person, (lang) => boosterText(deps.config, lang, dogs));
    }
    return true;
  });
}

/**
 * Reminds each dog's caretaker (or its store's owners) once when its rabies booster comes due,
 * from DIGEST_HOUR on in Nepal (docs/product.md#community-dogs). Safe to repeat and to run on
 * several instances: each record is claimed once. Returns how many reminders went out.
 */
export async function sendBoosterReminders(deps: Deps, now = new Date()): Promise<number> {
  if (isBeforeNepalHour(now, deps.config.digestHour)) return 0;
  const today = nepalDay(now);
  let told = 0;
  for (const group of await groupByRecipients(deps.db, await boostersDue(deps.db, today))) {
    if (await tell(deps, group, today)) told += 1;
  }
  if (told > 0) deps.mail.kick();
  return told;
}

/**
 * Runs the reminders at start and every TICK_MS (lib/timed-rounds.ts). Returns the stop
 * function.
 */
export function startBoosterRounds(deps: Deps) {
  return startRounds(deps.log, "Booster reminders", TICK_MS, () => sendBoosterReminders(deps));
}
