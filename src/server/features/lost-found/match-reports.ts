import type { Kysely, Selectable } from "kysely";
import type { PublicReport } from "../../../contract/lost-found";
import type { CoatColour } from "../../../contract/lost-found-values";
import type { DB, LostFoundReportTable } from "../../db/schema";
import { PUBLIC_COLUMNS, publicReports } from "./report-rows";
import type { ScoredReport } from "./score-pair";

/*
 * The reports a pair joins, read for the matcher and shown to the other reporter: the public
 * fields only, never the point, the reporter's id, number or address (docs/product.md#lost-and-found).
 */

export type ReportRow = Selectable<LostFoundReportTable>;

/** The stored JSON list of colours, as the scorer and the answers take it. */
export const coloursOf = (row: Pick<ReportRow, "colours">): CoatColour[] => {
  const colours: unknown = JSON.parse(row.colours);
  return Array.isArray(colours) ? (colours as CoatColour[]) : [];
};

/** What the scorer reads of a stored report. */
export const toScored = (row: ReportRow): ScoredReport => ({ ...row, colours: coloursOf(row) });

/** Several reports with their species and photos, as anyone may see them, by id. */
export async function readMatchReports(
  db: Kysely<DB>,
  ids: number[],
): Promise<Map<number, PublicReport>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("lost_found_report")
    .select(PUBLIC_COLUMNS)
    .where("lost_found_report.id", "in", ids)
    .execute();
  const reports = await publicReports(db, rows);
  return new Map(reports.map((report) => [report.id, report]));
}
