import type { Kysely } from "kysely";
import { OPEN_STATUSES, PET_ADOPTED } from "../../../contract/adoption";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { textPerson } from "../../sms/text-person";
import { applicationMails, applicationTexts } from "./application-mails";
import { recordStatusChange, selectApplicationDetails } from "./application-status";

/**
 * When the owner marks a pet adopted, its other open requests are closed as Rejected
 * and their applicants told. "Other" means the pending ones: an Approved request is the one the
 * owner said yes to (the adopter), so it stays as it is; the owner can still reject it.
 * `includeApproved` is for the handover (a request marked Adopted, already out of the open ones):
 * the adopter is known, so the Approved ones close too.
 *
 * Call it inside the transaction that sets `post_status = 'adopted'`, then `deps.mail.kick()`
 * after the commit. Returns how many requests were closed.
 */
export async function closeOpenApplications(
  trx: Kysely<DB>,
  deps: Pick<AppDeps, "mail" | "config">,
  petId: number,
  {
    changedBy = null,
    includeApproved = false,
  }: { changedBy?: string | null; includeApproved?: boolean } = {},
): Promise<number> {
  const pending = await selectApplicationDetails(trx)
    .where("application.pet_id", "=", petId)
    .where("application.status", "in", includeApproved ? OPEN_STATUSES : ["pending"])
    .orderBy("application.id")
    .execute();
  const mails = applicationMails(deps.config);
  const texts = applicationTexts(deps.config);
  for (const request of pending) {
    await recordStatusChange(trx, {
      applicationId: request.id,
      from: request.status,
      to: "Rejected",
      changedBy,
      reason: PET_ADOPTED,
    });
    await deps.mail.enqueue(
      mails.statusChanged(
        {
          email: request.applicant_email,
          name: request.applicant_name,
          language: request.applicant_language,
        },
        {
          petName: request.pet_name,
          storeTitle: request.vendor_title,
          status: "Rejected",
          reason: PET_ADOPTED,
        },
      ),
      trx,
    );
    await textPerson(deps.mail, trx, request.user_id, (language) =>
      texts.statusChanged(language, {
        petName: request.pet_name,
        status: "Rejected",
        reason: PET_ADOPTED,
      }),
    );
  }
  return pending.length;
}
