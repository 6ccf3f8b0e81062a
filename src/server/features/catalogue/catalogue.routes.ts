import { createRoute, z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import { etag } from "hono/etag";
import {
  CategoryList,
  PetDetail,
  PetIdParam,
  PetImageList,
  PetList,
  PetsQuery,
} from "../../../contract/catalogue";
import type { AppDeps } from "../../deps";
import { json, refusal } from "../../lib/openapi";
import { createRouter, type AppEnv } from "../../lib/router";
import { createCatalogueCache, type CachedAnswer } from "./catalogue-cache";
import { getPet, listCategories, listPetImages, listPets } from "./pet-queries";

/**
 * Public answers may be kept a short while by browsers and caches, and revalidated
 * with their ETag (a 304 costs a few bytes on a slow connection). What only an owner
 * or admin may see is never stored by a shared cache.
 */
function cacheFor(c: Context<AppEnv>, isPublic: boolean, maxAge = 10) {
  c.header("Cache-Control", isPublic ? `public, max-age=${maxAge}` : "private, no-cache");
}

/**
 * Sends a catalogue answer as its ready JSON text. Its ETag comes from the catalogue
 * version, so the etag middleware has no body to hash.
 */
function send<T>(c: Context<AppEnv>, answer: CachedAnswer<T>, maxAge?: number) {
  if (answer.etag) c.header("ETag", answer.etag);
  cacheFor(c, answer.shared, maxAge);
  const response = c.body(answer.json, 200, {
    ...answer.headers,
    "Content-Type": "application/json",
  });
  // The body is JSON.stringify of a T, which is what c.json(T) would have typed.
  return response as unknown as TypedResponse<T, 200, "json">;
}

// Weak: the compression middleware may re-encode the body; the content is what the tag names.
const revalidate = [etag({ weak: true })];

const getCategories = createRoute({
  method: "get",
  path: "/category",
  tags: ["Catalogue"],
  middleware: revalidate,
  summary: "The pet categories (species)",
  responses: { 200: json(CategoryList, "Every category, oldest first") },
});

const getPets = createRoute({
  method: "get",
  path: "/pets",
  tags: ["Catalogue"],
  middleware: revalidate,
  summary: "Published pets of active stores, filtered, sorted and paged",
  request: { query: PetsQuery },
  responses: {
    200: {
      ...json(PetList, "One page of pets"),
      headers: z.object({
        "X-Total-Count": z.string().meta({ description: "How many pets match, over all pages" }),
      }),
    },
    400: refusal("A parameter has an unknown value; the message names it"),
  },
});

const getPetById = createRoute({
  method: "get",
  path: "/pets/{id}",
  tags: ["Catalogue"],
  middleware: revalidate,
  summary: "One pet: a list whose first item holds pet, categories, vendor and images",
  request: { params: PetIdParam },
  responses: {
    200: json(PetDetail, "The pet"),
    400: refusal("The id is not a number"),
    404: refusal("No such pet, or a draft / pending store's pet seen by someone else"),
  },
});

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

export function catalogueRoutes({ db, dialect }: AppDeps) {
  const cache = createCatalogueCache(db);
  return createRouter()
    .openapi(getCategories, async (c) => {
      const answer = await cache.get("categories", async () => ({
        body: await listCategories(db),
        shared: true,
      }));
      return send(c, answer, 60);
    })
    .openapi(getPets, async (c) => {
      const query = c.req.valid("query");
      const answer = await cache.get(`pets:${JSON.stringify(query)}`, async () => {
        const { items, total } = await listPets({ db, dialect }, query);
        return { body: items, headers: { "X-Total-Count": String(total) }, shared: true };
      });
      return send(c, answer);
    })
    .openapi(getPetById, async (c) => {
      const id = c.req.valid("param").id;
      const answer = await cache.get(`pet:${id}`, async () => {
        const { item, isPublic } = await getPet(db, id, c.var.user);
        // A public pet reads the same for everyone; a draft only for who may see it.
        return { body: [item], shared: isPublic };
      });
      return send(c, answer);
    })
    .openapi(getPetImages, async (c) => {
      const { images, isPublic } = await listPetImages(db, c.req.valid("param").id, c.var.user);
      cacheFor(c, isPublic);
      return c.json(images, 200);
    });
}
