import { readFileSync } from "node:fs";
import { controlFile } from "./paths";

/** A round the app runs on a timer: the digest of what is due, the boosters, the reports' renewals. */
type Round = "digests" | "boosters" | "report-renewals";

/**
 * Runs a timed round as if the clock said `now`, through the e2e server's control, and returns
 * what the round returns (how many it sent to); its mail and SMS are then sent at once.
 */
export async function runRoundAt(round: Round, now: Date): Promise<number> {
  const { url } = JSON.parse(readFileSync(controlFile(), "utf8")) as { url: string };
  const response = await fetch(`${url}/${round}?now=${encodeURIComponent(now.toISOString())}`, {
    method: "POST",
  });
  if (!response.ok) throw new Error(`${round}: ${response.status} ${await response.text()}`);
  const { sent } = (await response.json()) as { sent: number };
  return sent;
}

/** The daily digest of what is due, as if the clock said `now`; how many stores it went to. */
export const runDigestAt = (now: Date) => runRoundAt("digests", now);
