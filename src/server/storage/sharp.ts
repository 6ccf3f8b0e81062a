import type sharpModule from "sharp";

type Sharp = typeof sharpModule;
let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded on first use rather than at start: loading it adds about 20 MB of
 * resident memory (the library and its threads), and an instance resizes only when a photo is
 * uploaded or a size of it was never made. Its cache of decoded images is off: each original is
 * read once per size it is made in, and the cache held 5 MB after a single resize.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
