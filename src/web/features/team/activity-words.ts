import type { ActivityLine } from "../../../contract/store-teams";
import type { TFunction } from "../../i18n";

/**
 * One line of the activity in the reader's words: "Sita approved Ram's request for Kalu". A name
 * the record does not have (a deleted account) reads as "someone".
 */
export function activitySentence(t: TFunction<"team">, line: ActivityLine): string {
  const somebody = t("activity.somebody");
  const actor = line.actor?.name ?? t("activity.someone");
  // Joining and leaving are said of the member, who is also the one acting.
  const member = line.member_name ?? line.actor?.name ?? somebody;
  return t(`activity.line.${line.action}`, {
    actor,
    member,
    applicant: line.applicant_name ?? somebody,
    pet: line.pet?.name ?? t("activity.aPet"),
    role: line.role ? t(`roleIn.${line.role}`) : "",
  });
}
