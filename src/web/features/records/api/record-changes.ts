import type { NewRecordRequest } from "../../../../contract/animal-records";
import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";
import { apiFetch } from "../../../lib/http";
import { dueKey } from "./get-due";
import { recordsKey } from "./get-records";

/*
 * A record changes the animal's records, the store's due list (it may close an item) and the
 * activity; each change refreshes the first two (the activity is read on its own page).
 */

/** POST /api/pets/{id}/records. */
export const addRecord = ({ petId, record }: { petId: number; record: NewRecordRequest }) =>
  apiFetch("POST /pets/:id/records", { param: { id: String(petId) }, json: record });

/** POST /api/vendors/{id}/due/{recordId}/done: given today (the reader's). */
export const markDone = ({
  storeId,
  recordId,
  today,
}: {
  storeId: number;
  recordId: number;
  today: string;
}) =>
  apiFetch("POST /vendors/:id/due/:recordId/done", {
    param: { id: String(storeId), recordId: String(recordId) },
    json: { given_on: today },
  });

export const useAddRecord = () => useRefreshingMutation(addRecord, [recordsKey(), dueKey()]);
export const useMarkDone = () => useRefreshingMutation(markDone, [recordsKey(), dueKey()]);
