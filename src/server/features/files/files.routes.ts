import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import { IMAGE_WIDTHS } from "../../../contract/catalogue";
import type { AppDeps } from "../../deps";
import { isResizable, sizedKey, toWebp } from "../../storage/derived-sizes";
import type { Storage, StoredFile } from "../../storage";
import { isSafeKey } from "../../storage/storage";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A key never changes meaning, so the key and width name the bytes: no need to read or hash them. */
const tagOf = (key: string, width: number | undefined) =>
  `"${createHash("sha1")
    .update(`${width ?? "original"}/${key}`)
    .digest("base64url")}"`;

function send(c: Context, file: StoredFile, etag: string) {
  // A view, not a copy, of the bytes (Node's buffers sit on a plain ArrayBuffer).
  const body = new Uint8Array(
    file.body.buffer as ArrayBuffer,
    file.body.byteOffset,
    file.body.byteLength,
  );
  return c.body(body, 200, {
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "Content-Type": file.contentType,
  });
}

/**
 * The WebP of `key` at `width`: made once with sharp by whichever instance is asked first,
 * then kept in the storage beside the original (deleted with it). Requests arriving while
 * it is being made share that one piece of work.
 */
function sizedImages(storage: Storage) {
  const making = new Map<string, Promise<StoredFile | null>>();

  async function make(key: string, width: number): Promise<StoredFile | null> {
    const original = await storage.get(key);
    if (!original || !isResizable(original.contentType)) return null;
    const body = await toWebp(original.body, width).catch(() => null);
    if (!body) return null;
    // A key too long to carry the size prefix is resized on every request instead.
    if (isSafeKey(sizedKey(key, width)))
      await storage.put(sizedKey(key, width), body, "image/webp");
    return { body, contentType: "image/webp" };
  }

  return async (key: string, width: number): Promise<StoredFile | null> => {
    const stored = await storage.get(sizedKey(key, width));
    if (stored) return stored;
    const id = sizedKey(key, width);
    let work = making.get(id);
    if (!work) {
      work = make(key, width).finally(() => making.delete(id));
      making.set(id, work);
    }
    return work;
  };
}

/**
 * GET /f/{key}: stored files (pet photos, store images). `?w=` (one of IMAGE_WIDTHS) gives a
 * WebP of that width, for cards and the detail view on slow phones. Keys never change
 * meaning, so browsers and caches may keep every answer for a year.
 */
export function fileRoutes({ storage }: AppDeps) {
  const sized = sizedImages(storage);
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

    const etag = tagOf(key, width);
    // A phone that has the photo already is told so without a read: one stat (or HEAD on S3) of
    // the original, since a file deleted meanwhile must be a 404, and every size is made from it.
    if (c.req.header("If-None-Match") === etag && (await storage.exists(key))) {
      return c.body(null, 304, { "Cache-Control": IMMUTABLE, ETag: etag });
    }

    if (width !== undefined) {
      const image = await sized(key, width);
      if (image) return send(c, image, etag);
    }

    // No size asked, or one that cannot be made (SVG, a damaged file): the file as stored.
    const file = await storage.get(key);
    if (!file) return c.json({ error: "No such file", code: "NOT_FOUND" }, 404);
    return send(c, file, etag);
  });
}
