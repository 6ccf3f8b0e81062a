import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http";

/** GET /api/vendors/me/agreement: the caller's store's agreement, empty text when none. */
export const getStoreAgreement = (signal?: AbortSignal) =>
  apiFetch("GET /vendors/me/agreement", { signal });

export const storeAgreementQuery = queryOptions({
  queryKey: ["agreement", "mine"],
  queryFn: ({ signal }) => getStoreAgreement(signal),
});

export const useStoreAgreement = () => useQuery(storeAgreementQuery);

/** PUT /api/vendors/me/agreement: replaces the text; empty removes it. */
export const saveStoreAgreement = (text: string) =>
  apiFetch("PUT /vendors/me/agreement", { json: { text } });

export function useSaveStoreAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStoreAgreement,
    onSuccess: (saved) => {
      queryClient.setQueryData(storeAgreementQuery.queryKey, saved);
      // Whether an approved request waits for a signature follows the store's text.
      return queryClient.invalidateQueries({ queryKey: ["applications", "store"] });
    },
  });
}
