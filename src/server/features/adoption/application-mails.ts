import { PET_ADOPTED, STATUS_MESSAGES } from "../../../contract/adoption";
import { STORE_DASHBOARD } from "../../../contract/dashboard";
import type { Config } from "../../config";
import type { ApplicationStatus } from "../../db/schema";
import { asMailLanguage, type MailLanguage } from "../../mail/account-language";
import { greet, type Letters, type Words } from "../../mail/mail-language";
import { composeMail } from "../../mail/templates";
import { clip } from "../../sms/text-person";

/** Whoever a mail goes to, with the language of her account (user.language). */
interface Person {
  email: string;
  name: string;
  language: string | null;
}

interface NewRequest {
  petName: string;
  applicantName: string;
  message: string;
}

interface StatusChange {
  petName: string;
  storeTitle: string;
  status: ApplicationStatus;
  reason?: string | null;
  /** The store's own words with a rejection. */
  rejectionReason?: string | null;
}

interface Withdrawal {
  petName: string;
  applicantName: string;
}

const NEW_REQUEST: Letters<[NewRequest]> = {
  en: ({ petName, applicantName, message }) => ({
    subject: `New adoption request for ${petName}`,
    paragraphs: [
      `${applicantName} would like to adopt ${petName}. Their message:`,
      message,
      "Their phone number and address are on your dashboard, where you can approve or reject the request.",
    ],
    action: "Review the request",
  }),
  ne: ({ petName, applicantName, message }) => ({
    subject: `${petName}लाई धर्मपुत्र लिने नयाँ अनुरोध`,
    paragraphs: [
      `${applicantName} ${petName}लाई धर्मपुत्र लिन चाहनुहुन्छ। उहाँको सन्देश:`,
      message,
      "उहाँको फोन नम्बर र ठेगाना तपाईंको ड्यासबोर्डमा छन्, जहाँ तपाईं अनुरोध स्वीकार वा अस्वीकार गर्न सक्नुहुन्छ।",
    ],
    action: "अनुरोध हेर्नुहोस्",
  }),
};

const STATUS_WORDS: Record<ApplicationStatus, string> = {
  pending: "pending",
  Approved: "approved",
  Rejected: "not accepted",
  Withdrawn: "withdrawn",
  Adopted: "complete",
};

const NEPALI_STATUS_WORDS: Record<ApplicationStatus, string> = {
  pending: "विचाराधीन छ",
  Approved: "स्वीकृत भयो",
  Rejected: "स्वीकृत भएन",
  Withdrawn: "फिर्ता लिइयो",
  Adopted: "पूरा भयो",
};

/** STATUS_MESSAGES, the words the applicant's dashboard shows, in Nepali. */
const NEPALI_STATUS_MESSAGES: Record<ApplicationStatus, string> = {
  pending: "तपाईंको अनुरोध केन्द्रले हेर्दै हुनुहुन्छ।",
  Approved: "तपाईंको अनुरोध स्वीकृत भएको छ। केन्द्रले चाँडै तपाईंलाई फोन गर्नुहुनेछ।",
  Rejected: "तपाईंको अनुरोध अस्वीकृत भएको छ।",
  Withdrawn: "तपाईंले यो अनुरोध फिर्ता लिनुभयो।",
  Adopted: "तपाईंको धर्मपुत्र प्रक्रिया पूरा भयो। नयाँ साथीलाई घर दिनुभएकोमा धन्यवाद!",
};

const STATUS_CHANGED: Letters<[StatusChange]> = {
  en: ({ petName, storeTitle, status, reason, rejectionReason }) => ({
    subject: `Your adoption request for ${petName} is ${STATUS_WORDS[status]}`,
    paragraphs: [
      `${storeTitle} has answered your request to adopt ${petName}.`,
      STATUS_MESSAGES[status],
      ...(rejectionReason ? [`The store's reason: ${rejectionReason}`] : []),
      ...(reason === PET_ADOPTED
        ? [
            `${petName} has found a home with another family. Thank you for wanting to give a pet a home: many more are waiting for one.`,
          ]
        : []),
    ],
    action: "See your requests",
  }),
  ne: ({ petName, storeTitle, status, reason, rejectionReason }) => ({
    subject: `${petName}लाई धर्मपुत्र लिने तपाईंको अनुरोध ${NEPALI_STATUS_WORDS[status]}`,
    paragraphs: [
      `${storeTitle}ले ${petName}लाई धर्मपुत्र लिने तपाईंको अनुरोधको जवाफ दिनुभएको छ।`,
      NEPALI_STATUS_MESSAGES[status],
      ...(rejectionReason ? [`केन्द्रले दिएको कारण: ${rejectionReason}`] : []),
      ...(reason === PET_ADOPTED
        ? [
            `${petName}ले अर्को परिवारमा घर पाइसक्यो। जनावरलाई घर दिन चाहनुभएकोमा धन्यवाद: अरू धेरै जनावर घर पर्खिरहेका छन्।`,
          ]
        : []),
    ],
    action: "आफ्ना अनुरोधहरू हेर्नुहोस्",
  }),
};

