import type { StoreApplication } from "../../../contract/adoption";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { conflict, notFound } from "../../lib/errors";
import { selectApplicationDetails } from "./application-status";
import { recordReturnEvent } from "../fosters";
import { recordActivity, requireRoleFor } from "../stores";
import { listStoreApplications, otherStore } from "./store-applications";

/**
 * POST /api/vendors/applications/{id}/return: the store's team records that the pet of an
 * Adopted request came back. The request stays Adopted, with the day of the return, in both
 * parties' history; the pet becomes a draft, to be listed again as the owner sees fit. The
 * animal's history gets a return, with why it came back: it is in care again.
 */
export async function recordReturn(
  deps: Pick<AppDeps, "db">,
  user: SessionUser,
  applicationId: number,
  reason: string | null = null,
): Promise<StoreApplication> {
  const storeId = await deps.db.transaction().execute(async (trx) => {
    const request = await selectApplicationDetails(trx)
      .select("application.returned_at")
      .where("application.id", "=", applicationId)
      .executeTakeFirst();
    if (!request) throw notFound("There is no such adoption request", "REQUEST_NOT_FOUND");
    await requireRoleFor(trx, user.id, request.vendor_id, "decide", otherStore);
    if (request.status !== "Adopted") {
      throw conflict(
        "Only a pet that went home with this request can be recorded as returned",
        "REQUEST_NOT_ADOPTED",
      );
    }
    const alreadyReturned = () =>
      conflict("This pet's return is already recorded", "ALREADY_RETURNED");
    if (request.returned_at) throw alreadyReturned();
    const now = new Date().toISOString();
    // Checked by the update itself: of two returns recorded at once only the first lands.
    const updated = await trx
      .updateTable("application")
      .set({ returned_at: now, updated_at: now })
      .where("id", "=", applicationId)
      .where("status", "=", "Adopted")
      .where("returned_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw alreadyReturned();
    await trx
      .updateTable("pet")
      .set({ post_status: "draft", updated_at: now })
      .where("id", "=", request.pet_id)
      .execute();
    await recordReturnEvent(
      trx,
      { id: applicationId, pet_id: request.pet_id, vendor_id: request.vendor_id },
      user.id,
      reason,
    );
    await recordActivity(trx, {
      storeId: request.vendor_id,
      actorId: user.id,
      action: "request_returned",
      applicationId,
      petId: request.pet_id,
      detail: { pet_name: request.pet_name, applicant_name: request.name },
    });
    return request.vendor_id;
  });
  const [returned] = await listStoreApplications(deps, user, storeId, { id: applicationId });
  return returned!;
}
