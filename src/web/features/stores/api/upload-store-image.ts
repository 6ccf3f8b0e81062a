import { useMutation, useQueryClient } from "@tanstack/react-query";
import { petsKey } from "../../../lib/api/pets";
import { apiUpload, type UploadOptions } from "../../../lib/http";
import { myStoreQuery } from "../../../lib/api/my-store";

/** POST /api/uploads/image: the store's image, uploaded or replaced. */
export const uploadStoreImage = (file: File, options?: UploadOptions) =>
  apiUpload("POST /uploads/image", file, { ...options });

/** The store header shows the new image, and so does the store's card on its pets' pages. */
export function useUploadStoreImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File } & UploadOptions) =>
      uploadStoreImage(file, { onProgress }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myStoreQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: petsKey }),
      ]),
  });
}
