import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { DONATION_REFUSALS } from "../../../contract/donations";

export type GatewayName = "eSewa" | "Khalti";

/** A gateway that answers within this is working; a visitor should not wait longer. */
const TIMEOUT_MS = 15_000;

export const gatewayUnavailable = (gateway: GatewayName) =>
  new AppError(
    502,
    `${gateway} did not answer as expected. Please try again in a few minutes.`,
    DONATION_REFUSALS.gatewayUnavailable,
  );

/** One server-to-server call to a gateway; a network failure or timeout becomes a 502. */
export async function callGateway(
  gateway: GatewayName,
  url: string,
  init: RequestInit,
  log: Logger,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    log.warn(`${gateway} could not be reached`, { url, error: String(error) });
    throw gatewayUnavailable(gateway);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}
