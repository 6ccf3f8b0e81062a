import { IMAGE_WIDTHS } from "../../contract/catalogue";
import { loadSharp } from "./sharp";
import { isSafeKey, type Storage } from "./storage";

/**
 * Where the WebP of `key` at `width` px is kept: in the same storage as the original, so
 * every instance finds the one made by any of them, and nothing lingers in one of them.
 */
export const sizedKey = (key: string, width: number) => `sized/w${width}/${key}.webp`;

/** Raster formats sharp reads safely; anything else (SVG, unknown) is served as stored. */
const RESIZABLE = new Set(["image/webp", "image/png", "image/jpeg", "image/avif", "image/gif"]);
export const isResizable = (contentType: string) => RESIZABLE.has(contentType);

/** Never upscaled; quality 75 keeps a 400 px card photo near 20 kB for slow mobile networks. */
export async function toWebp(original: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(original, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75, effort: 4 })
    .toBuffer();
}

/**
 * Makes and keeps the sizes of a file just stored, one at a time (each decodes the original).
 * The same bytes `/f/{key}?w=` would make on first request, only sooner.
 */
export async function putSizes(
  storage: Storage,
  key: string,
  original: Buffer,
  widths: readonly number[],
) {
  for (const width of widths) {
    if (!isSafeKey(sizedKey(key, width))) continue;
    await storage.put(sizedKey(key, width), await toWebp(original, width), "image/webp");
  }
}

/** Storage whose delete also removes the sizes made from the file, wherever they were made. */
export function withDerivedSizes(storage: Storage): Storage {
  return {
    put: (key, body, contentType) => storage.put(key, body, contentType),
    get: (key) => storage.get(key),
    exists: (key) => storage.exists(key),
    async delete(key) {
      await storage.delete(key);
      const sized = IMAGE_WIDTHS.map((width) => sizedKey(key, width)).filter(isSafeKey);
      await Promise.all(sized.map((sizedFile) => storage.delete(sizedFile)));
    },
  };
}
