import { createRoute, z } from "@hono/zod-openapi";
import { PetIdParam, PetImageList } from "../../../contract/catalogue";
import { ImageOrderRequest } from "../../../contract/stores";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, ownerRefusals, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { revalidate, setCacheControl } from "./cached-responses";
import { deletePetImage, reorderPetImages } from "./pet-images";
import { listVisiblePetImages } from "./pet-queries";

const tags = ["Store"];
const id = z.coerce.number().int().positive();

const getPetImages = createRoute({
  method: "get",
  path: "/pets/{id}/images",
  tags: ["Catalogue"],
  middleware: revalidate,
  summary: "A pet's photos in display order",
  request: { params: PetIdParam },
  responses: {
    200: json(PetImageList, "The photos"),
    400: refusal("The id is not a number"),
    404: refusal("No such pet"),
  },
});

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
    .openapi(getPetImages, async (c) => {
      const { images, isPublic } = await listVisiblePetImages(
        deps.db,
        c.req.valid("param").id,
        c.var.user,
      );
      setCacheControl(c, isPublic);
      return c.json(images, 200);
    })
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
