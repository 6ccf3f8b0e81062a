import type { Kysely } from "kysely";
import { nepalTime } from "../../contract/calendar";
import { toDevanagariDigits } from "../../contract/nepali-script";
import type { Config } from "../config";
import type { DB } from "../db/schema";
import { asMailLanguage } from "../mail/account-language";
import { greet, type Letters } from "../mail/mail-language";
import type { MailMessage } from "../mail/mailer";
import { composeMail } from "../mail/templates";
import type { SpentBudget } from "./budget";

const SETTING = { hour: "SMS_HOURLY_BUDGET", day: "SMS_DAILY_BUDGET" } as const;

type Args = [site: string, spent: SpentBudget];

const SPENT: Letters<Args> = {
  en: (site, { period, limit, until }) => ({
    subject: `${site}: the SMS budget for ${period === "hour" ? "this hour" : "today"} is spent`,
    paragraphs: [
      period === "hour"
        ? `${site} has sent ${limit} texts this hour (${SETTING.hour}). Until ${nepalTime(until).time} Nepal time, sign-in and password codes are refused, and other texts wait in the outbox; they go out as the next hour's budget allows.`
        : `${site} has sent ${limit} texts today (${SETTING.day}). Until midnight Nepal time, sign-in and password codes are refused, and other texts wait in the outbox; they go out as tomorrow's budget allows.`,
      `If this is the site's ordinary traffic, raise ${SETTING[period]}. If not, someone may be asking for codes to run up the SMS bill: the dashboard shows this month's texts.`,
    ],
    action: "Open the dashboard",
    footnote: "This mail comes once for each hour or day whose budget is spent.",
  }),
  ne: (site, { period, limit, until }) => ({
    subject: `${site}: ${period === "hour" ? "यो घण्टाको" : "आजको"} SMS बजेट सकियो`,
    paragraphs: [
      period === "hour"
        ? `${site}ले यो घण्टामा ${toDevanagariDigits(String(limit))} वटा SMS पठाइसक्यो (${SETTING.hour})। नेपाल समय ${toDevanagariDigits(nepalTime(until).time)}सम्म लग इन र पासवर्डका कोडहरू दिइँदैनन्, र अरू SMS आउटबक्समा पर्खन्छन्; अर्को घण्टाको बजेटले दिएअनुसार ती पठाइन्छन्।`
        : `${site}ले आज ${toDevanagariDigits(String(limit))} वटा SMS पठाइसक्यो (${SETTING.day})। नेपाल समय मध्यरातसम्म लग इन र पासवर्डका कोडहरू दिइँदैनन्, र अरू SMS आउटबक्समा पर्खन्छन्; भोलिको बजेटले दिएअनुसार ती पठाइन्छन्।`,
      `यो साइटको सामान्य चाप हो भने ${SETTING[period]} बढाउनुहोस्। होइन भने, कसैले SMS को बिल बढाउन कोड मागिरहेको हुन सक्छ: ड्यासबोर्डमा यो महिनाका SMS देखिन्छन्।`,
    ],
    action: "ड्यासबोर्ड खोल्नुहोस्",
    footnote: "बजेट सकिएको हरेक घण्टा वा दिनका लागि यो इमेल एक पटक मात्र आउँछ।",
  }),
};

/**
 * The mails that tell the admins a budget is spent: one to each verified account whose address
 * is in ADMIN_EMAILS (SECURITY.md#roles), in its language. The outbox sends them once a period.
 */
export function budgetNotice(db: Kysely<DB>, config: Config) {
  return async (spent: SpentBudget): Promise<MailMessage[]> => {
    if (config.adminEmails.length === 0) return [];
    const admins = await db
      .selectFrom("user")
      .select(["email", "name", "emailVerified", "language"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "in", config.adminEmails))
      .execute();
    return admins
      .filter((admin) => Boolean(admin.emailVerified))
      .map((admin) => {
        const language = asMailLanguage(admin.language);
        const words = SPENT[language](config.site.name, spent);
        return composeMail({
          to: admin.email,
          subject: words.subject,
          siteName: config.site.name,
          greeting: greet(language, admin.name),
          paragraphs: words.paragraphs,
          action: { label: words.action!, url: `${config.publicUrl}/admin` },
          footnote: words.footnote,
          language,
        });
      });
  };
}

export type BudgetNotice = ReturnType<typeof budgetNotice>;
