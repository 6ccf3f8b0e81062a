import { BS_MONTHS } from "../../../contract/bikram-sambat";
import { nepalTime, writeDayInBothCalendars } from "../../../contract/calendar";
import { toDevanagariDigits } from "../../../contract/nepali-script";
import { findDistrict } from "../../../contract/places";
import type { Config } from "../../config";
import type { MailLanguage } from "../../mail/account-language";
import { greet } from "../../mail/mail-language";
import type { MailMessage } from "../../mail/mailer";
import { composeMail, unlinked } from "../../mail/templates";
import { clip } from "../../sms/text-person";

/*
 * The booster reminder's words (docs/product.md#community-dogs): the dog by its name and street,
 * the day in Bikram Sambat as a caretaker's wall calendar shows it (Devanagari digits in Nepali).
 */

/** What the reminder names: the dog, where it lives, and when its booster is due. */
export interface BoosterDue {
  dog_id: number;
  name: string | null;
  district: string;
  ward: number;
  tole: string | null;
  given_on: string;
  next_due_on: string;
  overdue: boolean;
}

/** "2083 Mangsir 15"; "२०८३ मंसिर १५". */
export function bsDay(language: MailLanguage, day: string) {
  const { bs } = nepalTime(day);
  const written = `${bs.year} ${BS_MONTHS[language][bs.monthIndex]} ${bs.day}`;
  return language === "ne" ? toDevanagariDigits(written) : written;
}

/** "Kalu of Jhamsikhel (ward 3)"; "झम्सिखेल (वडा ३)को कालु". */
export function dogOfStreet(language: MailLanguage, dog: BoosterDue) {
  const district = findDistrict(dog.district);
  const place = unlinked(
    clip(dog.tole ?? (language === "ne" ? district?.name_ne : undefined) ?? dog.district, 40),
  );
  const name = dog.name ? unlinked(clip(dog.name, 40)) : null;
  if (language === "ne") {
    return `${place} (वडा ${toDevanagariDigits(String(dog.ward))})को ${name ?? "एउटा कुकुर"}`;
  }
  return `${name ?? "A dog"} of ${place} (ward ${dog.ward})`;
}

export const dogUrl = (config: Pick<Config, "publicUrl">, dogId: number) =>
  `${config.publicUrl}/dashboard/community-dogs/${dogId}`;

const registerUrl = (config: Pick<Config, "publicUrl">) =>
  `${config.publicUrl}/dashboard/community-dogs`;

/**
 * The reminder by SMS. Dogs due together (a camp's, a year on) are one text: the first named,
 * the others counted, the link the register's; the day is the earliest.
 */
export function boosterText(
  config: Pick<Config, "site" | "publicUrl">,
  language: MailLanguage,
  dogs: readonly BoosterDue[],
) {
  const [first] = dogs as [BoosterDue];
  const who = dogOfStreet(language, first);
  const day = bsDay(language, first.next_due_on);
  const others = dogs.length - 1;
  const link = others > 0 ? registerUrl(config) : dogUrl(config, first.dog_id);
  const overdue = dogs.some((dog) => dog.overdue);
  const site = config.site.name;
  if (language === "ne") {
    const all = others > 0 ? `${who} र अरू ${toDevanagariDigits(String(others))} कुकुर` : who;
    return overdue
      ? `${site}: बुस्टर खोप बाँकी: ${all}को रेबिज बुस्टर खोप ${day}देखि बाँकी छ — ${link}`
      : `${site}: बुस्टर खोप: ${all}लाई ${day}भित्र रेबिज बुस्टर खोप चाहिन्छ — ${link}`;
  }
  const all = others > 0 ? `${who} and ${others} more ${others === 1 ? "dog" : "dogs"}` : who;
  const its = others > 0 ? "their" : "its";
  return overdue
    ? `${site}: Booster overdue: ${all} needed ${its} rabies booster by ${day} — ${link}`
    : `${site}: Booster due: ${all} ${others > 0 ? "need" : "needs"} ${its} rabies booster by ${day} — ${link}`;
}

/** "Kalu of Jhamsikhel (ward 3): by 15 December 2026 (…)" */
const dueLine = (language: MailLanguage, dog: BoosterDue) => {
  const day = writeDayInBothCalendars(language, dog.next_due_on, "long");
  return language === "ne"
    ? `${dogOfStreet(language, dog)}: ${day}भित्र`
    : `${dogOfStreet(language, dog)}: by ${day}`;
};

/** The reminder by mail: each dog a link to its page, its day in both calendars. */
export function boosterMail(
  config: Config,
  to: { email: string; name: string; language: MailLanguage },
  store: string,
  dogs: readonly BoosterDue[],
): MailMessage {
  const { language } = to;
  const title = unlinked(store);
  const count = dogs.length;
  const words =
    language === "ne"
      ? {
          subject: `${title}: रेबिज बुस्टर खोप लगाउने बेला`,
          paragraphs: ["खोप लगाएपछि दर्तामा लेख्नुहोस्, ताकि वडाको खोप दर ठीक देखियोस्।"],
          intro: `${toDevanagariDigits(String(count))} सामुदायिक कुकुरलाई रेबिज बुस्टर खोप चाहिन्छ:`,
          action: "दर्ता हेर्नुहोस्",
          footnote: `तपाईं ${title}का सामुदायिक कुकुरको हेरचाहमा हुनुभएकोले यो सन्देश आएको हो।`,
        }
      : {
          subject: `${title}: rabies boosters due`,
          paragraphs: [
            "Write each booster on the register once it is given, so the ward's coverage stays true.",
          ],
          intro: `${count === 1 ? "A community dog needs its" : `${count} community dogs need their`} rabies booster:`,
          action: "See the register",
          footnote: `You get this because you look after ${title}'s community dogs.`,
        };
  return composeMail({
    to: to.email,
    siteName: config.site.name,
    greeting: greet(language, to.name),
    language,
    subject: words.subject,
    paragraphs: words.paragraphs,
    lists: [
      {
        intro: words.intro,
        links: dogs.map((dog) => ({
          label: dueLine(language, dog),
          url: dogUrl(config, dog.dog_id),
        })),
      },
    ],
    action: { label: words.action, url: registerUrl(config) },
    footnote: words.footnote,
  });
}
