import type { Context } from "hono";
import { IGNORED_FILE_NAMES, UPLOAD_LIMITS } from "../../../contract/uploads";
import { uploadError } from "./upload-error";

export interface IncomingFile {
  name: string;
  bytes: Buffer;
}

const MB = 1024 * 1024;
const ignored = new Set(IGNORED_FILE_NAMES.map((name) => name.toLowerCase()));

/** The file's own name, whatever folder path a browser sends with it. */
const baseName = (name: string) => name.split(/[\\/]/).pop() || "image";

/**
 * The files of a multipart upload, checked for count and size before any is decoded.
 * Every part that is a file counts, whatever its field name; .DS_Store and Thumbs.db, which
 * the operating system leaves in folders, are skipped.
 */
export async function readFiles(c: Context, { maxFiles }: { maxFiles: number }) {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
    throw uploadError("BAD_REQUEST", "Send the images as multipart/form-data");
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw uploadError("BAD_REQUEST", "The upload could not be read; please try again");
  }
  const files = [...form.values()]
    .filter((value): value is File => typeof value !== "string")
    .filter((file) => !ignored.has(baseName(file.name).toLowerCase()));

  if (files.length === 0) throw uploadError("BAD_REQUEST", "Choose at least one image to upload");
  if (files.length > maxFiles) {
    throw uploadError(
      "TOO_MANY_FILES",
      maxFiles === 1 ? "Upload one image at a time" : `Upload at most ${maxFiles} images at once`,
    );
  }
  for (const file of files) {
    if (file.size === 0) throw uploadError("TOO_SMALL", `${baseName(file.name)} is empty`);
    if (file.size > UPLOAD_LIMITS.maxFileBytes) {
      throw uploadError(
        "TOO_LARGE",
        `${baseName(file.name)} is larger than ${UPLOAD_LIMITS.maxFileBytes / MB} MB`,
      );
    }
  }
  return Promise.all(
    files.map(async (file) => ({
      name: baseName(file.name),
      bytes: Buffer.from(await file.arrayBuffer()),
    })),
  );
}

/** The most a request may carry: its files at their largest, plus room for the multipart framing. */
export const maxUploadBytes = (maxFiles: number) =>
  maxFiles * UPLOAD_LIMITS.maxFileBytes + 256 * 1024;
