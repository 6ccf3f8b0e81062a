import { z } from "zod";

/**
 * The upload rules, shared so the browser can refuse a file before sending it;
 * the server checks everything again from the bytes and never trusts the browser.
 */
export const UPLOAD_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxPetImages: 10,
  /** The uploader sends at most six files at a time. */
  parallelUploads: 6,
} as const;

export const ACCEPTED_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/gif",
] as const;

/** Files the operating system leaves in folders are skipped, not refused. */
export const IGNORED_FILE_NAMES = [".DS_Store", "Thumbs.db"] as const;

/**
 * The upload result, one per stored file: `size` and `type` are those of the stored copy.
 * A pet photo also gives its image `id`, so the uploader can put a batch in the order chosen.
 */
export const UploadedFile = z.object({
  name: z.string(),
  size: z.number().int(),
  key: z.string(),
  url: z.string(),
  type: z.string(),
  id: z.number().int().optional(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
export const UploadResponse = z.array(UploadedFile);

/** The upload error codes and the HTTP status each travels with. */
export const UPLOAD_ERROR_STATUS = {
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  TOO_LARGE: 413,
  TOO_SMALL: 400,
  TOO_MANY_FILES: 400,
  UPLOAD_FAILED: 500,
} as const;
export type UploadErrorCode = keyof typeof UPLOAD_ERROR_STATUS;
