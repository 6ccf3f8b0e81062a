import sharp from "sharp";

export interface ResizedImage {
  body: Buffer;
  etag: string;
}

/** Raster formats sharp reads safely; anything else (SVG, unknown) is served as stored. */
const RESIZABLE = new Set(["image/webp", "image/png", "image/jpeg", "image/avif", "image/gif"]);
export const isResizable = (contentType: string) => RESIZABLE.has(contentType);

/** Never upscaled; quality 75 keeps a 400 px card photo near 20 kB for slow mobile networks. */
export async function toWebp(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 75, effort: 4 })
    .toBuffer();
}

/**
 * Resized images, computed once per key and width, kept in memory up to a byte budget
 * (least recently used go first). Stored keys never change meaning, so an entry never
 * goes stale; concurrent requests for the same size share one computation.
 */
export function createResizeCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, ResizedImage>();
  const inFlight = new Map<string, Promise<ResizedImage | null>>();
  let bytes = 0;

  function remember(id: string, image: ResizedImage) {
    entries.set(id, image);
    bytes += image.body.length;
    for (const [oldest, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= old.body.length;
    }
  }

  return {
    /** The cached image, or the result of `compute` (null: nothing to cache, e.g. no such file). */
    async get(
      key: string,
      width: number,
      compute: () => Promise<ResizedImage | null>,
    ): Promise<ResizedImage | null> {
      const id = `${width}:${key}`;
      const hit = entries.get(id);
      if (hit) {
        // Map order is insertion order: re-inserting marks the entry as recently used.
        entries.delete(id);
        entries.set(id, hit);
        return hit;
      }
      const pending = inFlight.get(id);
      if (pending) return pending;
      const work = compute()
        .then((image) => {
          if (image) remember(id, image);
          return image;
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, work);
      return work;
    },
  };
}
