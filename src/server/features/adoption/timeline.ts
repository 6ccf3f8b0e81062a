import type { Kysely } from "kysely";
import type { StoreStatusChange } from "../../../contract/adoption";
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
 * its current status at its last update, so the timeline never contradicts the status. Each step
 * says who made it (`by`), for the store's view only (applications.ts leaves it out).
 */
export async function attachHistory<Row extends RequestRow>(
  db: Kysely<DB>,
  rows: Row[],
): Promise<(Row & { history: StoreStatusChange[] })[]> {
  const changes = rows.length
    ? await db
        .selectFrom("application_history")
        .leftJoin("user", "user.id", "application_history.changed_by")
        .select([
          "application_history.application_id",
          "application_history.status",
          "application_history.reason",
          "application_history.rejection_reason",
          "application_history.created_at",
          "user.name as by",
        ])
        .where(
          "application_history.application_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("application_history.application_id")
        .orderBy("application_history.id")
        .execute()
    : [];
  return rows.map((row) => {
    const history: StoreStatusChange[] = [
      { status: "pending", at: row.created_at, reason: null, rejection_reason: null, by: null },
    ];
    for (const change of changes) {
      if (change.application_id !== row.id) continue;
      history.push({
        status: change.status,
        at: change.created_at,
        reason: change.reason,
        rejection_reason: change.rejection_reason,
        by: change.by,
      });
    }
    if (history.at(-1)!.status !== row.status) {
      history.push({
        status: row.status,
        at: row.updated_at,
        reason: null,
        rejection_reason: null,
        by: null,
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
