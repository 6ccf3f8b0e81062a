import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { aakashGateway } from "./aakash";
import type { SmsGateway } from "./message";
import { sparrowGateway } from "./sparrow";

/**
 * The configured gateway. None: the message is written to the log, so someone running the site
 * locally still sees the codes it sends (as e-mail without SMTP_URL).
 */
export function createSmsGateway(config: Config["sms"], log: Logger): SmsGateway {
  const provider = config.provider;
  if (!provider) {
    return {
      async send({ to, text }) {
        log.info(`SMS to ${to} (SMS_PROVIDER is not set, so it is printed here): ${text}`);
      },
    };
  }
  return provider.name === "sparrow" ? sparrowGateway(provider) : aakashGateway(provider);
}
