import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
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

/** Refuses a body larger than `maxFiles` images before any of it is read. */
export const limitUploadBody = (maxFiles: number) =>
  bodyLimit({
    maxSize: maxUploadBytes(maxFiles),
    onError: (c) =>
      c.json(
        {
          error: `The upload is too large: at most ${maxFiles} image(s) of ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MB each`,
          code: "TOO_LARGE",
        },
        413,
      ),
  });

/**
 * The upload as the OpenAPI document shows it, by hand: the files are read and checked by the
 * handler, not by a schema.
 */
export const multipart = (description: string) => ({
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        properties: {
          files: {
            type: "array" as const,
            items: { type: "string" as const, format: "binary" },
            description,
          },
        },
      },
    },
  },
});
