import { bodyLimit } from "hono/body-limit";
import { UPLOAD_LIMITS } from "../../../contract/uploads";
import { maxUploadBytes } from "./read-files";

/** Refuses a body larger than `maxFiles` images at their largest before any of it is read. */
export const limitBody = (maxFiles: number) =>
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

/** Documented by hand: the files are read and checked by the handler, not by a schema. */
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
