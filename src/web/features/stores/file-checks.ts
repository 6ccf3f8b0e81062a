import { ACCEPTED_IMAGE_TYPES, IGNORED_FILE_NAMES, UPLOAD_LIMITS } from "../../../contract/uploads";

/** Why a file is not sent: the browser's checks, or `refused` when the server turned it down. */
export type RejectionReason = "type" | "tooLarge" | "empty" | "noRoom" | "refused";
export interface Rejection {
  file: File;
  reason: RejectionReason;
}

const EXTENSIONS = /\.(jpe?g|png|webp|avif|gif)$/i;
const ignored = new Set<string>(IGNORED_FILE_NAMES);

/** Some systems give no type for newer formats (AVIF); then the name's extension decides. */
const namedLikeImage = (file: File) =>
  file.type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.test(file.name);

const text = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The first bytes of each accepted format, as the server reads them (a .jpg name proves nothing). */
const SIGNATURES: ((bytes: Uint8Array) => boolean)[] = [
  (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  (bytes) => text(bytes, 1, 4) === "PNG",
  (bytes) => text(bytes, 0, 4) === "GIF8",
  (bytes) => text(bytes, 0, 4) === "RIFF" && text(bytes, 8, 12) === "WEBP",
  (bytes) => text(bytes, 4, 8) === "ftyp" && /^(avif|avis|mif1|msf1)$/.test(text(bytes, 8, 12)),
];

async function startsLikeImage(file: File) {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES.some((matches) => matches(bytes));
}

/**
 * The browser's first look at chosen files (name and first bytes, size, room left), so a person
 * hears at once why a file will not go and no slot is held for it. The server checks every file
 * again from its bytes.
 */
export async function checkFiles(files: readonly File[], room: number) {
  const accepted: File[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    if (ignored.has(file.name)) continue;
    const isImage = namedLikeImage(file) && (file.size === 0 || (await startsLikeImage(file)));
    const reason: RejectionReason | null = !isImage
      ? "type"
      : file.size === 0
        ? "empty"
        : file.size > UPLOAD_LIMITS.maxFileBytes
          ? "tooLarge"
          : accepted.length >= room
            ? "noRoom"
            : null;
    if (reason) rejected.push({ file, reason });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
