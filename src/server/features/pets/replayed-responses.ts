import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { hasSessionCookie } from "../../lib/session-cookie";
import { createFreshEntries, type Dependencies } from "../../lib/fresh-entries";
import { catalogueChanges, type CachedResponse } from "./catalogue-cache";

/** A finished response as it left the app, every middleware's headers included. */
interface Replay {
  /** A list's items (CachedResponse.items): joined for each request, the whole text kept nowhere. */
  body: string | Uint8Array<ArrayBuffer> | readonly string[];
  headers: Record<string, string>;
  /** Those of the catalogue response it replays. */
  dependencies: Dependencies;
}

/** Requests whose response is a shared catalogue response, with the response (set by sendCached). */
const marks = new WeakMap<Request, CachedResponse<unknown>>();

/** Says that this request's response is the same for every caller while what it shows is unchanged. */
export function markReplayable(c: Context, response: CachedResponse<unknown>) {
  marks.set(c.req.raw, response);
}

/** Responses of the app that are catalogue responses, with what those depend on. */
const dependenciesOfResponses = new WeakMap<Response, Dependencies>();

/**
 * What a response of the app depends on, when it is a shared catalogue response: a server render
 * reads the API in-process, and its page depends on what the responses it read depend on.
 */
export const responseDependencies = (response: Response) => dependenciesOfResponses.get(response);

/** The request's headers as Node parsed them: reading them through `c.req` builds a Headers object. */
function headersOf(c: Context): IncomingHttpHeaders {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return incoming.headers;
  return Object.fromEntries(c.req.raw.headers);
}

function pathOf(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.url?.startsWith("/")) return incoming.url;
  const url = new URL(c.req.url);
  return url.pathname + url.search;
}

/**
 * Public catalogue reads (the listing, a pet, the categories) sent again byte for byte,
 * headers and all, while nothing the response shows changed (decision 046). Profiled, a cached
 * read spent most of its time outside the cache: the security, compression, Vary and ETag
 * middleware each reading and setting undici `Headers`, the session lookup, the route's query
 * check and the Web `Response`; the ceiling does none of that. What the full stack sent once
 * for a URL is the same for every caller without credentials until what it shows changes, so it
 * is kept as plain bytes and headers (and gzip bytes: compressed once, not per request). A
 * request with credentials, a conditional one or anything but a GET goes through the whole stack
 * as before (the session lookup may renew a session; the 304 is the ETag middleware's).
 */
export function replayCatalogueResponses(
  db: Kysely<DB>,
  maxBytes = 16 * 1024 * 1024,
): MiddlewareHandler {
  const replays = createFreshEntries<Replay | undefined>(catalogueChanges(db), maxBytes);
  let last: Record<string, string> = {};

  /** Keeps what the whole stack sent to `c`, if it is a shared catalogue response. */
  async function replayOf(c: Context, key: string) {
    const response = marks.get(c.req.raw);
    if (response) dependenciesOfResponses.set(c.res, response);
    const res = c.res;
    if (!response || res.status !== 200 || res.headers.has("set-cookie")) return undefined;
    const kept: Record<string, string> = {};
    // Most values (the security policy above all) are the same in every response: one copy of each.
    for (const [name, value] of res.headers) kept[name] = last[name] === value ? last[name] : value;
    last = kept;
    // Uncompressed, the body is the catalogue's JSON text itself (or its items), kept by reference.
    let body: Replay["body"] = response.items ?? response.json;
    const isCompressed = res.headers.has("content-encoding");
    // Compressed by the middleware: read once here, and sent on from these bytes.
    if (isCompressed) body = new Uint8Array(await res.arrayBuffer());
    const size = body instanceof Uint8Array ? body.byteLength : Buffer.byteLength(response.json);
    // Said here, or the server would add it to the kept headers object itself.
    kept["content-length"] = String(size);
    if (isCompressed) {
      c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers: kept });
      dependenciesOfResponses.set(c.res, response);
    }
    // A list's items are counted by the catalogue's cache, which shares them among responses.
    const bodyBytes = Array.isArray(body) ? 16 * body.length : size;
    const dependencies = { clock: response.clock, tags: response.tags };
    return { replay: { body, headers: kept, dependencies }, bytes: bodyBytes + key.length + 256 };
  }

  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const headers = headersOf(c);
    const cookie = headers.cookie;
    if (
      headers.authorization !== undefined ||
      headers["if-none-match"] !== undefined ||
      hasSessionCookie(cookie)
    ) {
      await next();
      const response = marks.get(c.req.raw);
      if (response) dependenciesOfResponses.set(c.res, response);
      return;
    }
    // The response depends on the URL and, through compression, on the encodings accepted.
    const key = `${headers["accept-encoding"] ?? ""}\n${pathOf(c)}`;
    let isOwn = false;
    // Requests without credentials only: one may be given the previous response while it is remade.
    const replay = await replays.get(key, async () => {
      isOwn = true;
      await next();
      const made = await replayOf(c, key);
      if (!made) return { value: undefined, keep: false, tags: null, bytes: 0 };
      const { replay, bytes } = made;
      return { value: replay, keep: true, ...replay.dependencies, bytes };
    });
    // This request's own response is in c.res already.
    if (isOwn) return;
    if (!replay) {
      // The response it waited for may not be given to another request: its own, then.
      await next();
      const response = marks.get(c.req.raw);
      if (response) dependenciesOfResponses.set(c.res, response);
      return;
    }
    // A plain object for headers: @hono/node-server writes it without building Headers.
    const { body } = replay;
    const text =
      typeof body === "string" || body instanceof Uint8Array ? body : `[${body.join(",")}]`;
    const response = new Response(text, { status: 200, headers: replay.headers });
    dependenciesOfResponses.set(response, replay.dependencies);
    return response;
  };
}
