import sharp from "sharp";

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
