import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UploadResponse, type UploadedFile } from "../../../../contract/uploads";
import { PetImageList } from "../../../../contract/catalogue";
import { ApiError, apiFetch } from "../../../lib/http";
import { vendorKeys } from "./keys";
import { apiErrorOf } from "./request";

/**
 * Sends one file to an upload endpoint with XMLHttpRequest, whose upload progress events
 * fetch lacks. Progress is reported in whole steps of 10% (SPEC §9).
 */
export function uploadFile(
  path: string,
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile[]> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress?.(Math.floor((event.loaded / event.total) * 10) * 10);
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(UploadResponse.parse(JSON.parse(xhr.responseText)));
        } catch (error) {
          reject(error);
        }
      } else {
        reject(apiErrorOf(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "network"));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.send(form);
  });
}

/** DELETE /api/pets/{id}/images/{imageId}. */
export function useDeletePhoto(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, imageId }: { petId: number; imageId: number }) =>
      apiFetch(`/pets/${petId}/images/${imageId}`, PetImageList, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.pets(vendorId) }),
  });
}

/** PUT /api/pets/{id}/images/order. */
export function useReorderPhotos(vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, imageIds }: { petId: number; imageIds: number[] }) =>
      apiFetch(`/pets/${petId}/images/order`, PetImageList, { method: "PUT", body: { imageIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.pets(vendorId) }),
  });
}
