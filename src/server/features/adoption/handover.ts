import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { recordAdoption } from "../fosters";
import { requireSignedAgreement } from "./agreement-rules";
import { closeOpenApplications } from "./close-open-applications";

/**
 * The handover (docs/product.md#requests), inside the transaction that marks a request Adopted:
 * an agreement that applies must be signed first; the pet becomes adopted (off the listing, the
 * catalogue's triggers bump its version); every other open request for it, pending or Approved,
 * is closed with the kind "found another home" message; the animal's history gets its outcome
 * and a foster placement ends (docs/decisions/049-animal-records.md).
 */
export async function handOver(
  trx: Kysely<DB>,
  deps: Pick<AppDeps, "mail" | "config">,
  request: { id: number; pet_id: number; vendor_id: number },
  changedBy: string,
): Promise<void> {
  await requireSignedAgreement(trx, request);
  await trx
    .updateTable("pet")
    .set({ post_status: "adopted", updated_at: new Date().toISOString() })
    .where("id", "=", request.pet_id)
    .execute();
  await recordAdoption(trx, request, changedBy);
  await closeOpenApplications(trx, deps, request.pet_id, { changedBy, includeApproved: true });
}
