import type { Config } from "../config";
import { nationalNumber, type SmsGateway } from "./message";

type Provider = NonNullable<Config["sms"]["provider"]>;

const TIMEOUT_MS = 15_000;

/**
 * Sparrow SMS, API v2: a form post of token, from, to and text; it answers 200 with
 * `response_code: 200` when the message is queued, 403 with another code and a reason otherwise.
 */
export function sparrowGateway({ url, token, from }: Provider): SmsGateway {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: "POST",
        body: new URLSearchParams({ token, from, to: nationalNumber(to), text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as {
        response_code?: unknown;
        response?: unknown;
      } | null;
      if (response.status !== 200 || body?.response_code !== 200) {
        const reason = typeof body?.response === "string" ? body.response : "no answer";
        throw new Error(`Sparrow SMS refused the message (HTTP ${response.status}): ${reason}`);
      }
    },
  };
}
