import type { StoreRole } from "../../../contract/store-roles";
import { INVITATION_DAYS } from "../../../contract/store-teams";
import type { Config } from "../../config";
import type { MailLanguage } from "../../mail/account-language";
import type { MailMessage } from "../../mail/mailer";
import { composeMail, unlinked } from "../../mail/templates";
import { clip } from "../../sms/text-person";

/** What the invitation says: the store, the role, who invites, and the link. */
export interface InvitationWords {
  storeTitle: string;
  inviterName: string;
  role: StoreRole;
  url: string;
}

const ROLE_NAMES: Record<MailLanguage, Record<StoreRole, string>> = {
  en: {
    owner: "an owner",
    manager: "a manager",
    carer: "a carer",
    foster: "a foster",
    caretaker: "a caretaker",
  },
  ne: {
    owner: "मालिक",
    manager: "व्यवस्थापक",
    carer: "स्याहारकर्ता",
    foster: "अस्थायी पालक",
    caretaker: "हेरचाहकर्ता",
  },
};

/** Each message in both languages, side by side, so a change to one is seen next to the other. */
const MAIL = {
  en: (w: InvitationWords) => ({
    subject: `${w.inviterName} invites you to join ${w.storeTitle}`,
    greeting: "Hello,",
    paragraphs: [
      `${w.inviterName} invites you to join the team of ${w.storeTitle} as ${ROLE_NAMES.en[w.role]}.`,
      `Open the link and sign in with the address this mail came to. It works once, for ${INVITATION_DAYS_TEXT.en}.`,
      "If you did not expect this, you can ignore it: nothing happens unless you accept.",
    ],
    action: "See the invitation",
  }),
  ne: (w: InvitationWords) => ({
    subject: `${w.inviterName}ले तपाईंलाई ${w.storeTitle}मा सामेल हुन निम्तो दिनुभएको छ`,
    greeting: "नमस्ते,",
    paragraphs: [
      `${w.inviterName}ले तपाईंलाई ${w.storeTitle}को टोलीमा ${ROLE_NAMES.ne[w.role]}का रूपमा सामेल हुन निम्तो दिनुभएको छ।`,
      `लिङ्क खोलेर यो इमेल आएको ठेगानाले लग इन गर्नुहोस्। यो ${INVITATION_DAYS_TEXT.ne}सम्म एक पटक मात्र चल्छ।`,
      "तपाईंले यो अपेक्षा गर्नुभएको थिएन भने बेवास्ता गर्न सक्नुहुन्छ: स्वीकार नगरेसम्म केही हुँदैन।",
    ],
    action: "निम्तो हेर्नुहोस्",
  }),
};

const INVITATION_DAYS_TEXT = {
  en: `${INVITATION_DAYS} days`,
  ne: `${String(INVITATION_DAYS).replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)))} दिन`,
};

/** The invitation by mail, in the invitee's language. */
export function invitationMail(
  config: Pick<Config, "site">,
  to: string,
  language: MailLanguage,
  words: InvitationWords,
): MailMessage {
  // The store's name and the owner's are typed by the store: no mail program makes a link of them.
  const text = MAIL[language]({
    ...words,
    storeTitle: unlinked(words.storeTitle),
    inviterName: unlinked(words.inviterName),
  });
  const mail = composeMail({
    to,
    subject: text.subject,
    siteName: config.site.name,
    greeting: text.greeting,
    paragraphs: text.paragraphs,
    action: { label: text.action, url: words.url },
    language,
  });
  // Its address may be no account's yet: an owner typed it, and it says only the fixed words
  // above and the store's and owner's names, made unlinkable (SECURITY.md#mail).
  return { ...mail, audience: "invitation" };
}

/** The invitation by SMS: short, the store's name clipped so the link always fits. */
export function invitationText(language: MailLanguage, words: InvitationWords): string {
  const title = clip(unlinked(words.storeTitle), 40);
  return language === "ne"
    ? `${title}मा ${ROLE_NAMES.ne[words.role]}का रूपमा सामेल हुने निम्तो। यही नम्बरले लग इन गरी स्वीकार्नुहोस्: ${words.url}`
    : `You are invited to join ${title} as ${ROLE_NAMES.en[words.role]}. Sign in with this number to accept: ${words.url}`;
}
