import { IMAGE_WIDTHS } from "../../contract/catalogue";
import { isSafeKey, type Storage } from "./storage";

/**
 * Where the WebP of `key` at `width` px is kept: in the same storage as the original, so
 * every instance finds the one made by any of them, and nothing lingers in one of them.
 */
export const sizedKey = (key: string, width: number) => `sized/w${width}/${key}.webp`;

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
