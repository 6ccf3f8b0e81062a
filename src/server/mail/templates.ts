import type { MailLanguage } from "./account-language";
import type { MailMessage } from "./mailer";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Words someone typed (a saved search's name, a donor's message), made so no mail program turns
 * them into a live link or address: "http://x.example" reads "http[:]//x[.]example". A dot between
 * two characters (an ideographic or full-width one too, which browsers read as a dot), a scheme's
 * "://" and an "@" between two characters are bracketed; the words stay readable.
 */
export const unlinked = (text: string) =>
  text
    .replace(/:(?=\/\/)/g, "[:]")
    .replace(/(?<=\S)[.\u3002\uFF0E\uFF61](?=\S)/g, "[.]")
    .replace(/(?<=\S)[@\uFF20](?=\S)/g, "[@]");

interface Link {
  label: string;
  url: string;
}

interface Letter {
  to: string;
  subject: string;
  siteName: string;
  greeting: string;
  paragraphs: string[];
  /** Lists of links after the paragraphs, each after its own line, e.g. an alert's new pets. */
  lists?: { intro?: string; links: Link[] }[];
  action?: { label: string; url: string };
  footnote?: string;
  /** The language it is written in, for the HTML part (screen readers, fonts). */
  language?: MailLanguage;
}

/** One plain layout for every message: readable as text, tidy as HTML, no remote images. */
export function composeMail({
  to,
  subject,
  siteName,
  greeting,
  paragraphs,
  lists = [],
  action,
  footnote,
  language,
}: Letter): MailMessage {
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...lists.flatMap(({ intro, links }) => [
      ...(intro ? [intro, ""] : []),
      ...links.map((link) => `- ${link.label}: ${link.url}`),
      "",
    ]),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    `— ${siteName}`,
  ].join("\n");

  const html = `<!doctype html><html${language ? ` lang="${language}"` : ""}><body style="margin:0;background:#fff7f0;font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:bold;color:#c2410c;margin:0 0 24px">${escape(siteName)}</p>
<p>${escape(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="line-height:1.5">${escape(paragraph)}</p>`).join("\n")}
${lists
  .map(
    ({ intro, links }) =>
      `${intro ? `<p style="line-height:1.5">${escape(intro)}</p>` : ""}<ul style="line-height:1.8;padding-left:20px">${links.map((link) => `<li><a href="${escape(link.url)}" style="color:#c2410c">${escape(link.label)}</a></li>`).join("")}</ul>`,
  )
  .join("\n")}
${
  action
    ? `<p style="margin:28px 0"><a href="${escape(action.url)}" style="background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escape(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">${escape(action.url)}</p>`
    : ""
}
${footnote ? `<p style="font-size:13px;color:#6b7280">${escape(footnote)}</p>` : ""}
</div></body></html>`;

  return { to, subject, text, html };
}
