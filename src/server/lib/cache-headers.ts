import type { MiddlewareHandler } from "hono";

/**
 * API answers may depend on who asks. A route that is the same for everyone says `public`
 * itself; every other answer is `private, no-store`, and all of them vary on the credentials,
 * so no shared cache (or ETag revalidation) ever hands one person's answer to another.
 */
export const privateUnlessPublic: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  const cacheControl = headers.get("cache-control") ?? "";
  if (!/^(public|private)\b/.test(cacheControl)) headers.set("Cache-Control", "private, no-store");
  const vary = headers.get("vary");
  for (const name of ["Authorization", "Cookie"]) {
    if (!vary?.toLowerCase().includes(name.toLowerCase())) headers.append("Vary", name);
  }
};
