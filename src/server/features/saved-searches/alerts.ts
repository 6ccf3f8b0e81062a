import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";
import { startRounds } from "../../lib/timed-rounds";
import { asMailLanguage } from "../../mail/account-language";
import { textPerson } from "../../sms/text-person";
import { listedAmong, selectPetCards, toPetListItem } from "../pets";
import { alertText, digestMail, type SearchNews } from "./alert-mail";
import { readSearch } from "./saved-searches";
import { unsubscribeToken } from "./unsubscribe";

type Deps = Pick<AppDeps, "db" | "dialect" | "config" | "mail" | "log">;

/** Listing events matched per round; more wait for the next one. */
const EVENT_BATCH = 500;
/** How often an instance looks for new listings and due alerts. */
const tickMs = (digestMinutes: number) => (digestMinutes === 0 ? 5_000 : 60_000);

/** The pets among `petIds` that a saved query's listing shows now; none for a query gone stale. */
async function matchesOf(deps: Deps, query: string, petIds: number[]): Promise<number[]> {
  const { parsed } = readSearch(query);
  if (!parsed.success || petIds.length === 0) return [];
  try {
    return await listedAmong(deps, parsed.data, petIds);
  } catch (error) {
    // A category deleted since it was saved: the listing refuses the query, and so shows nothing.
    if (error instanceof AppError && error.status === 400) return [];
    throw error;
  }
}

/**
 * Matches newly listed pets (the triggers' listing events) with every active search, by the
 * listing's own query, and notes each match once. Safe to repeat and to run on several
 * instances at once: a match already noted is not noted again, so events are deleted only after
 * their matches are stored, and a crash in between repeats the work, never loses it.
 */
