import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  AdoptPetRequest,
  Application,
  ApplicationIdParam,
  ApplicationUpdateRequest,
  MyApplication,
  MyApplicationList,
  PetIdParam,
  StoreApplication,
  StoreApplicationList,
  StoreIdParam,
} from "../../../contract/adoption";
import { ReturnRequest } from "../../../contract/animal-life";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { createApplication, listMyApplications, withdrawApplication } from "./applications";
import { exportStoreApplications } from "./applications-export";
import { recordReturn } from "./pet-return";
import { listStoreApplications, updateApplicationStatus } from "./store-applications";

const tags = ["Adoption"];
const signedIn = { 401: refusal("Not signed in") };

const adoptPet = createRoute({
  method: "post",
  path: "/adoptPet/{pet_id}",
  tags,
  security: bearer,
  summary: "Ask to adopt a pet; the store's owner is e-mailed",
  middleware: [requireUser] as const,
  request: {
    params: PetIdParam,
    body: jsonBody(AdoptPetRequest),
  },
  responses: {
    200: json(Application, "The request, stored with status pending"),
    400: refusal("A field is missing or invalid (name, phone, address, message, in that order)"),
    ...signedIn,
    403: refusal("The pet is in the caller's own store"),
    404: refusal("No such pet, or it is a draft or adopted"),
    409: refusal("The caller already has an open request for this pet"),
    429: refusal("Too many requests from this account in the last hour (RATE_LIMIT_ADOPTIONS)"),
  },
});

const myApplications = createRoute({
  method: "get",
  path: "/applications",
  tags,
  security: bearer,
  summary: "The caller's own adoption requests, newest first, with their timelines",
  middleware: [requireUser] as const,
  responses: { 200: json(MyApplicationList, "The caller's requests"), ...signedIn },
});

const withdraw = createRoute({
  method: "post",
  path: "/applications/{id}/withdraw",
  tags,
  security: bearer,
  summary: "Withdraw one of the caller's pending or approved requests (final)",
  middleware: [requireUser] as const,
  request: { params: ApplicationIdParam },
  responses: {
    200: json(MyApplication, "The request, now Withdrawn"),
    400: refusal("The id is not a number"),
    ...signedIn,
    403: refusal("Someone else's request"),
    404: refusal("No such request"),
    409: refusal("The request is already rejected, withdrawn or adopted"),
  },
});

const storeApplications = createRoute({
  method: "get",
  path: "/vendors/{id}/applications",
  tags,
  security: bearer,
  summary: "The requests for a store's pets, newest first; its owner only",
  middleware: [requireUser] as const,
  request: { params: StoreIdParam },
  responses: {
    200: json(StoreApplicationList, "The store's requests"),
    400: refusal("The id is not a number"),
    ...signedIn,
    403: refusal("Someone else's store"),
    404: refusal("No such store"),
  },
});

const exportApplications = createRoute({
  method: "get",
  path: "/vendors/me/applications.csv",
  tags,
  security: bearer,
  summary: "Every request for the caller's store's pets as a CSV file, newest first",
  middleware: [requireUser] as const,
  responses: {
    200: {
      description: "UTF-8 CSV with a header row",
      content: { "text/csv": { schema: z.string() } },
    },
    ...signedIn,
    404: refusal("The caller has no store"),
  },
});

const updateStatus = createRoute({
  method: "post",
  path: "/vendors/applications/{id}/update",
  tags,
  security: bearer,
  summary:
    "Answer a request: pending → Approved or Rejected, Rejected → Approved, Approved → Rejected",
  middleware: [requireUser] as const,
  request: {
    params: ApplicationIdParam,
    body: jsonBody(ApplicationUpdateRequest),
  },
  responses: {
    200: json(StoreApplication, "The request with its new status; the applicant is e-mailed"),
    400: refusal(
      "Not a known status; a reason with a status other than Rejected, too long or with control characters",
    ),
    ...signedIn,
    403: refusal("A request for another store's pet"),
    404: refusal("No such request"),
    409: refusal("That move is not allowed from the request's status, or the pet is adopted"),
  },
});

const returnPet = createRoute({
  method: "post",
  path: "/vendors/applications/{id}/return",
  tags,
  security: bearer,
  summary:
    "Record that the pet of an Adopted request came back to the store; it can be listed again",
  description:
    "The body is optional: `{ reason }`, why it came back (the team's words, kept in the animal's history).",
  middleware: [requireUser] as const,
  request: {
    params: ApplicationIdParam,
    body: { content: { "application/json": { schema: ReturnRequest } }, required: false },
  },
  responses: {
    200: json(StoreApplication, "The request, still Adopted, with `returned_at`"),
    400: refusal("Not a request id, or a reason too long"),
    ...signedIn,
    403: refusal("A request for another store's pet"),
    404: refusal("No such request"),
    409: refusal("The request is not Adopted (REQUEST_NOT_ADOPTED), or already returned"),
  },
});

export function adoptionRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(adoptPet, async (c) => {
      const { pet_id } = c.req.valid("param");
      // One account asking for pet after pet is a bot or a spammer: an hour's allowance each.
      await enforceRateLimit(
        c,
        deps.rateLimits,
        `adoptions:${userOf(c).id}`,
        { window: 3600, max: deps.config.rateLimit.adoptionsPerHour },
        "You have sent many adoption requests. Please try again later.",
      );
      const application = await createApplication(deps, userOf(c), pet_id, c.req.valid("json"));
      return c.json(application, 200);
    })
    .openapi(myApplications, async (c) => c.json(await listMyApplications(deps, userOf(c).id), 200))
    .openapi(withdraw, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await withdrawApplication(deps, userOf(c), id), 200);
    })
    .openapi(storeApplications, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await listStoreApplications(deps, userOf(c), id), 200);
    })
    .openapi(exportApplications, async (c) => {
      const { csv, storeId } = await exportStoreApplications(deps, userOf(c));
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header(
        "Content-Disposition",
        `attachment; filename="adoption-requests-${storeId}-${day}.csv"`,
      );
      return c.body(csv, 200);
    })
    .openapi(updateStatus, async (c) => {
      const { id } = c.req.valid("param");
      const { status, reason } = c.req.valid("json");
      return c.json(await updateApplicationStatus(deps, userOf(c), id, status, reason), 200);
    })
    .openapi(returnPet, async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      return c.json(await recordReturn(deps, userOf(c), id, reason ?? null), 200);
    });
}
