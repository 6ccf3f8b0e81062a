import { createRoute } from "@hono/zod-openapi";
import { ApplicationIdParam } from "../../../contract/adoption";
import {
  ApplicationAgreement,
  SignAgreementRequest,
  StoreAgreement,
  StoreAgreementUpdate,
} from "../../../contract/agreement";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { clientIp } from "../../lib/client-ip";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import {
  getApplicationAgreement,
  getStoreAgreement,
  putStoreAgreement,
  signAgreement,
} from "./agreements";

const tags = ["Adoption"];
const signedIn = { 401: refusal("Not signed in") };

const getOwn = createRoute({
  method: "get",
  path: "/vendors/me/agreement",
  tags,
  security: bearer,
  summary: "The caller's store's adoption agreement (empty text: none)",
  middleware: [requireUser] as const,
  responses: {
    200: json(StoreAgreement, "The agreement"),
    ...signedIn,
    404: refusal("The caller has no store"),
  },
});

const putOwn = createRoute({
  method: "put",
  path: "/vendors/me/agreement",
  tags,
  security: bearer,
  summary: "Write or replace the caller's store's adoption agreement; empty text removes it",
  middleware: [requireUser] as const,
  request: { body: jsonBody(StoreAgreementUpdate) },
  responses: {
    200: json(StoreAgreement, "The agreement as kept"),
    400: refusal("Longer than 10,000 characters, or control characters other than line breaks"),
    ...signedIn,
    404: refusal("The caller has no store"),
  },
});

const getForRequest = createRoute({
  method: "get",
  path: "/applications/{id}/agreement",
  tags,
  security: bearer,
  summary: "A request's agreement: the text to sign, or the signed record; its two parties only",
  middleware: [requireUser] as const,
  request: { params: ApplicationIdParam },
  responses: {
    200: json(ApplicationAgreement, "The text and its SHA-256, with the signature once signed"),
    400: refusal("The id is not a number"),
    ...signedIn,
    403: refusal("Neither the applicant nor the owner of the pet's store"),
    404: refusal("No such request, or no agreement applies to it"),
  },
});

const sign = createRoute({
  method: "post",
  path: "/applications/{id}/agreement",
  tags,
  security: bearer,
  summary: "The applicant signs her approved request's agreement by typing her full name",
  middleware: [requireUser] as const,
  request: { params: ApplicationIdParam, body: jsonBody(SignAgreementRequest) },
  responses: {
    200: json(ApplicationAgreement, "The signed record"),
    400: refusal("No full name, more than one line or too long; the hash is not a SHA-256"),
    ...signedIn,
    403: refusal("Not the applicant"),
    404: refusal("No such request, or its store has no agreement"),
    409: refusal(
      "Already signed; the request is not Approved; or the text changed since it was shown",
    ),
  },
});

export function agreementRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getOwn, async (c) => c.json(await getStoreAgreement(deps, userOf(c)), 200))
    .openapi(putOwn, async (c) => {
      const { text } = c.req.valid("json");
      return c.json(await putStoreAgreement(deps, userOf(c), text), 200);
    })
    .openapi(getForRequest, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await getApplicationAgreement(deps, userOf(c), id), 200);
    })
    .openapi(sign, async (c) => {
      const { id } = c.req.valid("param");
      const signed = await signAgreement(deps, userOf(c), id, c.req.valid("json"), {
        // The address rate limits count (docs/decisions/011-rate-limits-and-client-address.md).
        ipAddress: clientIp(c, deps.config.trustProxy),
        userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
      });
      return c.json(signed, 200);
    });
}