export async function matchNewListings(deps: Deps, now = new Date()): Promise<number> {
  const { db } = deps;
  const events = await db
    .selectFrom("listing_event")
    .select(["id", "pet_id"])
    .orderBy("id")
    .limit(EVENT_BATCH)
    .execute();
  if (events.length === 0) return 0;
  const petIds = [...new Set(events.map((event) => event.pet_id))];
  const searches = await db
    .selectFrom("saved_search")
    .select(["id", "query"])
    .where("paused", "=", 0)
    .execute();
  for (const search of searches) {
    const matched = await matchesOf(deps, search.query, petIds);
    if (matched.length === 0) continue;
    await db
      .insertInto("saved_search_pet")
      .values(
        matched.map((petId) => ({
          search_id: search.id,
          pet_id: petId,
          matched_at: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(["search_id", "pet_id"]).doNothing())
      .execute();
  }
  await db
    .deleteFrom("listing_event")
    .where(
      "id",
      "in",
      events.map((event) => event.id),
    )
    .execute();
  return events.length;
}

interface Waiting {
  id: number;
  name: string;
  query: string;
  /** Her waiting pets that the search's listing still shows, and those it no longer does. */
  shown: number[];
  gone: number[];
}

/** Each of a person's active searches with pets waiting, checked against the listing now. */
async function waitingFor(deps: Deps, userId: string): Promise<Waiting[]> {
  const rows = await deps.db
    .selectFrom("saved_search_pet")
    .innerJoin("saved_search", "saved_search.id", "saved_search_pet.search_id")
    .select(["saved_search.id", "saved_search.name", "saved_search.query"])
    .select("saved_search_pet.pet_id")
    .where("saved_search.user_id", "=", userId)
    .where("saved_search.paused", "=", 0)
    .where("saved_search_pet.mailed_at", "is", null)
    .orderBy("saved_search.id")
    .execute();
  const bySearch = new Map<number, { name: string; query: string; ids: number[] }>();
  for (const { id, name, query, pet_id } of rows) {
    if (!bySearch.has(id)) bySearch.set(id, { name, query, ids: [] });
    bySearch.get(id)!.ids.push(pet_id);
  }
  const waiting: Waiting[] = [];
  for (const [id, { name, query, ids }] of bySearch) {
    const listed = new Set(await matchesOf(deps, query, ids));
    const [shown, gone] = [
      ids.filter((pet) => listed.has(pet)),
      ids.filter((pet) => !listed.has(pet)),
    ];
    waiting.push({ id, name, query, shown, gone });
  }
  return waiting;
}

/**
 * One person's alert: the waiting pets of all her active searches that the listing still shows,
 * claimed and queued in one transaction, as one e-mail and one text however many searches match.
 * The claim (mailed_at set where it was null) lets one instance only send it: instances claim
 * searches in the same order, so one that loses the race claims nothing. A pet no longer shown is
 * forgotten, so it may alert again if it comes back.
 */
async function sendDigest(deps: Deps, userId: string, now: Date): Promise<boolean> {
  const { db, config } = deps;
  const person = await db
    .selectFrom("user")
    .select(["email", "name", "language"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!person) return false;
  const checked = await waitingFor(deps, userId);

  return db.transaction().execute(async (trx) => {
    const news: (SearchNews & { id: number })[] = [];
    const petIds = new Set<number>();
    for (const { id, name, query, shown, gone } of checked) {
      if (gone.length) {
        await trx
          .deleteFrom("saved_search_pet")
          .where("search_id", "=", id)
          .where("mailed_at", "is", null)
          .where("pet_id", "in", gone)
          .execute();
      }
      if (shown.length === 0) continue;
      const claimed = await trx
        .updateTable("saved_search_pet")
        .set({ mailed_at: now.toISOString() })
        .where("search_id", "=", id)
        .where("mailed_at", "is", null)
        .where("pet_id", "in", shown)
        .returning("pet_id")
        .execute();
      if (claimed.length === 0) continue;
      news.push({ id, name, query, count: claimed.length });
      for (const row of claimed) petIds.add(row.pet_id);
    }
    if (news.length === 0) return false;
    const rows = await selectPetCards(trx)
      .where("pet.id", "in", [...petIds])
      .orderBy("pet.created_at", "desc")
      .orderBy("pet.id", "desc")
      .execute();
    const token = unsubscribeToken(config.authSecret, ...news.map((search) => search.id));
    const mail = digestMail(config, {
      to: { email: person.email, name: person.name, language: asMailLanguage(person.language) },
      searches: news,
      pets: rows.map(toPetListItem),
      unsubscribeUrl: `${config.publicUrl}/api/alerts/unsubscribe?token=${token}`,
    });
    // The outbox mails it only to a verified, real address (mail/recipients.ts).
    await deps.mail.enqueue(mail, trx);
    // And by SMS where she has a verified number and wants texts (docs/product.md#sms).
    await textPerson(deps.mail, trx, userId, (language) =>
      alertText(config, language, { searches: news, count: rows.length }),
    );
    return true;
  });
}

/**
 * Sends the alerts that are due: a person is due once the first of her waiting pets has waited
 * ALERT_DIGEST_MINUTES, and then hears of every pet waiting for any of her searches together, so
 * she gets at most one e-mail in that time however many searches she keeps.
 */
export async function sendDueAlerts(deps: Deps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.alertDigestMinutes * 60_000).toISOString();
  const due = await deps.db
    .selectFrom("saved_search_pet")
    .innerJoin("saved_search", "saved_search.id", "saved_search_pet.search_id")
    .select("saved_search.user_id")
    .where("saved_search_pet.mailed_at", "is", null)
    .where("saved_search.paused", "=", 0)
    .groupBy("saved_search.user_id")
    .having((eb) => eb.fn.min("saved_search_pet.matched_at"), "<=", cutoff)
    .execute();
  let sent = 0;
  for (const { user_id } of due) {
    if (await sendDigest(deps, user_id, now)) sent += 1;
  }
  if (sent > 0) deps.mail.kick();
  return sent;
}

/** One round: new listings matched, then due alerts sent. */
export async function runAlerts(deps: Deps, now = new Date()) {
  await matchNewListings(deps, now);
  return sendDueAlerts(deps, now);
}

/** Runs the alerts at start and every tick (lib/timed-rounds.ts). Returns the stop function. */
export function startAlerts(deps: Deps) {
  return startRounds(deps.log, "Saved-search alerts", tickMs(deps.config.alertDigestMinutes), () =>
    runAlerts(deps),
  );
}
