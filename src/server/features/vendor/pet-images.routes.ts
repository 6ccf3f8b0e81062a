import { createRoute, z } from "@hono/zod-openapi";
import { PetImageList } from "../../../contract/catalogue";
import { ImageOrderRequest } from "../../../contract/vendor";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, ownerRefusals } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { deletePetImage, reorderPetImages } from "./pet-images";

const tags = ["Vendor"];
const id = z.coerce.number().int().positive();

const removeImage = createRoute({
  method: "delete",
  path: "/pets/{id}/images/{imageId}",
  tags,
  security: bearer,
  summary: "Delete one photo of the caller's pet (the stored file too)",
  middleware: [requireUser] as const,
  request: { params: z.object({ id, imageId: id }) },
  responses: { 200: json(PetImageList, "The pet's remaining photos, in order"), ...ownerRefusals },
});

const orderImages = createRoute({
  method: "put",
  path: "/pets/{id}/images/order",
  tags,
  security: bearer,
  summary: "Reorder the photos of the caller's pet; the first is the cover",
  middleware: [requireUser] as const,
  request: {
    params: z.object({ id }),
    body: jsonBody(ImageOrderRequest),
  },
  responses: { 200: json(PetImageList, "The pet's photos in the new order"), ...ownerRefusals },
});

export function petImageRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(removeImage, async (c) => {
      const { id: petId, imageId } = c.req.valid("param");
      return c.json(await deletePetImage(deps, userOf(c), petId, imageId), 200);
    })
    .openapi(orderImages, async (c) => {
      const { imageIds } = c.req.valid("json");
      const images = await reorderPetImages(deps, userOf(c), c.req.valid("param").id, imageIds);
      return c.json(images, 200);
    });
}
