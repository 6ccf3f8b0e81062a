import { REASON_ONLY_WHEN_REJECTING, STORE_MOVES } from "../../../contract/adoption";
import type { StoreApplication } from "../../../contract/adoption";
import type { ActivityAction } from "../../../contract/store-teams";
import type { SessionUser } from "../../auth/session";
import type { ApplicationStatus } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { textPerson } from "../../sms/text-person";
import { applicationMails, applicationTexts } from "./application-mails";
import { recordStatusChange, selectApplicationDetails } from "./application-status";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import { handOver } from "./handover";
import { hasHome } from "./pet-home";
import { recordActivity, requireRoleFor, requireStoreAction } from "../stores";
import { readApplications } from "./application-reads";

type Deps = Pick<AppDeps, "db" | "mail" | "config">;

/** What a person outside the request's store is told. */
export const otherStore = () =>
  forbidden("This request is for another store", "REQUEST_OTHER_STORE");

/** GET /api/vendors/{id}/applications: the store's requests, newest first; its team only. */
export async function listStoreApplications(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  storeId: number,
  { id }: { id?: number } = {},
): Promise<StoreApplication[]> {
  await requireStoreAction(db, user, storeId, "read");
  const rows = await readApplications(db, { storeId, id });
  return rows.map(({ pet_name, vendor_title: _storeTitle, ...row }) => ({
    ...row,
    pet: { name: pet_name },
  }));
}

const WORDS: Record<ApplicationStatus, string> = {
  pending: "pending",
  Approved: "approved",
  Rejected: "rejected",
  Withdrawn: "withdrawn",
  Adopted: "marked adopted",
};

/** The activity line of each move a store's team makes (STORE_MOVES' targets). */
const DECISIONS = {
  Approved: "request_approved",
  Rejected: "request_rejected",
  Adopted: "request_adopted",
} as const satisfies Partial<Record<ApplicationStatus, ActivityAction>>;

/** Why a store's move is refused, in words the dashboard can show as they are. */
function refusedMove(from: ApplicationStatus, to: ApplicationStatus): string {
  if (from === to) return `This request is already ${WORDS[to]}`;
  if (from === "Withdrawn") return "The applicant has withdrawn this request";
  if (from === "Adopted") return "This pet has gone home with this applicant: the request is final";
  if (to === "Adopted") return "Only an approved request can be marked adopted";
  if (to === "Withdrawn") return "Only the applicant can withdraw a request";
  if (to === "pending") return "A request that has been answered cannot go back to pending";
  return `A ${WORDS[from]} request cannot be ${WORDS[to]}`;
}

/**
 * POST /api/vendors/applications/{id}/update: the store's team answers a request (STORE_MOVES);
 * the applicant gets an e-mail with the message for the new status (STATUS_MESSAGES) and, with
 * a rejection, the store's reason if it gave one.
 */
export async function updateApplicationStatus(
  deps: Deps,
  user: SessionUser,
  applicationId: number,
  to: ApplicationStatus,
  rejectionReason?: string,
): Promise<StoreApplication> {
  if (rejectionReason && to !== "Rejected") {
    throw badRequest(REASON_ONLY_WHEN_REJECTING, undefined, "REASON_ONLY_WHEN_REJECTING");
  }
  const storeId = await deps.db.transaction().execute(async (trx) => {
    const request = await selectApplicationDetails(trx)
      .where("application.id", "=", applicationId)
      .executeTakeFirst();
    if (!request) throw notFound("There is no such adoption request", "REQUEST_NOT_FOUND");
    await requireRoleFor(trx, user.id, request.vendor_id, "decide", otherStore);
    if (!STORE_MOVES[request.status].includes(to))
      throw conflict(refusedMove(request.status, to), "STATUS_MOVE_REFUSED");
    // An adopted pet has its home: approving a request now would promise the applicant a pet
    // that is gone, and a second handover would give it two homes, until a return is recorded.
    const isGone =
      (to === "Approved" && request.pet_status === "adopted") ||
      ((to === "Approved" || to === "Adopted") && (await hasHome(trx, request.pet_id)));
    if (isGone) {
      throw conflict(
        "This pet has been adopted, so its requests can no longer be approved",
        "PET_ADOPTED",
      );
    }
    await recordStatusChange(trx, {
      applicationId,
      from: request.status,
      to,
      changedBy: user.id,
      rejectionReason: rejectionReason ?? null,
    });
    if (to === "Adopted") await handOver(trx, deps, request, user.id);
    await recordActivity(trx, {
      storeId: request.vendor_id,
      actorId: user.id,
      // STORE_MOVES, checked above, leads only to these.
      action: DECISIONS[to as keyof typeof DECISIONS],
      applicationId,
      petId: request.pet_id,
      detail: { pet_name: request.pet_name, applicant_name: request.name },
    });
    await deps.mail.enqueue(
      applicationMails(deps.config).statusChanged(
        {
          email: request.applicant_email,
          name: request.applicant_name,
          language: request.applicant_language,
        },
        {
          petName: request.pet_name,
          storeTitle: request.vendor_title,
          status: to,
          rejectionReason: rejectionReason ?? null,
        },
      ),
      trx,
    );
    await textPerson(deps.mail, trx, request.user_id, (language) =>
      applicationTexts(deps.config).statusChanged(language, {
        petName: request.pet_name,
        status: to,
        rejectionReason: rejectionReason ?? null,
      }),
    );
    return request.vendor_id;
  });
  deps.mail.kick();
  const [updated] = await listStoreApplications(deps, user, storeId, { id: applicationId });
  return updated!;
}
