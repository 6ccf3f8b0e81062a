import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { AppDeps } from "../../deps";

/** GET /f/{key}: stored files (pet photos, store images). Keys never change meaning, so caches may keep them for a year. */
export function fileRoutes({ storage }: AppDeps) {
  return new Hono().get("/:key{.+}", async (c) => {
    const file = await storage.get(c.req.param("key"));
    if (!file) return c.json({ error: "No such file", code: "NOT_FOUND" }, 404);
    const etag = `"${createHash("sha1").update(file.body).digest("base64url")}"`;
    const headers = {
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
    };
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.body), 200, { ...headers, "Content-Type": file.contentType });
  });
}
