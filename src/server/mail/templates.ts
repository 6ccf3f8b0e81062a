import type { MailLanguage } from "./account-language";
import type { MailMessage } from "./mailer";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Letter {
  to: string;
  subject: string;
  siteName: string;
  greeting: string;
  paragraphs: string[];
  /** Links listed after the paragraphs, e.g. the pets of a saved search's alert. */
  links?: { label: string; url: string }[];
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
  links = [],
  action,
  footnote,
  language,
}: Letter): MailMessage {
  const text = [
    greeting,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...links.map((link) => `- ${link.label}: ${link.url}`),
    ...(links.length ? [""] : []),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    ...(footnote ? [footnote, ""] : []),
    `— ${siteName}`,
  ].join("\n");

  const html = `<!doctype html><html${language ? ` lang="${language}"` : ""}><body style="margin:0;background:#fff7f0;font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:bold;color:#c2410c;margin:0 0 24px">${escape(siteName)}</p>
<p>${escape(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="line-height:1.5">${escape(paragraph)}</p>`).join("\n")}
${links.length ? `<ul style="line-height:1.8;padding-left:20px">${links.map((link) => `<li><a href="${escape(link.url)}" style="color:#c2410c">${escape(link.label)}</a></li>`).join("")}</ul>` : ""}
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
