import { createRoute } from "@hono/zod-openapi";
import { StoreIdParam } from "../../../contract/adoption";
import {
  Camp,
  CampList,
  CommunityDogDetail,
  CommunityDogList,
  DogChangeRequest,
  DogIdParam,
  DogRecord,
  DogRecordParam,
  DogsQuery,
  NewCampRequest,
  NewDogRecordRequest,
  NewDogRequest,
} from "../../../contract/community-dogs";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { limitUploadBody, multipart, readFiles } from "../uploads";
import { createCamp, listCamps } from "./camps";
import { changeDog, getDog, listDogs, registerDog } from "./community-dogs";
import { CAMPS_PER_DAY, DOGS_PER_DAY } from "./daily-caps";
import { uploadDogPhoto } from "./dog-photo";
import { addDogRecord, removeDogRecord } from "./dog-records";

const tags = ["Community dogs"];
const signedIn = { tags, security: bearer, middleware: requireUser };
const refusals = {
  400: refusal(
    "Invalid input; `code` names the rule (WARD_REQUIRED, WARD_INVALID, UNKNOWN_DISTRICT, DATE_IN_FUTURE, NOT_A_CARETAKER…)",
  ),
  401: refusal("Not signed in"),
  403: refusal(
    "Not on this store's team (NOT_YOUR_STORE, NOT_YOUR_DOG), or the role does not allow the register (ROLE_NOT_ALLOWED)",
  ),
  404: refusal("No such store (STORE_NOT_FOUND), dog (DOG_NOT_FOUND) or record (RECORD_NOT_FOUND)"),
};
const who = "The store's owners, managers, carers and caretakers.";

const postDog = createRoute({
  ...signedIn,
  method: "post",
  path: "/vendors/{id}/community-dogs",
  summary: "Register a dog of the street (its ward required; its caretaker one of the team's)",
  description: who,
  request: { params: StoreIdParam, body: jsonBody(NewDogRequest) },
  responses: {
    201: json(CommunityDogDetail, "The dog"),
    ...refusals,
    429: refusal(
      `The store registered ${DOGS_PER_DAY} dogs one by one this Nepal day already (TOO_MANY_DOGS)`,
    ),
  },
});

const getDogs = createRoute({
  ...signedIn,
  method: "get",
  path: "/vendors/{id}/community-dogs",
  summary: "The store's register, newest first, each dog with its sterilisation and rabies state",
  description: who,
  request: { params: StoreIdParam, query: DogsQuery },
  responses: { 200: json(CommunityDogList, "One page of dogs"), ...refusals },
});

const getOneDog = createRoute({
  ...signedIn,
  method: "get",
  path: "/community-dogs/{id}",
  summary: "A dog of the register with its records, newest first",
  description: who,
  request: { params: DogIdParam },
  responses: { 200: json(CommunityDogDetail, "The dog"), ...refusals },
});

const patchDog = createRoute({
  ...signedIn,
  method: "patch",
  path: "/community-dogs/{id}",
  summary: "Change a dog's details or status (it died, moved away or was adopted)",
  description: who,
  request: { params: DogIdParam, body: jsonBody(DogChangeRequest) },
  responses: { 200: json(CommunityDogDetail, "The dog"), ...refusals },
});

const postPhoto = createRoute({
  ...signedIn,
  method: "post",
  path: "/community-dogs/{id}/photo",
  summary: "The dog's photo (one file; replaces the previous one)",
  description: `${who} The same checks as a pet's photos.`,
  middleware: [requireUser, limitUploadBody(1)] as const,
  request: { params: DogIdParam, body: multipart("One image") },
  responses: {
    200: json(CommunityDogDetail, "The dog with its new photo"),
    ...refusals,
    400: refusal("BAD_REQUEST (not an image), TOO_SMALL (empty file) or TOO_MANY_FILES"),
    413: refusal("TOO_LARGE: a file over 10 MB or 40 megapixels"),
    500: refusal("UPLOAD_FAILED: the storage did not take the file"),
  },
});

const postRecord = createRoute({
  ...signedIn,
  method: "post",
  path: "/community-dogs/{id}/records",
  summary: "Write a sterilisation, vaccination or deworming (rabies: due again a year on)",
  description: who,
  request: { params: DogIdParam, body: jsonBody(NewDogRecordRequest) },
  responses: { 201: json(DogRecord, "The record"), ...refusals },
});

const deleteRecord = createRoute({
  ...signedIn,
  method: "delete",
  path: "/community-dogs/{id}/records/{recordId}",
  summary: "Remove a record of the dog",
  description:
    "The store's owners, managers and carers remove any; a caretaker only those she recorded (else 403 ROLE_NOT_ALLOWED).",
  request: { params: DogRecordParam },
  responses: { 204: { description: "Removed" }, ...refusals },
});

const postCamp = createRoute({
  ...signedIn,
  method: "post",
  path: "/vendors/{id}/camps",
  summary:
    "Enter a CNVR camp: its new dogs registered and each dog's sterilisation and/or rabies vaccination written, all or nothing",
  description: who,
  request: { params: StoreIdParam, body: jsonBody(NewCampRequest) },
  responses: {
    201: json(Camp, "The camp with its dogs"),
    ...refusals,
    400: refusal(
      "Invalid input (WARD_REQUIRED, CAMP_NOTHING_DONE…), or a dog not on this store's register (CAMP_DOG_UNKNOWN)",
    ),
    429: refusal(
      `The store entered ${CAMPS_PER_DAY} camps this Nepal day already (TOO_MANY_CAMPS)`,
    ),
  },
});

const getCamps = createRoute({
  ...signedIn,
  method: "get",
  path: "/vendors/{id}/camps",
  summary: "The store's CNVR camps, newest first, with their counts",
  description: who,
  request: { params: StoreIdParam },
  responses: { 200: json(CampList, "The camps"), ...refusals },
});

/** The community-dog register (docs/product.md#community-dogs). */
export function communityDogRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(postDog, async (c) =>
      c.json(await registerDog(deps, userOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(getDogs, async (c) => {
      c.header("Cache-Control", "no-store");
      const list = await listDogs(db, userOf(c), c.req.valid("param").id, c.req.valid("query"));
      return c.json(list, 200);
    })
    .openapi(getOneDog, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await getDog(db, userOf(c), c.req.valid("param").id), 200);
    })
    .openapi(patchDog, async (c) =>
      c.json(await changeDog(db, userOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(postPhoto, async (c) => {
      const file = async () => (await readFiles(c, { maxFiles: 1 }))[0]!;
      return c.json(await uploadDogPhoto(deps, userOf(c), c.req.valid("param").id, file), 200);
    })
    .openapi(postRecord, async (c) =>
      c.json(await addDogRecord(db, userOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(deleteRecord, async (c) => {
      const { id, recordId } = c.req.valid("param");
      await removeDogRecord(db, userOf(c), id, recordId);
      return c.body(null, 204);
    })
    .openapi(postCamp, async (c) =>
      c.json(await createCamp(deps, userOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(getCamps, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listCamps(db, userOf(c), c.req.valid("param").id), 200);
    });
}
