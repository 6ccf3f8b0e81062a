import { createRoute } from "@hono/zod-openapi";
import {
  AnimalHistory,
  EndPlacementRequest,
  FosteredAnimals,
  IntakeRequest,
  OutcomeRequest,
  Placement,
  PlacementParam,
  PlacementRequest,
  StoreAnimals,
} from "../../../contract/animal-life";
import { StoreIdParam } from "../../../contract/adoption";
import { PetIdParam } from "../../../contract/catalogue";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, ownerRefusals, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { requireStoreAction } from "../stores";
import { editIntake, recordIntakeAgain, recordOutcome } from "./animal-events";
import { listStoreAnimals } from "./animal-state";
import { readHistory } from "./history";
import { endPlacement, listFostered, placeAnimal } from "./placements";

const tags = ["Animals in care"];
const signedIn = { tags, security: bearer, middleware: requireUser };
const refusals = {
  ...ownerRefusals,
  403: refusal(
    "Not on this store's team (NOT_YOUR_STORE, NOT_YOUR_PET), or the role does not allow it (ROLE_NOT_ALLOWED)",
  ),
};
const notInCare = "The animal has left care (NOT_IN_CARE)";

const getAnimals = createRoute({
  ...signedIn,
  method: "get",
  path: "/vendors/{id}/animals",
  summary:
    "Where each of the store's animals is now: at the store (kind `centre`) or in a foster home",
  request: { params: StoreIdParam },
  responses: { 200: json(StoreAnimals, "Every animal, newest first"), ...refusals },
});

const postPlacement = createRoute({
  ...signedIn,
  method: "post",
  path: "/pets/{id}/placements",
  summary: "Place an animal with one of the team's fosters (owners and managers)",
  request: { params: PetIdParam, body: jsonBody(PlacementRequest) },
  responses: {
    201: json(Placement, "The placement"),
    ...refusals,
    400: refusal(
      "Not a foster of this store (NOT_A_FOSTER), not a district (UNKNOWN_DISTRICT), a first day ahead (DATE_IN_FUTURE) or a last day before it (DAY_BEFORE_START)",
    ),
    409: refusal(`Already in a foster home (ALREADY_IN_FOSTER); ${notInCare}`),
  },
});

const postPlacementEnd = createRoute({
  ...signedIn,
  method: "post",
  path: "/pets/{id}/placements/{placementId}/end",
  summary: "The animal is back at the store (owners and managers)",
  request: { params: PlacementParam, body: jsonBody(EndPlacementRequest) },
  responses: {
    200: json(Placement, "The placement, ended"),
    ...refusals,
    404: refusal("No such pet, or no such open placement (PLACEMENT_NOT_FOUND)"),
  },
});

const getFostered = createRoute({
  ...signedIn,
  method: "get",
  path: "/me/fostered",
  summary: "The animals in the caller's foster home now, in every store",
  responses: {
    200: json(FosteredAnimals, "Empty for anyone who fosters none"),
    401: ownerRefusals[401],
  },
});

const getHistory = createRoute({
  ...signedIn,
  method: "get",
  path: "/pets/{id}/history",
  summary: "An animal's life in care, newest first (its team, its foster, the admin)",
  request: { params: PetIdParam },
  responses: { 200: json(AnimalHistory, "Where it is, and every step"), ...refusals },
});

const putIntake = createRoute({
  ...signedIn,
  method: "put",
  path: "/pets/{id}/intake",
  summary: "How, when and from where the animal came in (owners, managers, carers)",
  request: { params: PetIdParam, body: jsonBody(IntakeRequest) },
  responses: { 200: json(AnimalHistory, "The animal's history"), ...refusals },
});

const postOutcome = createRoute({
  ...signedIn,
  method: "post",
  path: "/pets/{id}/outcome",
  summary: "How the animal left care, other than by adoption (owners and managers)",
  description: "The pet becomes a draft; a foster placement ends that day.",
  request: { params: PetIdParam, body: jsonBody(OutcomeRequest) },
  responses: {
    201: json(AnimalHistory, "The animal's history"),
    ...refusals,
    409: refusal(`Open adoption requests (PET_HAS_OPEN_REQUESTS); ${notInCare}`),
  },
});

const postIntakeAgain = createRoute({
  ...signedIn,
  method: "post",
  path: "/pets/{id}/intake-again",
  summary: "An animal that left other than by adoption comes back into care (owners and managers)",
  request: { params: PetIdParam, body: jsonBody(IntakeRequest) },
  responses: {
    201: json(AnimalHistory, "The animal's history"),
    ...refusals,
    409: refusal(
      "Still in care (IN_CARE), or adopted: record its return on the request (PET_HAS_HOME)",
    ),
  },
});

/** The animals' life in care: where they are, foster homes, intakes and outcomes (decision 049). */
export function fosterRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getAnimals, async (c) => {
      const { id } = c.req.valid("param");
      await requireStoreAction(deps.db, userOf(c), id, "read", { allowAdmin: true });
      c.header("Cache-Control", "no-store");
      return c.json(await listStoreAnimals(deps.db, id), 200);
    })
    .openapi(postPlacement, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await placeAnimal(deps, userOf(c), id, c.req.valid("json")), 201);
    })
    .openapi(postPlacementEnd, async (c) => {
      const { id, placementId } = c.req.valid("param");
      const { ended_on } = c.req.valid("json");
      const ended = await endPlacement(deps, userOf(c), { petId: id, placementId }, ended_on);
      return c.json(ended, 200);
    })
    .openapi(getFostered, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listFostered(deps.db, userOf(c).id), 200);
    })
    .openapi(getHistory, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readHistory(deps.db, userOf(c), c.req.valid("param").id), 200);
    })
    .openapi(putIntake, async (c) => {
      const { id } = c.req.valid("param");
      await editIntake(deps, userOf(c), id, c.req.valid("json"));
      return c.json(await readHistory(deps.db, userOf(c), id), 200);
    })
    .openapi(postOutcome, async (c) => {
      const { id } = c.req.valid("param");
      await recordOutcome(deps, userOf(c), id, c.req.valid("json"));
      return c.json(await readHistory(deps.db, userOf(c), id), 201);
    })
    .openapi(postIntakeAgain, async (c) => {
      const { id } = c.req.valid("param");
      await recordIntakeAgain(deps, userOf(c), id, c.req.valid("json"));
      return c.json(await readHistory(deps.db, userOf(c), id), 201);
    });
}
