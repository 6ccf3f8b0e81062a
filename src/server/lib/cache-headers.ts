import type { MiddlewareHandler } from "hono";

function appendVary(headers: Headers, name: string) {
  const vary = headers.get("vary");
  if (vary === "*" || vary?.toLowerCase().includes(name.toLowerCase())) return;
  headers.append("Vary", name);
}

/**
 * API responses may depend on who asks. A route that is the same for everyone says `public`
 * itself; every other response is `private, no-store`, and all of them vary on the credentials,
 * so no shared cache (or ETag revalidation) ever hands one person's response to another.
 */
export const privateUnlessPublic: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  const headers = res.headers;
  const cacheControl = headers.get("cache-control") ?? "";
  if (!/^(public|private)\b/.test(cacheControl)) headers.set("Cache-Control", "private, no-store");
  appendVary(headers, "Authorization");
  appendVary(headers, "Cookie");
  // @hono/node-server's Response makes its body from the headers it was made with, so when the
  // compression middleware reads the body of a response nothing had read yet (a refusal), the
  // headers set here were dropped: the response is made again around these very headers.
  c.res = undefined;
  c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
};

/**
 * Says `Vary: Accept-Encoding` on every response, gzipped or not, before the compression
 * middleware looks. Left to it, the middleware adds the header through `c.header()`, which
 * rebuilds a finished response as a stream and costs more than the rest of a cached API read.
 */
export const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  appendVary(c.res.headers, "Accept-Encoding");
};
