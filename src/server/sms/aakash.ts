import type { Config } from "../config";
import { nationalNumber, type SmsGateway } from "./message";

type Provider = NonNullable<Config["sms"]["provider"]>;

const TIMEOUT_MS = 15_000;

/**
 * Aakash SMS, API v3: a form post of auth_token, to and text; it answers `error: false` with the
 * numbers it took in `data.valid`, or `error: true` and a message.
 */
export function aakashGateway({ url, token }: Provider): SmsGateway {
  return {
    async send({ to, text }) {
      const response = await fetch(url, {
        method: "POST",
        body: new URLSearchParams({ auth_token: token, to: nationalNumber(to), text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as {
        error?: unknown;
        message?: unknown;
        data?: { valid?: unknown };
      } | null;
      const taken = Array.isArray(body?.data?.valid) && body.data.valid.length > 0;
      if (!response.ok || body?.error !== false || !taken) {
        const reason = typeof body?.message === "string" ? body.message : "no answer";
        throw new Error(`Aakash SMS refused the message (HTTP ${response.status}): ${reason}`);
      }
    },
  };
}
