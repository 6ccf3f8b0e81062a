import type { Config } from "../../config";
import { asMailLanguage, type MailLanguage } from "../../mail/account-language";
import { greet, type Letters, type Words } from "../../mail/mail-language";
import { composeMail } from "../../mail/templates";

/** Whoever a mail goes to, with the language of her account (user.language). */
interface Person {
  email: string;
  name: string;
  language: string | null;
}

interface NewMessage {
  conversationId: number;
  petName: string;
  /** The store's title when the store wrote, the person's name when she did. */
  senderName: string;
  text: string;
}

const NEW_MESSAGE: Letters<[NewMessage]> = {
  en: ({ petName, senderName, text }) => ({
    subject: `New message from ${senderName} about ${petName}`,
    paragraphs: [`${senderName} wrote about ${petName}:`, text],
    action: "Read and reply",
    footnote:
      "While you have not read the conversation, you get at most one mail about it every 10 minutes.",
  }),
  ne: ({ petName, senderName, text }) => ({
    subject: `${petName}बारे ${senderName}को नयाँ सन्देश`,
    paragraphs: [`${senderName}ले ${petName}बारे लेख्नुभयो:`, text],
    action: "पढ्नुहोस् र जवाफ दिनुहोस्",
    footnote: "तपाईंले कुराकानी नपढेसम्म, त्यसबारे १० मिनेटमा बढीमा एउटा इमेल मात्र आउँछ।",
  }),
};

/** The other side of a conversation hears of a new message, in her own account's language. */
export function conversationMails(config: Pick<Config, "site" | "publicUrl">) {
  return {
    newMessage(to: Person, message: NewMessage) {
      const language = asMailLanguage(to.language);
      const { action, ...words }: Words = NEW_MESSAGE[language](message);
      return composeMail({
        to: to.email,
        siteName: config.site.name,
        greeting: greet(language, to.name),
        language,
        ...words,
        action: action
          ? { label: action, url: `${config.publicUrl}/messages/${message.conversationId}` }
          : undefined,
      });
    },
  };
}

/**
 * The same news by SMS: that a message came, and the link to read it. Neither the message nor
 * its writer's name is quoted: a text under the site's name must not carry what a person typed.
 */
export function conversationText(
  config: Pick<Config, "site" | "publicUrl">,
  language: MailLanguage,
  { conversationId, petName }: Pick<NewMessage, "conversationId" | "petName">,
) {
  const site = config.site.name;
  const url = `${config.publicUrl}/messages/${conversationId}`;
  return language === "ne"
    ? `${site}: ${petName}बारे नयाँ सन्देश। पढ्नुहोस्: ${url}`
    : `${site}: a new message about ${petName}. Read it: ${url}`;
}
