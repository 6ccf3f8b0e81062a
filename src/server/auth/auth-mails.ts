import type { Config } from "../config";
import { asMailLanguage } from "../mail/account-language";
import { greet, type Letters } from "../mail/mail-language";
import { proving } from "../mail/recipients";
import { composeMail } from "../mail/templates";

/** better-auth's user, with the account's language (an additional field of the user table). */
interface Recipient {
  email: string;
  name: string;
  language?: unknown;
  emailVerified?: unknown;
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
    subject: `${site}का लागि आफ्नो इमेल प्रमाणित गर्नुहोस्`,
    paragraphs: [
      `${site}मा जोडिनुभएकोमा धन्यवाद। यो तपाईंकै इमेल ठेगाना हो भनी पक्का गर्नुहोस्: लिङ्क खोल्नुहोस् र साइन अप गर्दा रोज्नुभएको पासवर्ड लेख्नुहोस्। त्यसपछि तपाईं जनावर धर्मपुत्र लिने अनुरोध पठाउन सक्नुहुन्छ।`,
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

const CONFIRM_ADDED_EMAIL: Letters<[site: string]> = {
  en: (site) => ({
    subject: `Confirm your e-mail for ${site}`,
    paragraphs: [
      `This address was added to a ${site} account that signs in with a phone number. Open the link while signed in with that phone number to confirm it is yours.`,
    ],
    action: "Confirm my e-mail",
    footnote:
      "The link works for one day. If you did not add it, ignore this e-mail: the address does nothing for that account without it.",
  }),
  ne: (site) => ({
    subject: `${site}का लागि आफ्नो इमेल पक्का गर्नुहोस्`,
    paragraphs: [
      `यो ठेगाना फोन नम्बरबाट लग इन हुने ${site} खातामा थपिएको छ। यो तपाईंकै हो भनी पक्का गर्न त्यही फोन नम्बरबाट लग इन भएर लिङ्क खोल्नुहोस्।`,
    ],
    action: "मेरो इमेल पक्का गर्नुहोस्",
    footnote:
      "लिङ्क एक दिनसम्म मात्र चल्छ। तपाईंले थप्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: यसबिना त्यो खाताले यो ठेगाना प्रयोग गर्न सक्दैन।",
  }),
};

const ADDRESS_TRIED: Letters<[site: string]> = {
  en: (site) => ({
    subject: `Someone tried to add your e-mail to another ${site} account`,
    paragraphs: [
      `Someone signed in with a phone number tried to add this address to their ${site} account. It stays with your account: nothing was changed.`,
      "If it was you, log in with this address instead, and add your phone number from your account page.",
    ],
    action: "Log in",
  }),
  ne: (site) => ({
    subject: `कसैले तपाईंको इमेल अर्को ${site} खातामा थप्न खोज्यो`,
    paragraphs: [
      `फोन नम्बरबाट लग इन भएका कसैले यो ठेगाना आफ्नो ${site} खातामा थप्न खोज्नुभयो। यो तपाईंकै खातामा रहन्छ: केही बदलिएको छैन।`,
      "तपाईं नै हो भने बरु यही ठेगानाबाट लग इन गर्नुहोस्, र आफ्नो खाताको पानाबाट फोन नम्बर थप्नुहोस्।",
    ],
    action: "लग इन गर्नुहोस्",
  }),
};

const SIGN_INS_REMOVED: Letters<[site: string]> = {
  en: (site) => ({
    subject: `Your ${site} account is yours alone now`,
    paragraphs: [
      "You proved this address by resetting the password. A phone number or a Google sign-in had been added to the account before that, by someone who had not proved the address, so we removed them and signed everyone out.",
      "If you added them yourself, add them again from your account page.",
    ],
    action: "Open my account",
  }),
  ne: (site) => ({
    subject: `तपाईंको ${site} खाता अब तपाईंको मात्र हो`,
    paragraphs: [
      "पासवर्ड रिसेट गरेर तपाईंले यो ठेगाना प्रमाणित गर्नुभयो। त्यसअघि ठेगाना प्रमाणित नगरेका कसैले खातामा फोन नम्बर वा Google लग इन थपेका थिए, त्यसैले हामीले ती हटायौं र सबैलाई लग आउट गर्यौं।",
      "ती तपाईंले नै थप्नुभएको हो भने खाताको पानाबाट फेरि थप्नुहोस्।",
    ],
    action: "मेरो खाता खोल्नुहोस्",
  }),
};

const FAILED_SIGN_INS: Letters<[site: string]> = {
  en: (site) => ({
    subject: `Wrong passwords were tried on your ${site} account`,
    paragraphs: [
      "Someone has typed wrong passwords for this address many times. Each further try now has to wait longer; your password was not given away.",
      "If it was not you, choose a long password you use nowhere else. You can always sign in by resetting your password.",
    ],
    action: "Choose a new password",
  }),
  ne: (site) => ({
    subject: `तपाईंको ${site} खातामा गलत पासवर्डहरू प्रयास गरिए`,
    paragraphs: [
      "कसैले यो ठेगानाका लागि धेरै पटक गलत पासवर्ड लेख्नुभयो। अबको हरेक प्रयासले झन् लामो समय पर्खनुपर्छ; तपाईंको पासवर्ड कसैले पाएको छैन।",
      "तपाईं होइन भने अरू कतै प्रयोग नगरेको लामो पासवर्ड रोज्नुहोस्। पासवर्ड रिसेट गरेर तपाईं जहिले पनि लग इन गर्न सक्नुहुन्छ।",
    ],
    action: "नयाँ पासवर्ड रोज्नुहोस्",
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
  /**
   * A link that may go to an address nobody has proved yet. To such an address it greets without
   * a name: whoever typed the address also typed the name, and the mail carries no words of theirs.
   */
  const proof = (letters: Letters<[string]>, user: Recipient, url: string) =>
    proving(letter(letters, user.emailVerified === true ? user : { ...user, name: "" }, url));
  return {
    verifyEmail: (user: Recipient, url: string) => proof(VERIFY_EMAIL, user, url),
    resetPassword: (user: Recipient, url: string) => proof(RESET_PASSWORD, user, url),
    alreadyRegistered: (user: Recipient) =>
      proof(ALREADY_REGISTERED, user, `${config.publicUrl}/login`),
    /** To an address a phone account added, which counts once opened in that account. */
    confirmAddedEmail: (user: Recipient, url: string) => proof(CONFIRM_ADDED_EMAIL, user, url),
    addressTried: (user: Recipient) => letter(ADDRESS_TRIED, user, `${config.publicUrl}/login`),
    signInsRemoved: (user: Recipient) =>
      letter(SIGN_INS_REMOVED, user, `${config.publicUrl}/dashboard?tab=account`),
    failedSignIns: (user: Recipient) =>
      letter(FAILED_SIGN_INS, user, `${config.publicUrl}/forgot-password`),
  };
}
