import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise the message is written to the log, links
 * included, so someone running the site locally can still verify an account.
 */
export function createMailer(config: Config["mail"], log: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      async send({ to, subject, text }) {
        log.info(
          `E-mail to ${to} (SMTP_URL is not set, so it is printed here): ${subject}\n${text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
    close: () => transport.close(),
  };
}
