import { createRoute } from "@hono/zod-openapi";
import { PetIdParam } from "../../../contract/catalogue";
import {
  ConversationIdParam,
  ConversationList,
  ConversationThread,
  SendMessageRequest,
  SentMessage,
} from "../../../contract/conversations";
import { requireUser, userOf, type SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import type { Context } from "hono";
import {
  listConversations,
  readConversation,
  replyInConversation,
  sendAboutPet,
} from "./conversations";

const tags = ["Conversations"];
const textRefused = refusal(
  "Empty once trimmed (MESSAGE_EMPTY), longer than 2,000 characters (MESSAGE_TOO_LONG), or control characters other than line breaks (MESSAGE_CONTROL_CHARACTERS)",
);
const signedIn = { 401: refusal("Not signed in") };
const tooMany = {
  429: refusal("Too many messages from this account in the last hour (RATE_LIMIT_MESSAGES)"),
};
const notYours = {
  404: refusal(
    "No such conversation, or the caller is not one of its two parties (CONVERSATION_NOT_FOUND)",
  ),
};

const askAboutPet = createRoute({
  method: "post",
  path: "/pets/{id}/messages",
  tags,
  security: bearer,
  summary: "Start or continue the caller's conversation with the store about a pet",
  description:
    "Starting needs a listed pet; a conversation already started goes on whatever the pet's state. The store's owner answers in the conversation instead.",
  middleware: [requireUser] as const,
  request: { params: PetIdParam, body: jsonBody(SendMessageRequest) },
  responses: {
    201: json(SentMessage, "The message, and the conversation it went to"),
    400: textRefused,
    ...signedIn,
    403: refusal("The pet is in the caller's own store (OWN_STORE_PET)"),
    404: refusal("No such pet, or one not listed and never asked about (PET_NOT_FOUND)"),
    ...tooMany,
  },
});

const listMine = createRoute({
  method: "get",
  path: "/conversations",
  tags,
  security: bearer,
  summary: "The caller's conversations, as a person and as a store's owner, newest message first",
  middleware: [requireUser] as const,
  responses: { 200: json(ConversationList, "The conversations with unread counts"), ...signedIn },
});

const readThread = createRoute({
  method: "get",
  path: "/conversations/{id}/messages",
  tags,
  security: bearer,
  summary: "A conversation's messages, oldest first; marks them read for the caller",
  middleware: [requireUser] as const,
  request: { params: ConversationIdParam },
  responses: {
    200: json(ConversationThread, "The conversation and its messages"),
    400: refusal("The id is not a number"),
    ...signedIn,
    ...notYours,
  },
});

const reply = createRoute({
  method: "post",
  path: "/conversations/{id}/messages",
  tags,
  security: bearer,
  summary:
    "Reply in a conversation, as its person or as a member writing for the pet's store; `signed` adds her first name",
  middleware: [requireUser] as const,
  request: { params: ConversationIdParam, body: jsonBody(SendMessageRequest) },
  responses: {
    201: json(SentMessage, "The message as kept"),
    400: textRefused,
    ...signedIn,
    ...notYours,
    ...tooMany,
  },
});

/** A person's conversation with a store about a pet (docs/product.md#conversations). */
export function conversationRoutes(deps: AppDeps) {
  const limitMessages = (c: Context, user: SessionUser) =>
    enforceRateLimit(
      c,
      deps.rateLimits,
      `messages:${user.id}`,
      { window: 3600, max: deps.config.rateLimit.messagesPerHour },
      "You have sent many messages. Please wait a while and try again.",
      "TOO_MANY_MESSAGES",
    );
  return createRouter()
    .openapi(askAboutPet, async (c) => {
      const user = userOf(c);
      await limitMessages(c, user);
      const { id } = c.req.valid("param");
      return c.json(await sendAboutPet(deps, user, id, c.req.valid("json").text), 201);
    })
    .openapi(listMine, async (c) => c.json(await listConversations(deps, userOf(c)), 200))
    .openapi(readThread, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await readConversation(deps, userOf(c), id), 200);
    })
    .openapi(reply, async (c) => {
      const user = userOf(c);
      await limitMessages(c, user);
      const { id } = c.req.valid("param");
      return c.json(await replyInConversation(deps, user, id, c.req.valid("json")), 201);
    });
}
