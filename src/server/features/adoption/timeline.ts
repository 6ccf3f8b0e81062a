import type { Kysely } from "kysely";
import type { StatusChange } from "../../../contract/adoption";
import type { ApplicationStatus, DB } from "../../db/schema";
import { firstRepliesTo } from "../conversations";

interface RequestRow {
  id: number;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
}

/**
 * Each request's timeline: its submission, then every recorded change. A request whose status
 * was set without a recorded change (demo data, rows older than the history table) ends with
 * its current status at its last update, so the timeline never contradicts the status.
 */
export async function attachHistory<Row extends RequestRow>(
  db: Kysely<DB>,
  rows: Row[],
): Promise<(Row & { history: StatusChange[] })[]> {
  const changes = rows.length
    ? await db
        .selectFrom("application_history")
        .select(["application_id", "status", "reason", "rejection_reason", "created_at"])
        .where(
          "application_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("application_id")
        .orderBy("id")
        .execute()
    : [];
  return rows.map((row) => {
    const history: StatusChange[] = [
      { status: "pending", at: row.created_at, reason: null, rejection_reason: null },
    ];
    for (const change of changes) {
      if (change.application_id !== row.id) continue;
      history.push({
        status: change.status,
        at: change.created_at,
        reason: change.reason,
        rejection_reason: change.rejection_reason,
      });
    }
    if (history.at(-1)!.status !== row.status) {
      history.push({
        status: row.status,
        at: row.updated_at,
        reason: null,
        rejection_reason: null,
      });
    }
    return { ...row, history };
  });
}

/**
 * Each request's "answered" step: the store's first reply in the request's conversation after
 * it was sent (docs/product.md#conversations); null until then.
 */
export async function attachAnswered<Row extends { id: number }>(
  db: Kysely<DB>,
  rows: Row[],
): Promise<(Row & { answered_at: string | null })[]> {
  const replies = await firstRepliesTo(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, answered_at: replies.get(row.id) ?? null }));
}
