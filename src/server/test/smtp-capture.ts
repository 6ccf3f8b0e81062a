import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the test reads it: the decoded plain-text part and the links in it. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
  /** The message's header block, unfolded (e.g. to read List-Unsubscribe). */
  headers: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    return decodeQuotedPrintable(body);
  }
  return body;
}

function decodeHeader(value: string): string {
  // Space between two encoded words is folding, not text (RFC 2047): a long Nepali subject is
  // split into several.
  return value
    .replace(/(\?=)\s+(?==\?utf-8\?)/gi, "$1")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Reads what nodemailer sends: a single text part or multipart/alternative with text and HTML. */
export function parseMail(raw: string, to: string[]): CapturedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(head)?.[1] ?? "");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  let text = decodePart(head, body);
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const partSplit = part.indexOf("\r\n\r\n");
      const partHead = part.slice(0, partSplit);
      if (/content-type:\s*text\/plain/i.test(partHead)) {
        text = decodePart(partHead, part.slice(partSplit + 4));
        break;
      }
    }
  }
  const links = [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
  return { to, subject, text: text.trim(), links, headers: head };
}

/** A real SMTP server on a free local port, keeping every message it is given. */
export async function startSmtpCapture(onMail?: (mail: CapturedMail) => void) {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString("latin1"), to);
        messages.push(mail);
        onMail?.(mail);
        waiters.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The first message to this address whose subject matches, waiting for it to arrive. */
    async waitFor(to: string, subject: RegExp = /./, timeoutMs = 5_000): Promise<CapturedMail> {
      const find = () =>
        messages.find((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find();
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
