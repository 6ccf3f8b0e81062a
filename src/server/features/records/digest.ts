import type { Kysely } from "kysely";
import { DUE_WITHIN_DAYS } from "../../../contract/animal-records";
import { nepalDay } from "../../../contract/calendar";
import type { AppDeps } from "../../deps";
import type { DB } from "../../db/schema";
import { isBeforeNepalHour, startRounds } from "../../lib/timed-rounds";
import { asMailLanguage } from "../../mail/account-language";
import { textKnownPerson } from "../../sms/text-person";
import { READER_ROLES } from "../stores";
import { digestMail, digestText } from "./digest-texts";
import { addDays, readDue } from "./due";

type Deps = Pick<AppDeps, "db" | "config" | "mail" | "log">;

/** How often an instance looks whether a store's digest is due. */
const TICK_MS = 5 * 60_000;

/** The stores with something due and no digest yet on `today`. */
function storesToTell(db: Kysely<DB>, today: string) {
  return db
    .selectFrom("health_record")
    .innerJoin("pet", "pet.id", "health_record.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select(["vendor.id", "vendor.title"])
    .distinct()
    .where("health_record.followed_by", "is", null)
    .where("health_record.next_due_on", "<=", addDays(today, DUE_WITHIN_DAYS))
    .where("pet.post_status", "!=", "adopted")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("store_digest")
            .select("store_digest.day")
            .whereRef("store_digest.vendor_id", "=", "vendor.id")
            .where("store_digest.day", "=", today),
        ),
      ),
    )
    .orderBy("vendor.id")
    .execute();
}

/**
 * One store's digest: the day claimed (one instance wins), then a mail and a text to each owner,
 * manager and carer who keeps it on, in her language, in the claim's transaction.
 */
async function tellStore(
  deps: Deps,
  store: { id: number; title: string },
  today: string,
  now: Date,
) {
  const items = await readDue(deps.db, store.id, today);
  if (items.length === 0) return false;
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("store_digest")
      .values({ vendor_id: store.id, day: today, sent_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["vendor_id", "day"]).doNothing())
      .returning("vendor_id")
      .executeTakeFirst();
    if (!claimed) return false;
    const members = await trx
      .selectFrom("store_member")
      .innerJoin("user", "user.id", "store_member.user_id")
      .select([
        "user.email",
        "user.name",
        "user.language",
        "user.phoneNumber",
        "user.phoneNumberVerified",
        "user.smsNotifications",
      ])
      .where("store_member.vendor_id", "=", store.id)
      .where("store_member.role", "in", READER_ROLES)
      .where("store_member.notify_digest", "=", 1)
      .orderBy("store_member.user_id")
      .execute();
    for (const member of members) {
      const language = asMailLanguage(member.language);
      const to = { email: member.email, name: member.name, language };
      // The outbox mails only a verified, real address, and texts wait out the quiet hours.
      await deps.mail.enqueue(digestMail(deps.config, to, store.title, items), trx);
      await textKnownPerson(deps.mail, trx, member, (lang) => digestText(deps.config, lang, items));
    }
    return true;
  });
}

/**
 * Sends each store's digest of what is due, once a Nepal day, from DIGEST_HOUR on
 * (docs/decisions/049-animal-records.md). Safe to repeat and to run on several instances:
 * the day is claimed in store_digest. Returns how many stores were told. The e2e harness calls
 * it with the `now` it chooses.
 */
export async function sendDueDigests(deps: Deps, now = new Date()): Promise<number> {
  if (isBeforeNepalHour(now, deps.config.digestHour)) return 0;
  const today = nepalDay(now);
  let told = 0;
  for (const store of await storesToTell(deps.db, today)) {
    if (await tellStore(deps, store, today, now)) told += 1;
  }
  if (told > 0) deps.mail.kick();
  return told;
}

/** Runs the digests at start and every TICK_MS (lib/timed-rounds.ts). Returns the stop function. */
export function startDigests(deps: Deps) {
  return startRounds(deps.log, "Due digests", TICK_MS, () => sendDueDigests(deps));
}
