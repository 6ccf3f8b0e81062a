import { UPLOAD_LIMITS } from "../../../contract/uploads";
import { uploadError } from "./upload-error";
import { loadSharp } from "../../storage/sharp";

export type ImageKind = "jpeg" | "png" | "webp" | "avif" | "gif";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * What an upload really is, from its first bytes (never its name or declared type).
 * Anything else — SVG, HEIC, TIFF, text — is refused before an image library sees it.
 */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // An ISO-BMFF file is AVIF when its major or a compatible brand says so (HEIC does not).
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
    const end = Math.min(boxSize, bytes.length, 64);
    for (let offset = 8; offset + 4 <= end; offset += 4) {
      if (offset === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, offset, offset + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}

// sharp names the formats it decodes; AVIF is read by its HEIF decoder.
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  avif: "heif",
};

export interface ProcessedImage {
  body: Buffer;
  width: number;
  height: number;
  contentType: "image/webp";
  extension: "webp";
}

/**
 * Checks an upload and re-encodes it as WebP: orientation applied, EXIF and GPS data dropped
 * (sharp writes no metadata unless asked), at most `maxEdge` pixels on the long side, which is
 * plenty for a phone screen and keeps pages light on slow networks.
 */
export async function processImage(
  name: string,
  bytes: Buffer,
  { maxEdge }: { maxEdge: number },
): Promise<ProcessedImage> {
  const kind = sniffImageKind(bytes);
  if (!kind) {
    throw uploadError("BAD_REQUEST", `${name} is not a JPEG, PNG, WebP, AVIF or GIF image`);
  }
  const unreadable = () => uploadError("BAD_REQUEST", `${name} could not be read as an image`);
  const sharp = await loadSharp();
  // Only the first frame of an animation is kept (sharp reads one page by default).
  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: "error" });

  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height || metadata.format !== SHARP_FORMAT[kind]) {
    throw unreadable();
  }
  if (kind === "avif" && metadata.compression !== "av1") throw unreadable();
  const height = metadata.pageHeight ?? metadata.height;
  if (metadata.width * height > UPLOAD_LIMITS.maxPixels) {
    const megapixels = Math.round((metadata.width * height) / 1e6);
    throw uploadError(
      "TOO_LARGE",
      `${name} has ${megapixels} megapixels; the most is ${UPLOAD_LIMITS.maxPixels / 1e6}`,
    );
  }

  try {
    const { data, info } = await input()
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      body: data,
      width: info.width,
      height: info.height,
      contentType: "image/webp",
      extension: "webp",
    };
  } catch {
    throw unreadable();
  }
}
