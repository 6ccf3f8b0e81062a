import { createRoute, z } from "@hono/zod-openapi";
import { UPLOAD_LIMITS, UploadResponse } from "../../../contract/uploads";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { limitBody, multipart } from "./multipart-route";
import { readFiles } from "./read-files";
import { uploadPetImages, uploadStoreImage } from "./uploads";

const tags = ["Uploads"];

const ownerRefusals = {
  400: refusal(
    "BAD_REQUEST (not a JPEG, PNG, WebP, AVIF or GIF image), TOO_SMALL (empty file) or TOO_MANY_FILES",
  ),
  401: refusal("Not signed in"),
  403: refusal("FORBIDDEN: the pet is someone else's"),
  404: refusal("NOT_FOUND: no such pet, or the caller has no store"),
  413: refusal("TOO_LARGE: a file over 10 MB or 40 megapixels"),
  500: refusal("UPLOAD_FAILED: the storage did not take the file"),
};

const storeImage = createRoute({
  method: "post",
  path: "/uploads/image",
  tags,
  security: bearer,
  summary: "Upload the caller's store image (one file; replaces the previous one)",
  middleware: [requireUser, limitBody(1)] as const,
  request: { body: multipart("One image") },
  responses: { 200: json(UploadResponse, "The stored image"), ...ownerRefusals },
});

const petsImages = createRoute({
  method: "post",
  path: "/uploads/petsImages",
  tags,
  security: bearer,
  summary: `Upload photos of one of the caller's pets (at most ${UPLOAD_LIMITS.maxPetImages} per pet)`,
  middleware: [requireUser, limitBody(UPLOAD_LIMITS.maxPetImages)] as const,
  request: {
    query: z.object({ petId: z.coerce.number({ error: "petId is required" }).int().positive() }),
    body: multipart("Up to 10 images"),
  },
  responses: {
    200: json(UploadResponse, "The stored photos, in the order sent"),
    ...ownerRefusals,
  },
});

export function uploadRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(storeImage, async (c) => {
      const file = async () => (await readFiles(c, { maxFiles: 1 }))[0]!;
      return c.json([await uploadStoreImage(deps, userOf(c), file)], 200);
    })
    .openapi(petsImages, async (c) => {
      const files = () => readFiles(c, { maxFiles: UPLOAD_LIMITS.maxPetImages });
      const results = await uploadPetImages(deps, userOf(c), c.req.valid("query").petId, files);
      return c.json(results, 200);
    });
}
