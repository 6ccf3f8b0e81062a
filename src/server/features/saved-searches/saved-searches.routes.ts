import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { OkResponse } from "../../../contract/stores";
import {
  SavedSearch,
  SavedSearchIdParam,
  SavedSearchList,
  SaveSearchRequest,
  UnsubscribeQuery,
  UnsubscribeResponse,
  UpdateSavedSearchRequest,
} from "../../../contract/saved-searches";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { pickLanguage } from "../../lib/request-language";
import { createRouter } from "../../lib/router";
import { unsubscribePage } from "./alert-mail";
import { deleteSavedSearch, listSavedSearches, saveSearch, setPaused } from "./saved-searches";
import { unsubscribe } from "./unsubscribe";

const signedIn = { tags: ["Saved searches"], middleware: requireUser, security: bearer };
const notSignedIn = { 401: refusal("Not signed in") };
const notFound = {
  404: refusal("No such saved search, or it is someone else's (SAVED_SEARCH_NOT_FOUND)"),
};
const badId = { 400: refusal("The id is not a number") };

const postSearch = createRoute({
  ...signedIn,
  method: "post",
  path: "/saved-searches",
  summary: "Save the current /pets query with a name, to be e-mailed its new pets",
  request: { body: jsonBody(SaveSearchRequest) },
  responses: {
    201: json(SavedSearch, "The saved search"),
    400: refusal(
      "A name left empty or too long, or a query the listing refuses (INVALID_SEARCH, UNKNOWN_CATEGORY)",
    ),
    ...notSignedIn,
    409: refusal("The caller already keeps 20 searches (TOO_MANY_SAVED_SEARCHES)"),
  },
});

const getSearches = createRoute({
  ...signedIn,
  method: "get",
  path: "/saved-searches",
  summary: "The caller's saved searches, newest first",
  responses: { 200: json(SavedSearchList, "Her searches"), ...notSignedIn },
});

const patchSearch = createRoute({
  ...signedIn,
  method: "patch",
  path: "/saved-searches/{id}",
  summary:
    "Pause or resume a search's alerts; pausing forgets the pets waiting for its next e-mail",
  request: { params: SavedSearchIdParam, body: jsonBody(UpdateSavedSearchRequest) },
  responses: { 200: json(SavedSearch, "The search"), ...badId, ...notSignedIn, ...notFound },
});

const deleteSearch = createRoute({
  ...signedIn,
  method: "delete",
  path: "/saved-searches/{id}",
  summary: "Delete a saved search",
  request: { params: SavedSearchIdParam },
  responses: { 200: json(OkResponse, "Deleted"), ...badId, ...notSignedIn, ...notFound },
});

const unsubscribeRefusals = {
  400: refusal("The token is missing or not valid (INVALID_TOKEN)"),
  404: refusal("The searches were deleted (SAVED_SEARCH_NOT_FOUND)"),
};

const getUnsubscribe = createRoute({
  method: "get",
  path: "/alerts/unsubscribe",
  tags: ["Saved searches"],
  summary: "An alert's unsubscribe link: pauses its searches, signed in or not",
  description:
    "A browser (Accept: text/html) gets a small page in the language of the search's owner; anything else JSON.",
  request: { query: UnsubscribeQuery },
  responses: {
    200: {
      description: "The searches are paused",
      content: {
        "application/json": { schema: UnsubscribeResponse },
        "text/html": { schema: z.string() },
      },
    },
    ...unsubscribeRefusals,
  },
});

const postUnsubscribe = createRoute({
  method: "post",
  path: "/alerts/unsubscribe",
  tags: ["Saved searches"],
  summary: "One-click unsubscribe (RFC 8058), as mail programs send it from List-Unsubscribe-Post",
  request: { query: UnsubscribeQuery },
  responses: { 200: json(UnsubscribeResponse, "The searches are paused"), ...unsubscribeRefusals },
});

const wantsPage = (c: Context) => /text\/html/.test(c.req.header("accept") ?? "");

/** /api/saved-searches: a person's saved searches; /api/alerts: leaving their e-mails. */
export function savedSearchRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(postSearch, async (c) =>
      c.json(await saveSearch(deps, userOf(c).id, c.req.valid("json")), 201),
    )
    .openapi(getSearches, async (c) =>
      c.json({ searches: await listSavedSearches(db, userOf(c).id) }, 200),
    )
    .openapi(patchSearch, async (c) =>
      c.json(
        await setPaused(db, userOf(c).id, c.req.valid("param").id, c.req.valid("json").paused),
        200,
      ),
    )
    .openapi(deleteSearch, async (c) =>
      c.json(await deleteSavedSearch(db, userOf(c).id, c.req.valid("param").id), 200),
    )
    .openapi(getUnsubscribe, async (c) => {
      const { token } = c.req.valid("query");
      if (!wantsPage(c)) {
        const { names } = await unsubscribe(deps, token);
        return c.json({ ok: true as const, names }, 200);
      }
      try {
        const { names, language } = await unsubscribe(deps, token);
        return c.html(unsubscribePage(deps.config, language, { names }), 200);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const language = pickLanguage(c.req.header("cookie"), c.req.header("accept-language"));
        const code = error.code === "SAVED_SEARCH_NOT_FOUND" ? error.code : "INVALID_TOKEN";
        return c.html(
          unsubscribePage(deps.config, language, { code }),
          error.status === 404 ? 404 : 400,
        );
      }
    })
    .openapi(postUnsubscribe, async (c) => {
      const { names } = await unsubscribe(deps, c.req.valid("query").token);
      return c.json({ ok: true as const, names }, 200);
    });
}
