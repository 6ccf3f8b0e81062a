import { ACCEPTED_IMAGE_TYPES, IGNORED_FILE_NAMES, UPLOAD_LIMITS } from "../../../contract/uploads";

export type RejectionReason = "type" | "tooLarge" | "empty" | "noRoom";
export interface Rejection {
  file: File;
  reason: RejectionReason;
}

const EXTENSIONS = /\.(jpe?g|png|webp|avif|gif)$/i;
const ignored = new Set<string>(IGNORED_FILE_NAMES);

/** Some systems give no type for newer formats (AVIF); then the name's extension decides. */
const looksLikeImage = (file: File) =>
  file.type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.test(file.name);

/**
 * The browser's first look at chosen files (type, size, room left), so a person hears at once
 * why a file will not go. The server checks every file again from its bytes.
 */
export function checkFiles(files: readonly File[], room: number) {
  const accepted: File[] = [];
  const rejected: Rejection[] = [];
  for (const file of files) {
    if (ignored.has(file.name)) continue;
    const reason: RejectionReason | null = !looksLikeImage(file)
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
