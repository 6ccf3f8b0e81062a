import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { asMailLanguage } from "../../mail/account-language";
import { AppError } from "../../lib/errors";
import { dogCaretaker, PERSON } from "../community-dogs";
import { forNews, spentBudget } from "../../sms/budget";
import { textKnownPerson } from "../../sms/text-person";
import { relayMail, relayText, type FinderMessage, type RelayedAnimal } from "./relay-words";
import { findTag } from "./tags";

/*
 * A finder's message from a tag's page, relayed by SMS and mail (docs/product.md#qr-tags): to a
 * community dog's caretaker, else its store's owners; to a pet's adopter once it went home,
 * else its store's owners. Nobody signs in to send one, so each is limited by tag, by network
 * and by the finder's number, counted in tag_message (every instance sees the same rows) in the
 * transaction that adds the message, behind locks (holdRelayLocks) so messages sent at once are
 * counted one after another.
 */

/** Messages in a day, each kind of limit with its refusal. */
export const TAG_MESSAGE_LIMITS = {
  tag_id: { max: 5, code: "TOO_MANY_TAG_MESSAGES" },
  sender_network: { max: 10, code: "TOO_MANY_MESSAGES_FROM_NETWORK" },
  finder_phone: { max: 5, code: "TOO_MANY_FINDER_MESSAGES" },
} as const;
const DAY_MS = 86_400_000;

type Deps = Pick<AppDeps, "db" | "dialect" | "config" | "mail">;

/** PostgreSQL advisory-lock spaces of the relay's per-network and per-number limits. */
const NETWORK_LOCKS = 5201;
const NUMBER_LOCKS = 5202;

/**
 * On PostgreSQL, holds until the transaction ends the tag's row, then the sender's network and
 * then the finder's number (as advisory locks: they have no row), always in that order, so no two
 * relays wait on each other in a circle. Another relay sharing any of them waits, then counts
 * this one's row. SQLite needs none: its transactions begin IMMEDIATE and run one at a time.
 */
async function holdRelayLocks(
  trx: Kysely<DB>,
  dialect: AppDeps["dialect"],
  keys: { tag_id: number; sender_network: string; finder_phone: string },
) {
  if (dialect !== "postgres") return;
  await trx
    .selectFrom("animal_tag")
    .select("id")
    .where("id", "=", keys.tag_id)
    .forUpdate()
    .execute();
  await sql`select pg_advisory_xact_lock(${sql.lit(NETWORK_LOCKS)}, hashtext(${keys.sender_network}))`.execute(
    trx,
  );
  await sql`select pg_advisory_xact_lock(${sql.lit(NUMBER_LOCKS)}, hashtext(${keys.finder_phone}))`.execute(
    trx,
  );
}

/** 429 with how many seconds until the oldest message of the day no longer counts. */
async function enforceLimits(
  db: Kysely<DB>,
  keys: { tag_id: number; sender_network: string; finder_phone: string },
  now: Date,
) {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  for (const column of ["tag_id", "sender_network", "finder_phone"] as const) {
    const { max, code } = TAG_MESSAGE_LIMITS[column];
    const row = await db
      .selectFrom("tag_message")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("oldest")])
      .where(column, "=", keys[column])
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(row.count) < max) continue;
    const retryAfter = Math.ceil((Date.parse(String(row.oldest)) + DAY_MS - now.getTime()) / 1000);
    throw new AppError(429, "Too many messages today; please try again tomorrow", code, {
      retryAfter: Math.max(1, retryAfter),
    });
  }
}

/** Who hears of the message, and the animal's names. */
async function recipientsOf(db: Kysely<DB>, tag: { pet_id: number | null; dog_id: number | null }) {
  const owners = (storeId: number) =>
    db
      .selectFrom("store_member")
      .innerJoin("user", "user.id", "store_member.user_id")
      .select(PERSON)
      .where("store_member.vendor_id", "=", storeId)
      .where("store_member.role", "=", "owner")
      .orderBy("user.id")
      .execute();
  if (tag.dog_id !== null) {
    const dog = await db
      .selectFrom("community_dog")
      .select(["name", "vendor_id", "caretaker_id"])
      .where("id", "=", tag.dog_id)
      .executeTakeFirstOrThrow();
    const caretaker = await dogCaretaker(db, dog.vendor_id, dog.caretaker_id);
    const hasNumber = caretaker?.phoneNumber && Boolean(caretaker.phoneNumberVerified);
    const animal: RelayedAnimal = { name: dog.name, name_ne: null };
    return { animal, people: hasNumber ? [caretaker!] : await owners(dog.vendor_id) };
  }
  const pet = await db
    .selectFrom("pet")
    .select(["name", "name_ne", "vendor_id"])
    .where("id", "=", tag.pet_id!)
    .executeTakeFirstOrThrow();
  // Handed over and not brought back: the animal is its adopter's now.
  const adopter = await db
    .selectFrom("application")
    .innerJoin("user", "user.id", "application.user_id")
    .select(PERSON)
    .where("application.pet_id", "=", tag.pet_id!)
    .where("application.status", "=", "Adopted")
    .where("application.returned_at", "is", null)
    .orderBy("application.updated_at", "desc")
    .executeTakeFirst();
  return { animal: pet, people: adopter ? [adopter] : await owners(pet.vendor_id) };
}

/**
 * POST /api/tags/{token}/messages: checks the limits and the SMS budget, keeps the message and
 * queues its text and mail, all in one transaction. The answer says nothing of who got it.
 */
export async function relayTagMessage(
  { db, dialect, config, mail }: Deps,
  token: string,
  message: FinderMessage,
  senderNetwork: string,
  now = new Date(),
): Promise<void> {
  const tag = await findTag(db, token);
  const { animal, people } = await recipientsOf(db, tag);
  const keys = { tag_id: tag.id, sender_network: senderNetwork, finder_phone: message.phone };
  await db.transaction().execute(async (trx) => {
    await holdRelayLocks(trx, dialect, keys);
    await enforceLimits(trx, keys, now);
    // The relay is news, so it leaves the budget's last quarter for sign-in codes (sms/budget.ts).
    const spent = await spentBudget(trx, forNews(config.sms.budget), now);
    if (spent) {
      const retryAfter = Math.ceil((spent.until.getTime() - now.getTime()) / 1000);
      throw new AppError(
        429,
        "This site has sent all the texts it may for now",
        "SMS_BUDGET_SPENT",
        {
          retryAfter: Math.max(1, retryAfter),
        },
      );
    }
    await trx
      .insertInto("tag_message")
      .values({
        tag_id: tag.id,
        finder_phone: message.phone,
        text: message.text,
        sender_network: senderNetwork,
        created_at: now.toISOString(),
      })
      .execute();
    for (const person of people) {
      const language = asMailLanguage(person.language);
      const to = { email: person.email, name: person.name, language };
      await mail.enqueue(relayMail(config, to, animal, message), trx);
      await textKnownPerson(mail, trx, person, (lang) => relayText(config, lang, animal, message));
    }
  });
  mail.kick();
}
