import type { UpdateStoreBody } from "../../../../contract/admin";
import { petsKey } from "../../../lib/api/pets";
import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";
import { apiFetch } from "../../../lib/http";
import { statsQuery } from "./get-stats";
import { storeDetailKey } from "./get-store";
import { storesKey } from "./get-stores";

/** POST /api/vendors/update: 'Set Active' / 'Set Pending'. */
export const updateStore = (body: UpdateStoreBody) =>
  apiFetch("POST /vendors/update", { json: body });

/** The store lists, its page and the status counts change, and the store's pets show or hide. */
export const useUpdateStore = () =>
  useRefreshingMutation(updateStore, [storesKey, storeDetailKey, statsQuery.queryKey, petsKey]);
