import type { Kysely } from "kysely";
import type { ModeratedReport } from "../../../contract/lost-found";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { conflict } from "../../lib/errors";
import { reportsWithReporter, tellReporter } from "./report-people";
import { publicReports, PUBLIC_COLUMNS } from "./report-rows";
import { hiddenMail, hiddenText } from "./report-texts";
import { reportNotFound } from "./reports";

type Deps = Pick<AppDeps, "db" | "config" | "mail">;

async function readModerated(db: Kysely<DB>, id: number): Promise<ModeratedReport> {
  const row = await db
    .selectFrom("lost_found_report")
    .select([...PUBLIC_COLUMNS, "hidden_reason", "hidden_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const [report] = await publicReports(db, [row]);
  return { ...report!, hidden_reason: row.hidden_reason, hidden_at: row.hidden_at };
}

/**
 * POST /api/admin/lost-found/{id}/hide: an admin takes a report out of sight and the reporter is
 * told why, by mail and SMS in her language (docs/decisions/050-lost-and-found.md).
 */
export async function hideReport(deps: Deps, id: number, reason: string, now = new Date()) {
  await deps.db.transaction().execute(async (trx) => {
    const row = await reportsWithReporter(trx)
      .where("lost_found_report.id", "=", id)
      .executeTakeFirst();
    if (!row) throw reportNotFound();
    // Checked by the update itself: of two hides at once, the reporter is told once.
    const hidden = await trx
      .updateTable("lost_found_report")
      .set({ hidden_reason: reason, hidden_at: now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("hidden_at", "is", null)
      .executeTakeFirst();
    if (Number(hidden.numUpdatedRows) !== 1) {
      throw conflict("This report is hidden already", "REPORT_ALREADY_HIDDEN");
    }
    await tellReporter(deps, trx, row, {
      mail: (to, report) => hiddenMail(deps.config, to, report, reason),
      text: (language, report) => hiddenText(deps.config, language, report, reason),
    });
  });
  deps.mail.kick();
  return readModerated(deps.db, id);
}

/** POST /api/admin/lost-found/{id}/unhide: the report is seen again, as it was. */
export async function unhideReport(deps: Deps, id: number, now = new Date()) {
  const exists = await deps.db
    .selectFrom("lost_found_report")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!exists) throw reportNotFound();
  const shown = await deps.db
    .updateTable("lost_found_report")
    .set({ hidden_reason: null, hidden_at: null, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("hidden_at", "is not", null)
    .executeTakeFirst();
  if (Number(shown.numUpdatedRows) !== 1) {
    throw conflict("This report is not hidden", "REPORT_NOT_HIDDEN");
  }
  return readModerated(deps.db, id);
}
