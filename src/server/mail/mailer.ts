import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";

/**
 * Whose address a message goes to, when it is not an account's: what lets it go to an address
 * that is no verified account's (src/server/mail/recipients.ts, SECURITY.md#mail).
 * - "proof": a link that proves the address (verification, password reset, "you already have an
 *   account"), and nothing else;
 * - "admin": an address of ADMIN_EMAILS, which the operator wrote;
 * - "donor": the receipt of a donation, to the address its donor typed with it;
 * - "invitation": a store's invitation to join its team, to the address an owner typed; fixed
 *   words and a link, no words of the owner's own.
 */
export type Audience = "proof" | "admin" | "donor" | "invitation";

export interface MailMessage {
  to: string;
  /** Left out for a person's mail: it goes only to her account's verified, real address. */
  audience?: Audience;
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