const WITHDRAWN: Letters<[Withdrawal]> = {
  en: ({ petName, applicantName }) => ({
    subject: `${applicantName} withdrew their request for ${petName}`,
    paragraphs: [
      `${applicantName} no longer wishes to adopt ${petName} and has withdrawn their request. There is no need to call them.`,
    ],
    action: "Open your dashboard",
  }),
  ne: ({ petName, applicantName }) => ({
    subject: `${applicantName}ले ${petName}लाई धर्मपुत्र लिने अनुरोध फिर्ता लिनुभयो`,
    paragraphs: [
      `${applicantName} अब ${petName}लाई धर्मपुत्र लिन चाहनुहुन्न, र उहाँले आफ्नो अनुरोध फिर्ता लिनुभएको छ। उहाँलाई फोन गर्नु पर्दैन।`,
    ],
    action: "आफ्नो ड्यासबोर्ड खोल्नुहोस्",
  }),
};

/**
 * The owner hears of each new request, the applicant of each answer; each in the language of
 * her own account.
 */
export function applicationMails(config: Pick<Config, "site" | "publicUrl">) {
  const siteName = config.site.name;
  const storeDashboard = `${config.publicUrl}${STORE_DASHBOARD}`;
  const letter = <A>(letters: Letters<[A]>, to: Person, about: A, url: string) => {
    const language = asMailLanguage(to.language);
    const { action, ...words }: Words = letters[language](about);
    return composeMail({
      to: to.email,
      siteName,
      greeting: greet(language, to.name),
      language,
      ...words,
      action: action ? { label: action, url } : undefined,
    });
  };

  return {
    newRequest: (owner: Person, request: NewRequest) =>
      letter(NEW_REQUEST, owner, request, storeDashboard),
    statusChanged: (applicant: Person, change: StatusChange) =>
      letter(STATUS_CHANGED, applicant, change, `${config.publicUrl}/dashboard`),
    withdrawn: (owner: Person, request: Withdrawal) =>
      letter(WITHDRAWN, owner, request, storeDashboard),
  };
}

/**
 * The same news by SMS (docs/product.md#sms): one line and the link, in the person's language;
 * a store's reason is cut short to keep the text to about two segments. A text under the site's
 * name never quotes what an applicant typed (her name on the form): it could be a phishing line.
 */
export function applicationTexts(config: Pick<Config, "site" | "publicUrl">) {
  const site = config.site.name;
  const storeDashboard = `${config.publicUrl}${STORE_DASHBOARD}`;
  return {
    newRequest: (language: MailLanguage, { petName }: NewRequest) =>
      language === "ne"
        ? `${site}: ${petName}लाई धर्मपुत्र लिने नयाँ अनुरोध। ${storeDashboard}`
        : `${site}: new adoption request for ${petName}. ${storeDashboard}`,
    withdrawn: (language: MailLanguage, { petName }: Withdrawal) =>
      language === "ne"
        ? `${site}: ${petName}लाई धर्मपुत्र लिने एउटा अनुरोध फिर्ता लिइयो। ${storeDashboard}`
        : `${site}: a request to adopt ${petName} was withdrawn. ${storeDashboard}`,
    statusChanged: (
      language: MailLanguage,
      { petName, status, reason, rejectionReason }: Omit<StatusChange, "storeTitle">,
    ) => {
      const why = rejectionReason ? clip(rejectionReason, 120) : null;
      const taken = reason === PET_ADOPTED;
      return language === "ne"
        ? `${site}: ${petName}लाई धर्मपुत्र लिने तपाईंको अनुरोध ${NEPALI_STATUS_WORDS[status]}।${why ? ` कारण: ${why}` : ""}${taken ? ` ${petName}ले अर्को घर पाइसक्यो।` : ""} ${`${config.publicUrl}/dashboard`}`
        : `${site}: your adoption request for ${petName} is ${STATUS_WORDS[status]}.${why ? ` Reason: ${why}` : ""}${taken ? ` ${petName} has found another home.` : ""} ${`${config.publicUrl}/dashboard`}`;
    },
  };
}
