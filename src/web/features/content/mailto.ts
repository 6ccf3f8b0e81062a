export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  inquiryType: string;
  message: string;
}

export interface MailLabels {
  subject: string;
  name: string;
  email: string;
  phone: string;
  inquiryType: string;
  notGiven: string;
}

/**
 * The mailto: link the contact form opens: the visitor's mail app sends it, not our server.
 * encodeURIComponent, not URLSearchParams: mail clients show a form-encoded "+" literally.
 */
export function buildMailto(to: string, message: ContactMessage, labels: MailLabels): string {
  const body = [
    `${labels.name}: ${message.name.trim()}`,
    `${labels.email}: ${message.email.trim()}`,
    `${labels.phone}: ${message.phone.trim() || labels.notGiven}`,
    `${labels.inquiryType}: ${message.inquiryType}`,
    "",
    // Mail clients expect CRLF line breaks in a mailto body (RFC 6068).
    message.message.trim(),
  ]
    .join("\n")
    .replace(/\r?\n/g, "\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(labels.subject)}&body=${encodeURIComponent(body)}`;
}
