import { lookAlikeDogs } from "./look-alikes";
import type { Kysely } from "kysely";
import { nepalDay } from "../../../contract/calendar";
import {
  REPORTS_PAGE_SIZE,
  type MyReports,
  type NewReport,
  type ReportList,
  type ReportResponse,
  type ReportsQuery,
} from "../../../contract/lost-found";
import { REPORT_OPEN_DAYS } from "../../../contract/lost-found-values";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import {
  ownReports,
  publicReports,
  PUBLIC_COLUMNS,
  readOwnReport,
  readReportRow,
} from "./report-rows";

type Deps = Pick<AppDeps, "db" | "config" | "dialect">;

/** Open reports one account may hold at once (docs/decisions/050-lost-and-found.md). */
export const OPEN_REPORTS_MAX = 20;

const DAY_MS = 86_400_000;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const reportNotFound = () => notFound("There is no such report", "REPORT_NOT_FOUND");
const notOpen = (message: string) => conflict(message, "REPORT_NOT_OPEN");

async function countReports(db: Kysely<DB>, userId: string, where: "today" | "open", now: Date) {
  const { n } = await db
    .selectFrom("lost_found_report")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("user_id", "=", userId)
    .$if(where === "today", (q) =>
      q.where("created_at", ">", new Date(now.getTime() - DAY_MS).toISOString()),
    )
    .$if(where === "open", (q) => q.where("status", "=", "open"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** When the oldest of the account's reports of the last 24 hours leaves the count. */
async function secondsUntilRoom(db: Kysely<DB>, userId: string, now: Date) {
  const { oldest } = await db
    .selectFrom("lost_found_report")
    .select((eb) => eb.fn.min("created_at").as("oldest"))
    .where("user_id", "=", userId)
    .where("created_at", ">", new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  const frees = Date.parse(String(oldest)) + DAY_MS;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
}

/** A species to report must be one of the catalogue's active categories. */
async function requireSpecies(db: Kysely<DB>, categoryId: number) {
  const category = await db
    .selectFrom("category")
    .select("id")
    .where("id", "=", categoryId)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!category) {
    const message = "There is no species of that id";
    throw badRequest(message, { fields: { category_id: message } }, "SPECIES_UNKNOWN");
  }
}

/**
 * POST /api/lost-found: anyone signed in (a phone account is enough) reports an animal lost or
 * found; it stays open REPORT_OPEN_DAYS. Reports a day and open reports per account are limited
 * (spam, and the texts matching sends). Returns the new report's id.
 */
export async function createReport(
  { db, config, dialect }: Deps,
  user: SessionUser,
  input: NewReport,
  now = new Date(),
): Promise<number> {
  await requireSpecies(db, input.category_id);
  // One account's reports are counted and made one at a time: the account's row is held until the
  // report is saved (PostgreSQL; SQLite's transactions take the write lock up front), so
  // simultaneous requests cannot all pass the counts.
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom("user")
      .select("id")
      .where("id", "=", user.id)
      .$if(dialect === "postgres", (query) => query.forUpdate())
      .execute();
    await requireRoomFor(trx, config, user.id, now);
    const at = now.toISOString();
    const { id } = await trx
      .insertInto("lost_found_report")
      .values({
        ...input,
        user_id: user.id,
        colours: JSON.stringify(input.colours),
        status: "open",
        expires_on: addDays(nepalDay(now), REPORT_OPEN_DAYS),
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(id);
  });
}

/** Refuses a report past the account's reports of the day or its open reports. */
async function requireRoomFor(trx: Kysely<DB>, config: Deps["config"], userId: string, now: Date) {
  if ((await countReports(trx, userId, "today", now)) >= config.rateLimit.reportsPerDay) {
    throw new AppError(
      429,
      "You have made many reports today. Please try again tomorrow.",
      "TOO_MANY_REPORTS",
      { retryAfter: await secondsUntilRoom(trx, userId, now) },
    );
  }
  if ((await countReports(trx, userId, "open", now)) >= OPEN_REPORTS_MAX) {
    throw conflict(
      `You have ${OPEN_REPORTS_MAX} open reports. Close one you no longer need first.`,
      "TOO_MANY_OPEN_REPORTS",
    );
  }
}

/** GET /api/lost-found: open reports nobody hid, the latest sighting first. */
export async function listReports(db: Kysely<DB>, query: ReportsQuery): Promise<ReportList> {
  const filtered = db
    .selectFrom("lost_found_report")
    .where("status", "=", "open")
    .where("hidden_at", "is", null)
    .$if(Boolean(query.kind), (q) => q.where("kind", "=", query.kind!))
    .$if(query.species !== undefined, (q) => q.where("category_id", "=", query.species!))
    .$if(Boolean(query.district), (q) => q.where("district", "=", query.district!))
    .$if(Boolean(query.from), (q) => q.where("seen_on", ">=", query.from!));
  const [{ n }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    filtered
      .select(PUBLIC_COLUMNS)
      .orderBy("seen_on", "desc")
      .orderBy("id", "desc")
      .limit(REPORTS_PAGE_SIZE)
      .offset((query.page - 1) * REPORTS_PAGE_SIZE)
      .execute(),
  ]);
  return {
    reports: await publicReports(db, rows),
    total: Number(n),
    page: query.page,
    page_size: REPORTS_PAGE_SIZE,
  };
}

/**
 * GET /api/lost-found/{id}: its reporter reads all of it; anyone else the public fields. A hidden
 * report is not found, but by its reporter and the admins; a closed one stays readable.
 */
export async function readReport(
  db: Kysely<DB>,
  user: SessionUser | null,
  id: number,
): Promise<ReportResponse> {
  const owner = await db
    .selectFrom("lost_found_report")
    .select(["user_id", "hidden_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!owner) throw reportNotFound();
  if (user && owner.user_id === user.id) {
    const report = await readOwnReport(db, id);
    return { mine: true, report, community_dogs: await lookAlikeDogs(db, report) };
  }
  if (owner.hidden_at !== null && !user?.isAdmin) throw reportNotFound();
  const row = await db
    .selectFrom("lost_found_report")
    .select(PUBLIC_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const [report] = await publicReports(db, [row]);
  return { mine: false, report: report!, community_dogs: await lookAlikeDogs(db, report!) };
}

/** GET /api/me/lost-found: the caller's reports, newest first, hidden ones with their reason. */
export async function listMyReports(db: Kysely<DB>, userId: string): Promise<MyReports> {
  const rows = await db
    .selectFrom("lost_found_report")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return { reports: await ownReports(db, rows) };
}

/** The caller's own report; anyone else's is not found, so its existence is never told. */
export async function requireOwnReport(db: Kysely<DB>, user: SessionUser, id: number) {
  const row = await readReportRow(db, id);
  if (!row || row.user_id !== user.id) throw reportNotFound();
  return row;
}

/**
 * POST /api/lost-found/{id}/renew: another REPORT_OPEN_DAYS from today, for an open or an
 * expired report; the reminder may come again before the new end.
 */
export async function renewReport(db: Kysely<DB>, user: SessionUser, id: number, now = new Date()) {
  await requireOwnReport(db, user, id);
  // The status is checked by the update itself: a report closed meanwhile stays closed.
  const renewed = await db
    .updateTable("lost_found_report")
    .set({
      status: "open",
      expires_on: addDays(nepalDay(now), REPORT_OPEN_DAYS),
      reminded_on: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "in", ["open", "expired"])
    .executeTakeFirst();
  if (Number(renewed.numUpdatedRows) !== 1) {
    throw notOpen("A closed or reunited report cannot be renewed; make a new one");
  }
  return readOwnReport(db, id);
}

/** POST /api/lost-found/{id}/close: the reporter needs it no more (an expired one too). */
export async function closeReport(db: Kysely<DB>, user: SessionUser, id: number, now = new Date()) {
  await requireOwnReport(db, user, id);
  const at = now.toISOString();
  const closed = await db
    .updateTable("lost_found_report")
    .set({ status: "closed", closed_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "in", ["open", "expired"])
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) !== 1) throw notOpen("This report is closed already");
  return readOwnReport(db, id);
}
