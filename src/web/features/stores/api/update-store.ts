import type { UpdateStoreRequest } from "../../../../contract/stores";
import { apiFetch } from "../../../lib/http";
import { petsKey } from "../../../lib/api/pets";
import { myStoreQuery } from "../../../lib/api/my-store";
import { useRefreshingMutation } from "../../../lib/api/refreshing-mutation";

/** PATCH /api/vendors/me. */
export const updateStore = (body: UpdateStoreRequest) =>
  apiFetch("PATCH /vendors/me", { json: body });

// The store's pets show its place on their cards and pages.
export const useUpdateStore = () =>
  useRefreshingMutation(updateStore, [myStoreQuery.queryKey, petsKey]);
