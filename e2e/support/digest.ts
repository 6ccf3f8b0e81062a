import { readFileSync } from "node:fs";
import { controlFile } from "./paths";

/**
 * Runs the daily digest of what is due as if the clock said `now`, through the e2e server's
 * control, and returns how many stores it went to (their mail and SMS are then sent at once).
 */
export async function runDigestAt(now: Date): Promise<number> {
  const { url } = JSON.parse(readFileSync(controlFile(), "utf8")) as { url: string };
  const response = await fetch(`${url}/digests?now=${encodeURIComponent(now.toISOString())}`, {
    method: "POST",
  });
  if (!response.ok) throw new Error(`digest: ${response.status} ${await response.text()}`);
  const { sent } = (await response.json()) as { sent: number };
  return sent;
}
