import { nepalDay } from "../../../contract/calendar";
import { REPORT_REMIND_DAYS_BEFORE } from "../../../contract/lost-found-values";
import type { AppDeps } from "../../deps";
import { startRounds } from "../../lib/timed-rounds";
import { reportsWithReporter, tellReporter } from "./report-people";
import { renewMail, renewText } from "./report-texts";
import { addDays } from "./reports";

type Deps = Pick<AppDeps, "db" | "config" | "mail" | "log">;

/** How often an instance looks for reports to remind or close. */
const TICK_MS = 15 * 60_000;

/**
 * Reports close themselves REPORT_OPEN_DAYS after they were made or renewed; their reporter is
 * asked once, a week before, to renew (docs/decisions/050-lost-and-found.md). Each reminder is
 * claimed by setting `reminded_on` where it was still empty, so with several instances one
 * sends it. Reports past their last day become expired. Returns how many were reminded and
 * expired; the tests and the e2e harness call it with the `now` they choose.
 */
export async function sendReportRenewals(deps: Deps, now = new Date()) {
  const today = nepalDay(now);
  const due = await reportsWithReporter(deps.db)
    .where("lost_found_report.status", "=", "open")
    .where("lost_found_report.hidden_at", "is", null)
    .where("lost_found_report.reminded_on", "is", null)
    .where("lost_found_report.expires_on", ">=", today)
    .where("lost_found_report.expires_on", "<=", addDays(today, REPORT_REMIND_DAYS_BEFORE))
    .orderBy("lost_found_report.id")
    .execute();
  let reminded = 0;
  for (const row of due) {
    const claimed = await deps.db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable("lost_found_report")
        .set({ reminded_on: today })
        .where("id", "=", row.id)
        .where("reminded_on", "is", null)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      await tellReporter(deps, trx, row, {
        mail: (to, report) => renewMail(deps.config, to, report),
        text: (language, report) => renewText(deps.config, language, report),
      });
      return true;
    });
    if (claimed) reminded += 1;
  }
  const expired = await deps.db
    .updateTable("lost_found_report")
    .set({ status: "expired", updated_at: now.toISOString() })
    .where("status", "=", "open")
    .where("expires_on", "<", today)
    .executeTakeFirst();
  if (reminded > 0) deps.mail.kick();
  return { reminded, expired: Number(expired.numUpdatedRows) };
}

/**
 * Runs the reminders and expiry at start and every TICK_MS (lib/timed-rounds.ts). Returns the
 * stop function.
 */
export function startReportRounds(deps: Deps) {
  return startRounds(deps.log, "Lost-and-found renewals", TICK_MS, () => sendReportRenewals(deps));
}
