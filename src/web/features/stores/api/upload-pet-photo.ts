import { apiUpload, type UploadOptions } from "../../../lib/http";

/**
 * POST /api/uploads/petsImages?petId=…: one photo per request, so each has its own progress
 * and a failure marks only its own file. The upload queue runs several at once.
 */
export const uploadPetPhoto = (petId: number, file: File, options?: UploadOptions) =>
  apiUpload("POST /uploads/petsImages", file, { ...options, query: { petId } });
