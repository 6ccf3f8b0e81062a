import { createRoute, z } from "@hono/zod-openapi";
import {
  PetDetail,
  PetIdParam,
  PetList,
  PetsQuery,
  type PetListItem,
  SimilarPetList,
} from "../../../contract/catalogue";
import {
  MAX_PAGE_SIZE,
  NewPetRequest,
  OkResponse,
  OwnedPet,
  PAGE_SIZE,
  PetUpdateRequest,
  StorePetList,
} from "../../../contract/stores";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, ownerRefusals, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { revalidate, sendCached } from "./cached-responses";
import { callerOf, catalogueTags, createCatalogueCache } from "./catalogue-cache";
import { addPet, deletePet, listStorePets, updatePet } from "./owned-pets";
import { findSimilarPetsOf, getPet, listPets } from "./pet-queries";
import { createSimilarPets } from "./similar-pets";

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

// Apart from the pet's response: with its 6 cards (about 4 KB) inside, the cache kept too few
// pets (docs/benchmark.md#cached-api-reads).
const getSimilarPets = createRoute({
  method: "get",
  path: "/pets/{id}/similar",
  tags: ["Catalogue"],
  middleware: revalidate,
  summary: "Up to 6 listed pets like this one, nearest first: the cards below a pet's page",
  request: { params: PetIdParam },
  responses: {
    200: json(SimilarPetList, "The similar pets"),
    400: refusal("The id is not a number"),
    404: refusal("No such pet, or a draft / pending store's pet seen by someone else"),
  },
});

const tags = ["Store"];
const PetId = z.object({ id: z.coerce.number().int().positive() });

const postPet = createRoute({
  method: "post",
  path: "/pets",
  tags,
  security: bearer,
  summary: "Add a pet to the caller's own store (allowed while the store is pending)",
  middleware: [requireUser] as const,
  request: { body: jsonBody(NewPetRequest) },
  responses: { 200: json(OwnedPet, "The new pet"), ...ownerRefusals },
});

const patchPet = createRoute({
  method: "patch",
  path: "/pets/{id}",
  tags,
  security: bearer,
  summary: "Edit one of the caller's pets; post_status `adopted` takes it off /pets",
  middleware: [requireUser] as const,
  request: {
    params: PetId,
    body: jsonBody(PetUpdateRequest),
  },
  responses: {
    200: json(OwnedPet, "The pet as changed"),
    ...ownerRefusals,
    409: refusal("Listed again while it has gone home with an adopter (PET_HAS_HOME)"),
  },
});

const removePet = createRoute({
  method: "delete",
  path: "/pets/{id}",
  tags,
  security: bearer,
  summary: "Delete one of the caller's pets with its photos and adoption requests",
  middleware: [requireUser] as const,
  request: { params: PetId },
  responses: { 200: json(OkResponse, "Deleted"), ...ownerRefusals },
});

const petsByVendor = createRoute({
  method: "get",
  path: "/petsByVendor",
  tags,
  security: bearer,
  summary: "Every pet of a store, whatever its status: for its owner and admins",
  middleware: [requireUser] as const,
  request: {
    query: z.object({
      vendor_id: z.coerce.number({ error: "vendor_id is required" }).int().positive(),
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
    }),
  },
  responses: {
    200: {
      ...json(StorePetList, "One page of the store's pets, newest first"),
      headers: z.object({
        "X-Total-Count": z.string().openapi({ description: "How many pets the store has" }),
      }),
    },
    ...ownerRefusals,
  },
});

/**
 * /api/pets: the public listing, a pet and its similar pets (cached while the catalogue is
 * unchanged), and the owner's changes to the pets of their own store.
 */
export function petRoutes(deps: AppDeps) {
  const { db, dialect } = deps;
  const cache = createCatalogueCache(db);
  const similarTo = createSimilarPets(db);
  return createRouter()
    .openapi(getPets, async (c) => {
      const query = c.req.valid("query");
      const response = await cache.get(
        `pets:${JSON.stringify(query)}`,
        async () => {
          const { items, total } = await listPets({ db, dialect }, query);
          const headers = { "X-Total-Count": String(total) };
          // A search reads the pets' text as well as what their cards show (decision 046).
          const tags = query.q ? [catalogueTags.cards, catalogueTags.text] : [catalogueTags.cards];
          return { body: items, headers, shared: true, tags };
        },
        callerOf(c),
      );
      return sendCached(c, response);
    })
    .openapi(getPetById, async (c) => {
      const id = c.req.valid("param").id;
      const response = await cache.get(
        `pet:${id}`,
        async () => {
          const { item, isPublic } = await getPet(db, id, c.var.user);
          const tags = [catalogueTags.pet(id), catalogueTags.store(item.vendor.id)];
          // A public pet reads the same for everyone; a draft only for who may see it.
          return { body: [item], shared: isPublic, tags };
        },
        callerOf(c),
      );
      return sendCached(c, response);
    })
    .openapi(getSimilarPets, async (c) => {
      const id = c.req.valid("param").id;
      const response = await cache.get<PetListItem[]>(
        `similar:${id}`,
        async () => {
          const { pet, isPublic } = await findSimilarPetsOf(db, id, c.var.user);
          return {
            itemTexts: await similarTo(pet, callerOf(c)),
            shared: isPublic,
            tags: [catalogueTags.pet(id), catalogueTags.cards],
          };
        },
        callerOf(c),
      );
      return sendCached(c, response);
    })
    .openapi(postPet, async (c) => c.json(await addPet(deps, userOf(c), c.req.valid("json")), 200))
    .openapi(patchPet, async (c) => {
      const pet = await updatePet(deps, userOf(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json(pet, 200);
    })
    .openapi(removePet, async (c) => {
      await deletePet(deps, userOf(c), c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(petsByVendor, async (c) => {
      const { vendor_id, page, limit } = c.req.valid("query");
      const { pets, total } = await listStorePets(deps, userOf(c), {
        storeId: vendor_id,
        page,
        limit,
      });
      c.header("X-Total-Count", String(total));
      c.header("Cache-Control", "no-store");
      return c.json(pets, 200);
    });
}
