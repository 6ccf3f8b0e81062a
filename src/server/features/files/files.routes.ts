import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { IMAGE_WIDTHS } from "../../../contract/catalogue";
import type { AppDeps } from "../../deps";
import { createResizeCache, isResizable, toWebp } from "./resized-images";

const IMMUTABLE = "public, max-age=31536000, immutable";
const tagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;

function send(c: Context, body: Buffer, etag: string, contentType: string) {
  const headers = { "Cache-Control": IMMUTABLE, ETag: etag };
  if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(body), 200, { ...headers, "Content-Type": contentType });
}

/**
 * GET /f/{key}: stored files (pet photos, store images). `?w=` (one of IMAGE_WIDTHS) gives a
 * WebP of that width, for cards and the detail view on slow phones. Keys never change
 * meaning, so browsers and caches may keep every answer for a year.
 */
export function fileRoutes({ storage }: AppDeps) {
  const resized = createResizeCache();
  const widths: readonly number[] = IMAGE_WIDTHS;

  return new Hono().get("/:key{.+}", async (c) => {
    const key = c.req.param("key");
    const w = c.req.query("w");
    const width = w === undefined ? undefined : Number(w);
    if (width !== undefined && !widths.includes(width)) {
      return c.json(
        { error: `w must be one of ${IMAGE_WIDTHS.join(", ")}`, code: "BAD_REQUEST" },
        400,
      );
    }

    if (width !== undefined) {
      const image = await resized.get(key, width, async () => {
        const file = await storage.get(key);
        if (!file || !isResizable(file.contentType)) return null;
        const body = await toWebp(file.body, width).catch(() => null);
        return body && { body, etag: tagOf(body) };
      });
      if (image) return send(c, image.body, image.etag, "image/webp");
    }

    // No size asked, or one that cannot be made (SVG, a damaged file): the file as stored.
    const file = await storage.get(key);
    if (!file) return c.json({ error: "No such file", code: "NOT_FOUND" }, 404);
    return send(c, file.body, tagOf(file.body), file.contentType);
  });
}
