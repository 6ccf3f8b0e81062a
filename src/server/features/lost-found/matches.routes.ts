import { createRoute } from "@hono/zod-openapi";
import {
  MatchIdParam,
  MatchItem,
  MatchList,
  MatchMessage,
  MatchThread,
  ReportIdParam,
  SendMatchMessageRequest,
} from "../../../contract/lost-found";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { clientIp } from "../../lib/client-ip";
import { clientNetwork } from "../../lib/client-network";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { createRouter } from "../../lib/router";
import { MATCH_MESSAGES_PER_HOUR, sendMatchMessage } from "./match-messages";
import { decideMatch, listMatches, readThread } from "./matches";

const tags = ["Lost and found"];
const signedIn = { 401: refusal("Not signed in") };
const badId = { 400: refusal("The id is not a number") };
const notYours = {
  404: refusal("No such match, or the caller reported neither side of it (MATCH_NOT_FOUND)"),
};
const decided = { 409: refusal("The match was already decided (MATCH_DECIDED)") };

const listForReport = createRoute({
  method: "get",
  path: "/lost-found/{id}/matches",
  tags,
  security: bearer,
  summary: "The likely matches of the caller's own report, best first, with their reasons",
  description:
    "Pairs marked not a match are left out. `other` is the other report's public fields only; `unread` counts the other reporter's messages not yet read.",
  middleware: [requireUser] as const,
  request: { params: ReportIdParam },
  responses: {
    200: json(MatchList, "The matches"),
    ...badId,
    ...signedIn,
    404: refusal("No such report, or not the caller's (REPORT_NOT_FOUND)"),
  },
});

const readMessages = createRoute({
  method: "get",
  path: "/lost-found/matches/{id}/messages",
  tags,
  security: bearer,
  summary: "A match's two reports and its messages, oldest first; marks them read for the caller",
  middleware: [requireUser] as const,
  request: { params: MatchIdParam },
  responses: {
    200: json(MatchThread, "The match and its messages"),
    ...badId,
    ...signedIn,
    ...notYours,
  },
});

const writeMessage = createRoute({
  method: "post",
  path: "/lost-found/matches/{id}/messages",
  tags,
  security: bearer,
  summary:
    "Write to the other reporter of a match; she is told by mail (and SMS: once a day a pair, three a day in all)",
  middleware: [requireUser] as const,
  request: { params: MatchIdParam, body: jsonBody(SendMatchMessageRequest) },
  responses: {
    201: json(MatchMessage, "The message as kept"),
    400: refusal(
      "Empty once trimmed (MESSAGE_EMPTY), longer than 2,000 characters (MESSAGE_TOO_LONG), or control characters (MESSAGE_CONTROL_CHARACTERS)",
    ),
    ...signedIn,
    ...notYours,
    409: refusal(
      "The pair was marked not a match (MATCH_CLOSED), or the caller's report is closed or expired and the pair not reunited (REPORT_NOT_OPEN)",
    ),
    429: refusal(
      "Too many messages in the last hour from this account (TOO_MANY_MESSAGES) or network (TOO_MANY_MATCH_MESSAGES_NETWORK)",
    ),
  },
});

/** `path` stays a literal type, so the typed client knows each route. */
const decision = <P extends string>(path: P, summary: string) =>
  createRoute({
    method: "post",
    path,
    tags,
    security: bearer,
    summary,
    middleware: [requireUser] as const,
    request: { params: MatchIdParam },
    responses: {
      200: json(MatchItem, "The match as decided"),
      ...badId,
      ...signedIn,
      ...notYours,
      ...decided,
    },
  });

const markReunited = decision(
  "/lost-found/matches/{id}/reunited",
  "Mark a match reunited: both reports close",
);
const markNotAMatch = decision(
  "/lost-found/matches/{id}/not-a-match",
  "Mark a match not a match: the pair is never suggested again",
);

/** The pairs of lost and found reports, for their two reporters (docs/product.md#lost-and-found). */
export function lostFoundMatchRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(listForReport, async (c) =>
      c.json(await listMatches(deps, userOf(c), c.req.valid("param").id), 200),
    )
    .openapi(readMessages, async (c) =>
      c.json(await readThread(deps, userOf(c), c.req.valid("param").id), 200),
    )
    .openapi(writeMessage, async (c) => {
      const user = userOf(c);
      // Messages per network an hour: several accounts on one connection cannot flood the
      // reporters they are paired with (docs/product.md#lost-and-found).
      const networkKey = `match-messages-network:${clientNetwork(clientIp(c, deps.config.trustProxy))}`;
      await enforceRateLimit(
        c,
        deps.rateLimits,
        networkKey,
        { window: 3600, max: deps.config.rateLimit.matchMessagesPerNetworkHour },
        "Many messages were sent from your network in the last hour. Please wait a while and try again.",
        "TOO_MANY_MATCH_MESSAGES_NETWORK",
      );
      try {
        await enforceRateLimit(
          c,
          deps.rateLimits,
          `match-messages:${user.id}`,
          { window: 3600, max: MATCH_MESSAGES_PER_HOUR },
          "You have sent many messages. Please wait a while and try again.",
          "TOO_MANY_MESSAGES",
        );
        const { id } = c.req.valid("param");
        return c.json(await sendMatchMessage(deps, user, id, c.req.valid("json").text), 201);
      } catch (error) {
        // A refused message does not count against the network.
        await deps.rateLimits.giveBack(networkKey);
        throw error;
      }
    })
    .openapi(markReunited, async (c) =>
      c.json(await decideMatch(deps, userOf(c), c.req.valid("param").id, "reunited"), 200),
    )
    .openapi(markNotAMatch, async (c) =>
      c.json(await decideMatch(deps, userOf(c), c.req.valid("param").id, "not_a_match"), 200),
    );
}
