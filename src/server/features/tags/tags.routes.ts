import { createRoute, z } from "@hono/zod-openapi";
import { StoreIdParam } from "../../../contract/adoption";
import { PetIdParam } from "../../../contract/catalogue";
import {
  TagAnimal,
  TagCreated,
  TagMessageAccepted,
  TagMessageRequest,
  TagsPdfQuery,
  TagTokenParam,
} from "../../../contract/tags";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { clientIp } from "../../lib/client-ip";
import { clientNetwork } from "../../lib/client-network";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { printStoreTags } from "./print-tags";
import { relayTagMessage } from "./tag-relay";
import { readTag, tagDog, tagPet } from "./tags";

const tags = ["QR tags"];
const signedIn = { tags, security: bearer, middleware: requireUser };
const made = { 201: json(TagCreated, "The animal's tag: the one it had, or a new one") };

/** A community dog's id in a path, as a pet's is read. */
const DogIdParam = PetIdParam;

const postPetTag = createRoute({
  ...signedIn,
  method: "post",
  path: "/pets/{id}/tag",
  summary: "The pet's printable QR tag, made on first asking (owners and managers)",
  request: { params: PetIdParam },
  responses: {
    ...made,
    400: refusal("The id is not a number"),
    401: refusal("Not signed in"),
    403: refusal("Not this pet's store (NOT_YOUR_PET), or a role that may not (ROLE_NOT_ALLOWED)"),
    404: refusal("No such pet (PET_NOT_FOUND)"),
  },
});

const postDogTag = createRoute({
  ...signedIn,
  method: "post",
  path: "/community-dogs/{id}/tag",
  summary: "A community dog's printable QR tag, made on first asking (its store's team)",
  request: { params: DogIdParam },
  responses: {
    ...made,
    400: refusal("The id is not a number"),
    401: refusal("Not signed in"),
    403: refusal("Not on the caller's store's register (NOT_YOUR_STORE), or a role that may not"),
    404: refusal("No such dog (DOG_NOT_FOUND)"),
  },
});

const getTagsPdf = createRoute({
  ...signedIn,
  method: "get",
  path: "/vendors/{id}/tags.pdf",
  summary: "A PDF of the QR tags of the store's animals named, eight to an A4 page",
  description:
    "Tags are made for animals without one. Pets need a role that keeps pets' profiles; community dogs one that looks after the register.",
  request: { params: StoreIdParam, query: TagsPdfQuery },
  responses: {
    200: {
      description: "A PDF",
      content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
    },
    400: refusal(
      "No animal (TAG_LIST_EMPTY), more than 40 (TAG_LIST_TOO_LONG), or ids not numbers",
    ),
    401: refusal("Not signed in"),
    403: refusal("Not a member of this store (NOT_YOUR_STORE), or a role that may not"),
    404: refusal("No such store, or an animal not the store's (PET_NOT_FOUND, DOG_NOT_FOUND)"),
  },
});

const getTag = createRoute({
  method: "get",
  path: "/tags/{token}",
  tags,
  summary: "The animal a tag names, for its page: never a person, a number or an address",
  request: { params: TagTokenParam },
  responses: {
    200: json(TagAnimal, "The animal"),
    400: refusal("The token is too long"),
    404: refusal("No such tag, or its store not listed (TAG_NOT_FOUND)"),
  },
});

const postTagMessage = createRoute({
  method: "post",
  path: "/tags/{token}/messages",
  tags,
  summary: "A finder's number and message, relayed by SMS and mail to the animal's person",
  description:
    "No sign-in. At most 5 messages a day per tag, 10 per network (an IPv4 /24, an IPv6 /64) and 5 per finder's number.",
  request: { params: TagTokenParam, body: jsonBody(TagMessageRequest) },
  responses: {
    202: json(TagMessageAccepted, "On its way; the answer never says to whom"),
    400: refusal(
      "Not a Nepali mobile number (PHONE_INVALID); the message empty (MESSAGE_EMPTY), over 300 characters (TAG_MESSAGE_TOO_LONG) or with control characters (MESSAGE_CONTROL_CHARACTERS)",
    ),
    404: refusal("No such tag, or its store not listed (TAG_NOT_FOUND)"),
    429: refusal(
      "A day's limit reached (TOO_MANY_TAG_MESSAGES, TOO_MANY_MESSAGES_FROM_NETWORK, TOO_MANY_FINDER_MESSAGES), or the site's SMS budget spent (SMS_BUDGET_SPENT)",
    ),
  },
});

/** QR tags of pets and community dogs, and the finder's relay (docs/product.md#qr-tags). */
export function tagRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(postPetTag, async (c) =>
      c.json(await tagPet(deps, userOf(c), c.req.valid("param").id), 201),
    )
    .openapi(postDogTag, async (c) =>
      c.json(await tagDog(deps, userOf(c), c.req.valid("param").id), 201),
    )
    .openapi(getTagsPdf, async (c) => {
      const { id } = c.req.valid("param");
      const pdf = await printStoreTags(deps, userOf(c), id, c.req.valid("query"));
      c.header("Content-Type", "application/pdf");
      c.header("Content-Disposition", `attachment; filename="sathi-tags-${id}.pdf"`);
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200);
    })
    .openapi(getTag, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await readTag(deps.db, c.req.valid("param").token), 200);
    })
    .openapi(postTagMessage, async (c) => {
      const { token } = c.req.valid("param");
      const message = c.req.valid("json");
      const network = clientNetwork(clientIp(c, deps.config.trustProxy));
      await relayTagMessage(deps, token, message, network);
      return c.json({ accepted: true as const }, 202);
    });
}
