import type { Config } from "../config";
import { asMailLanguage } from "../mail/account-language";
import { greet, type Letters } from "../mail/mail-language";
import { composeMail } from "../mail/templates";

/** better-auth's user, with the account's language (an additional field of the user table). */
interface Recipient {
  email: string;
  name: string;
  language?: unknown;
}

const VERIFY_EMAIL: Letters<[site: string]> = {
  en: (site) => ({
    subject: `Verify your e-mail for ${site}`,
    paragraphs: [
      `Thank you for joining ${site}. Please confirm that this is your e-mail address: open the link and enter the password you chose when you signed up. Then you can start asking to adopt.`,
    ],
    action: "Verify my e-mail",
    footnote:
      "The link works for one hour. If you did not sign up, ignore this e-mail: nobody can use the account without it, and it is removed after a week.",
  }),
  ne: (site) => ({
    subject: `${site} का लागि आफ्नो इमेल प्रमाणित गर्नुहोस्`,
    paragraphs: [
      `${site} मा जोडिनुभएकोमा धन्यवाद। यो तपाईंकै इमेल ठेगाना हो भनी पक्का गर्नुहोस्: लिङ्क खोल्नुहोस् र साइन अप गर्दा रोज्नुभएको पासवर्ड लेख्नुहोस्। त्यसपछि तपाईं जनावर धर्मपुत्र लिने अनुरोध पठाउन सक्नुहुन्छ।`,
    ],
    action: "मेरो इमेल प्रमाणित गर्नुहोस्",
    footnote:
      "लिङ्क एक घण्टासम्म मात्र चल्छ। तपाईंले साइन अप गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: यसबिना कसैले पनि खाता चलाउन सक्दैन, र एक हप्तापछि खाता हटाइन्छ।",
  }),
};

const RESET_PASSWORD: Letters<[site: string]> = {
  en: (site) => ({
    subject: `Reset your ${site} password`,
    paragraphs: ["Someone (we hope you) asked to reset the password of your account."],
    action: "Choose a new password",
    footnote:
      "The link works for one hour. If you did not ask, ignore this e-mail: your password stays as it is.",
  }),
  ne: (site) => ({
    subject: `आफ्नो ${site} पासवर्ड रिसेट गर्नुहोस्`,
    paragraphs: ["कसैले (आशा छ, तपाईंले नै) तपाईंको खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभयो।"],
    action: "नयाँ पासवर्ड रोज्नुहोस्",
    footnote:
      "लिङ्क एक घण्टासम्म मात्र चल्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।",
  }),
};

const ALREADY_REGISTERED: Letters<[site: string]> = {
  en: (site) => ({
    subject: `You already have a ${site} account`,
    paragraphs: [
      "Someone tried to sign up with this e-mail address, but it already has an account.",
      "If it was you, log in instead, or reset your password if you have forgotten it.",
    ],
    action: "Log in",
  }),
  ne: (site) => ({
    subject: `तपाईंको ${site} खाता पहिले नै छ`,
    paragraphs: [
      "कसैले यो इमेल ठेगानाबाट साइन अप गर्न खोज्नुभयो, तर यस ठेगानाको खाता पहिले नै छ।",
      "तपाईं नै हो भने बरु लग इन गर्नुहोस्, वा पासवर्ड बिर्सनुभएको छ भने पासवर्ड रिसेट गर्नुहोस्।",
    ],
    action: "लग इन गर्नुहोस्",
  }),
};

/**
 * The account e-mails, in the account's language. An account cannot be used until its e-mail
 * address is verified.
 */
export function authMails(config: Config) {
  const siteName = config.site.name;
  const letter = (letters: Letters<[string]>, user: Recipient, url: string) => {
    const language = asMailLanguage(typeof user.language === "string" ? user.language : null);
    const { action, ...words } = letters[language](siteName);
    return composeMail({
      to: user.email,
      siteName,
      greeting: greet(language, user.name),
      language,
      ...words,
      action: action ? { label: action, url } : undefined,
    });
  };
  return {
    verifyEmail: (user: Recipient, url: string) => letter(VERIFY_EMAIL, user, url),
    resetPassword: (user: Recipient, url: string) => letter(RESET_PASSWORD, user, url),
    alreadyRegistered: (user: Recipient) =>
      letter(ALREADY_REGISTERED, user, `${config.publicUrl}/login`),
  };
}
