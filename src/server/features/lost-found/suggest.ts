import type { Kysely } from "kysely";
import type { MatchReasonItem } from "../../../contract/lost-found";
import { nepalDay } from "../../../contract/calendar";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { textPerson } from "../../sms/text-person";
import { newMatchMail, newMatchText, reportLink, type OtherReport } from "./match-texts";
import { toScored, type ReportRow } from "./match-reports";
import { scorePair } from "./score-pair";

type Deps = Pick<AppDeps, "db" | "mail" | "config" | "dialect">;

/** New pairs a report's reporter is told of in one Nepal day; the rest are only listed (SMS cost). */
export const NOTICES_PER_REPORT_DAILY = 3;

/** The reach of the scorer's time rule, to read only reports that may pass it. */
const FOUND_BEFORE_DAYS = 3;
const FOUND_WITHIN_DAYS = 60;

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

type Report = ReportRow & { species: string; species_ne: string | null };

function selectReports(db: Kysely<DB>) {
  return db
    .selectFrom("lost_found_report as report")
    .innerJoin("category", "category.id", "report.category_id")
    .selectAll("report")
    .select(["category.category as species", "category.category_ne as species_ne"]);
}

/** Open, shown reports of the other kind and species, by anyone else, near enough in time. */
function readCandidates(db: Kysely<DB>, subject: Report): Promise<Report[]> {
  const isLost = subject.kind === "lost";
  const from = shiftDay(subject.seen_on, isLost ? -FOUND_BEFORE_DAYS : -FOUND_WITHIN_DAYS);
  const to = shiftDay(subject.seen_on, isLost ? FOUND_WITHIN_DAYS : FOUND_BEFORE_DAYS);
  return selectReports(db)
    .where("report.kind", "=", isLost ? "found" : "lost")
    .where("report.category_id", "=", subject.category_id)
    .where("report.status", "=", "open")
    .where("report.hidden_at", "is", null)
    .where("report.user_id", "!=", subject.user_id)
    .where("report.seen_on", ">=", from)
    .where("report.seen_on", "<=", to)
    .orderBy("report.id")
    .execute();
}

/**
 * Holds the reports' rows until the transaction ends (PostgreSQL; SQLite writes one at a time),
 * in ascending id so two matchings never wait on each other: a report's pairs of the day counted
 * below stay true until its new pairs are saved, so reports made at once cannot all pass the cap.
 */
async function lockReports(trx: Kysely<DB>, dialect: AppDeps["dialect"], ids: number[]) {
  if (dialect !== "postgres") return;
  await trx
    .selectFrom("lost_found_report")
    .select("id")
    .where("id", "in", ids)
    .orderBy("id")
    .forUpdate()
    .execute();
}

/** Pairs of a report made since the Nepal day began: each was one of its day's notices. */
async function pairsToday(db: Kysely<DB>, reportId: number, now: Date) {
  const dayStart = new Date(`${nepalDay(now)}T00:00:00+05:45`).toISOString();
  const { n } = await db
    .selectFrom("lost_found_match")
    .select((eb) => eb.fn.countAll().as("n"))
    .where((eb) => eb.or([eb("lost_id", "=", reportId), eb("found_id", "=", reportId)]))
    .where("created_at", ">=", dayStart)
    .executeTakeFirstOrThrow();
  return Number(n);
}

const otherOf = (report: Report): OtherReport => ({
  kind: report.kind,
  species: report.species,
  species_ne: report.species_ne,
  district: report.district,
  seen_on: report.seen_on,
});

/** Tells a reporter of a new pair, by mail and SMS, in her language (each only if she can get it). */
async function tellReporter(
  deps: Deps,
  trx: Kysely<DB>,
  mine: Report,
  other: Report,
  matchId: number,
) {
  const person = await trx
    .selectFrom("user")
    .select(["email", "name", "language"])
    .where("id", "=", mine.user_id)
    .executeTakeFirst();
  if (!person) return;
  const link = reportLink(deps.config, mine.id, matchId);
  const news = otherOf(other);
  // The outbox mails only a verified address, and texts only a verified number, after quiet hours.
  await deps.mail.enqueue(newMatchMail(deps.config, person, news, link), trx);
  await textPerson(deps.mail, trx, mine.user_id, (language) =>
    newMatchText(deps.config, language, news, link),
  );
}

interface Scored {
  candidate: Report;
  score: number;
  reasons: MatchReasonItem[];
}

/** The pair's row made, or its score brought up to date while nobody has decided it; true when new. */
async function savePair(
  trx: Kysely<DB>,
  subject: Report,
  { candidate, score, reasons }: Scored,
  now: Date,
) {
  const [lost, found] = subject.kind === "lost" ? [subject, candidate] : [candidate, subject];
  const made = await trx
    .insertInto("lost_found_match")
    .values({
      lost_id: lost.id,
      found_id: found.id,
      score,
      reasons: JSON.stringify(reasons),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["lost_id", "found_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (made) return made.id;
  // A pair marked not a match, or reunited, is never touched again.
  await trx
    .updateTable("lost_found_match")
    .set({ score, reasons: JSON.stringify(reasons) })
    .where("lost_id", "=", lost.id)
    .where("found_id", "=", found.id)
    .where("state", "=", "suggested")
    .execute();
  return null;
}

/**
 * Compares a report with the open reports of the other kind and keeps the likely pairs
 * (docs/decisions/050-lost-and-found.md). Both reporters of a new pair are told at once, each
 * report of at most NOTICES_PER_REPORT_DAILY new pairs a Nepal day, the best first. A pair
 * marked not a match is never suggested again. Returns the ids of the new pairs, best first.
 */
export async function suggestMatches(deps: Deps, reportId: number, now = new Date()) {
  const made = await deps.db.transaction().execute(async (trx) => {
    const subject = await selectReports(trx)
      .where("report.id", "=", reportId)
      .where("report.status", "=", "open")
      .where("report.hidden_at", "is", null)
      .executeTakeFirst();
    if (!subject) return [];
    const candidates = await readCandidates(trx, subject);
    await lockReports(trx, deps.dialect, [subject.id, ...candidates.map(({ id }) => id)]);
    const scored: Scored[] = [];
    for (const candidate of candidates) {
      const [lost, found] = subject.kind === "lost" ? [subject, candidate] : [candidate, subject];
      const match = scorePair(toScored(lost), toScored(found));
      if (match) scored.push({ candidate, ...match });
    }
    scored.sort((a, b) => b.score - a.score || a.candidate.id - b.candidate.id);
    let subjectNotices = NOTICES_PER_REPORT_DAILY - (await pairsToday(trx, subject.id, now));
    const ids: number[] = [];
    for (const pair of scored) {
      const candidateNotices = await pairsToday(trx, pair.candidate.id, now);
      const matchId = await savePair(trx, subject, pair, now);
      if (matchId === null) continue;
      ids.push(matchId);
      if (subjectNotices-- > 0) await tellReporter(deps, trx, subject, pair.candidate, matchId);
      if (candidateNotices < NOTICES_PER_REPORT_DAILY) {
        await tellReporter(deps, trx, pair.candidate, subject, matchId);
      }
    }
    return ids;
  });
  if (made.length > 0) deps.mail.kick();
  return made;
}
