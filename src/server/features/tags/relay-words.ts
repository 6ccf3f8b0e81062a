import { localMobile } from "../../../contract/phone";
import type { Config } from "../../config";
import type { MailLanguage } from "../../mail/account-language";
import { greet } from "../../mail/mail-language";
import type { MailMessage } from "../../mail/mailer";
import { composeMail, unlinked } from "../../mail/templates";

/*
 * The finder's message as its person reads it (docs/product.md#qr-tags), in her language: the
 * animal's name, the finder's number and words. The finder's words are made unlinkable, as any
 * stranger's words in a mail or text are.
 */

export interface RelayedAnimal {
  name: string | null;
  name_ne: string | null;
}

export interface FinderMessage {
  /** E.164. */
  phone: string;
  text: string;
}

const nameIn = (language: MailLanguage, animal: RelayedAnimal) =>
  language === "ne"
    ? (animal.name_ne ?? animal.name ?? "तपाईंले हेरचाह गर्ने कुकुर")
    : (animal.name ?? "a dog you look after");

/** "Sathi: Someone found Kalu: 9812345678 says: …" */
export function relayText(
  config: Pick<Config, "site">,
  language: MailLanguage,
  animal: RelayedAnimal,
  message: FinderMessage,
) {
  const name = unlinked(nameIn(language, animal));
  const finder = localMobile(message.phone);
  const words = unlinked(message.text);
  return language === "ne"
    ? `${config.site.name}: कसैले ${name}लाई भेट्टाउनुभयो: ${finder} भन्नुहुन्छ: ${words}`
    : `${config.site.name}: Someone found ${name}: ${finder} says: ${words}`;
}

/** The same by mail, for a person with an address. */
export function relayMail(
  config: Pick<Config, "site">,
  to: { email: string; name: string; language: MailLanguage },
  animal: RelayedAnimal,
  message: FinderMessage,
): MailMessage {
  const { language } = to;
  const name = unlinked(nameIn(language, animal));
  const finder = localMobile(message.phone);
  const words =
    language === "ne"
      ? {
          subject: `कसैले ${name}लाई भेट्टाउनुभयो`,
          paragraphs: [
            `कसैले ${name}को ट्याग स्क्यान गरेर यो लेख्नुभयो:`,
            `“${unlinked(message.text)}”`,
            `उहाँको नम्बर: ${finder}। फोन वा SMS गरेर जवाफ दिनुहोस्।`,
          ],
          footnote: "उहाँले तपाईंको नम्बर वा ठेगाना देख्नुभएको छैन।",
        }
      : {
          subject: `Someone found ${name}`,
          paragraphs: [
            `Someone scanned ${name}'s tag and wrote:`,
            `“${unlinked(message.text)}”`,
            `Their number: ${finder}. Call or text them back.`,
          ],
          footnote: "They did not see your number or your address.",
        };
  return composeMail({
    to: to.email,
    siteName: config.site.name,
    greeting: greet(language, to.name),
    language,
    ...words,
  });
}
