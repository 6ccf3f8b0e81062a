import type { Kysely } from "kysely";
import type {
  MatchItem,
  MatchList,
  MatchReasonItem,
  MatchThread,
} from "../../../contract/lost-found";
import type { ReportKind } from "../../../contract/lost-found-values";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { conflict, notFound } from "../../lib/errors";
import { readMatchReports } from "./match-reports";
import { shownReasons } from "./score-pair";

/*
 * The pairs a reporter sees on her report, and what the two reporters of a pair may do with it
 * (docs/decisions/050-lost-and-found.md): read and write messages, mark it reunited or not a
 * match. Only the two reporters reach a pair; anyone else, the admin too, is told it does not exist.
 */

type Db = Pick<AppDeps, "db">;
/** The caller's side of a pair: the report she made. */
export type Side = ReportKind;

const readColumn = (side: Side) =>
  side === "lost"
    ? ("lost_found_match.lost_read_id" as const)
    : ("lost_found_match.found_read_id" as const);

/** Pairs with the count of messages the caller has not read, from the other reporter. */
function selectMatches(db: Kysely<DB>, userId: string, side: Side) {
  return (
    db
      .selectFrom("lost_found_match")
      .innerJoin("lost_found_report as lost", "lost.id", "lost_found_match.lost_id")
      .innerJoin("lost_found_report as found", "found.id", "lost_found_match.found_id")
      .selectAll("lost_found_match")
      .select((eb) => [
        "lost.user_id as lost_user_id",
        "found.user_id as found_user_id",
        eb
          .selectFrom("lost_found_message as message")
          .select((count) => count.fn.countAll().as("n"))
          .whereRef("message.match_id", "=", "lost_found_match.id")
          .whereRef("message.id", ">", readColumn(side))
          .where((w) =>
            w.or([w("message.sender_id", "is", null), w("message.sender_id", "!=", userId)]),
          )
          .as("unread"),
      ])
      // A report an admin hid takes its pairs out of sight with it.
      .where("lost.hidden_at", "is", null)
      .where("found.hidden_at", "is", null)
  );
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatches>["executeTakeFirstOrThrow"]>>;

const otherId = (row: MatchRow, side: Side) => (side === "lost" ? row.found_id : row.lost_id);

const reasonsOf = (row: Pick<MatchRow, "reasons">): MatchReasonItem[] => {
  const reasons: unknown = JSON.parse(row.reasons);
  return Array.isArray(reasons) ? (reasons as MatchReasonItem[]) : [];
};

const summary = (row: MatchRow) => ({
  id: row.id,
  ...shownReasons(reasonsOf(row)),
  state: row.state,
  last_message_at: row.last_message_at,
});

/** Rows as the caller's items, with the other reports' public fields. */
async function toItems(db: Kysely<DB>, rows: MatchRow[], side: Side): Promise<MatchItem[]> {
  const reports = await readMatchReports(
    db,
    rows.map((row) => otherId(row, side)),
  );
  return rows.map((row) => ({
    ...summary(row),
    other: reports.get(otherId(row, side))!,
    unread: Number(row.unread ?? 0),
  }));
}

/** GET /api/lost-found/{id}/matches: the reporter's own report's pairs, best first. */
export async function listMatches(
  { db }: Db,
  user: SessionUser,
  reportId: number,
): Promise<MatchList> {
  const report = await db
    .selectFrom("lost_found_report")
    .select(["kind"])
    .where("id", "=", reportId)
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (!report) throw notFound("There is no such report of yours", "REPORT_NOT_FOUND");
  const side = report.kind;
  const rows = await selectMatches(db, user.id, side)
    .where(
      side === "lost" ? "lost_found_match.lost_id" : "lost_found_match.found_id",
      "=",
      reportId,
    )
    .where("lost_found_match.state", "!=", "not_a_match")
    .orderBy("lost_found_match.score", "desc")
    .orderBy("lost_found_match.id")
    .execute();
  return { matches: await toItems(db, rows, side) };
}

/** A pair the caller reported one side of, and which side; 404 for anyone else. */
export async function readOwnMatch(db: Kysely<DB>, user: SessionUser, matchId: number) {
  // Read twice at most: the side decides which read mark counts as unread.
  for (const side of ["lost", "found"] as const) {
    const row = await selectMatches(db, user.id, side)
      .where("lost_found_match.id", "=", matchId)
      .where(side === "lost" ? "lost.user_id" : "found.user_id", "=", user.id)
      .executeTakeFirst();
    if (row) return { row, side };
  }
  throw notFound("There is no such match", "MATCH_NOT_FOUND");
}

/** GET /api/lost-found/matches/{id}/messages: both reports and the messages; marks them read. */
export async function readThread(
  { db }: Db,
  user: SessionUser,
  matchId: number,
): Promise<MatchThread> {
  const { row, side } = await readOwnMatch(db, user, matchId);
  const messages = await db
    .selectFrom("lost_found_message")
    .select(["id", "sender_id", "text", "created_at"])
    .where("match_id", "=", matchId)
    .orderBy("id")
    .execute();
  const lastId = messages.at(-1)?.id ?? 0;
  await db
    .updateTable("lost_found_match")
    .set(side === "lost" ? { lost_read_id: lastId } : { found_read_id: lastId })
    .where("id", "=", matchId)
    .execute();
  const mineId = side === "lost" ? row.lost_id : row.found_id;
  const reports = await readMatchReports(db, [mineId, otherId(row, side)]);
  return {
    match: summary(row),
    mine: reports.get(mineId)!,
    other: reports.get(otherId(row, side))!,
    messages: messages.map(({ sender_id, ...message }) => ({
      ...message,
      mine: sender_id === user.id,
    })),
  };
}

/**
 * POST /api/lost-found/matches/{id}/reunited and …/not-a-match: either reporter decides, once.
 * Reunited closes both reports; their other pairs stay as they are, but are no longer shown
 * publicly since the reports are not open. Not a match is never suggested again.
 */
export async function decideMatch(
  { db }: Db,
  user: SessionUser,
  matchId: number,
  state: "reunited" | "not_a_match",
): Promise<MatchItem> {
  const side = await db.transaction().execute(async (trx) => {
    const { row, side } = await readOwnMatch(trx, user, matchId);
    const at = new Date().toISOString();
    const decided = await trx
      .updateTable("lost_found_match")
      .set({ state, decided_by: user.id, decided_at: at })
      .where("id", "=", matchId)
      .where("state", "=", "suggested")
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) === 0) {
      throw conflict("This match was already decided", "MATCH_DECIDED");
    }
    if (state === "reunited") {
      await trx
        .updateTable("lost_found_report")
        .set({ status: "reunited", closed_at: at, updated_at: at })
        .where("id", "in", [row.lost_id, row.found_id])
        .execute();
    }
    return side;
  });
  const { row } = await readOwnMatch(db, user, matchId);
  const [item] = await toItems(db, [row], side);
  return item!;
}
