import { createRoute } from "@hono/zod-openapi";
import { News, NewsSeenRequest } from "../../../contract/news";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { markNewsSeen, newsFor } from "./news";

const tags = ["Account"];
const signedIn = { 401: refusal("Not signed in") };

const getNews = createRoute({
  method: "get",
  path: "/me/news",
  tags,
  security: bearer,
  summary: "What is new for the caller: unread messages, changed requests, new store requests",
  middleware: [requireUser] as const,
  responses: { 200: json(News, "The counts"), ...signedIn },
});

const seen = createRoute({
  method: "post",
  path: "/me/news/seen",
  tags,
  security: bearer,
  summary: "The caller opened her requests or her store's requests: their news is cleared",
  middleware: [requireUser] as const,
  request: { body: jsonBody(NewsSeenRequest) },
  responses: {
    200: json(News, "The counts after clearing"),
    400: refusal("`what` is neither requests nor store-requests"),
    ...signedIn,
  },
});

/** The header's badge (docs/product.md#what-is-new). */
export function newsRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getNews, async (c) => c.json(await newsFor(deps, userOf(c)), 200))
    .openapi(seen, async (c) => {
      const user = userOf(c);
      await markNewsSeen(deps, user, c.req.valid("json").what);
      return c.json(await newsFor(deps, user), 200);
    });
}
