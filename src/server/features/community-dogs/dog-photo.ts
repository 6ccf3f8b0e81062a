import { randomBytes } from "node:crypto";
import type { CommunityDogDetail } from "../../../contract/community-dogs";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { deleteFiles } from "../../storage/delete-files";
import { putSizes } from "../../storage/derived-sizes";
import { processImage, uploadError, type IncomingFile } from "../uploads";
import { readDog, requireDog } from "./community-dogs";

type Deps = Pick<AppDeps, "db" | "dialect" | "storage" | "log">;

// As a pet's photo: it fills a phone screen; the card and page sizes are made at upload.
const DOG_PHOTO_EDGE = 2048;
const DOG_PHOTO_SIZES = [400, 800];

/**
 * POST /api/community-dogs/{id}/photo: one photo of the dog, replacing the one before, with the
 * checks every pet photo goes through (features/uploads: its real kind, size, no metadata kept).
 */
export async function uploadDogPhoto(
  deps: Deps,
  user: SessionUser,
  dogId: number,
  readFile: () => Promise<IncomingFile>,
): Promise<CommunityDogDetail> {
  // Access first, so a refused caller's body is never read.
  await requireDog(deps.db, user, dogId);
  const file = await readFile();
  const image = await processImage(file.name, file.bytes, { maxEdge: DOG_PHOTO_EDGE });
  const key = `community-dogs/${dogId}/${randomBytes(12).toString("hex")}.${image.extension}`;
  try {
    await deps.storage.put(key, image.body, image.contentType);
  } catch (error) {
    deps.log.error("Storing an upload failed", { key, error: String(error) });
    throw uploadError("UPLOAD_FAILED", `Failed to upload file ${file.name}; please try again`);
  }
  await putSizes(deps.storage, key, image.body, DOG_PHOTO_SIZES).catch((error: unknown) =>
    deps.log.warn("Making an upload's sizes failed; they are made when asked for", {
      key,
      error: String(error),
    }),
  );
  // The previous key is read under a lock, so two uploads at once cannot both keep the same old file.
  const previous = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("community_dog")
      .select("photo_key")
      .where("id", "=", dogId)
      .$if(deps.dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (!current) return undefined;
    await trx
      .updateTable("community_dog")
      .set({
        photo_key: key,
        photo_width: image.width,
        photo_height: image.height,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", dogId)
      .execute();
    return { key: current.photo_key };
  });
  if (!previous) {
    // The dog was removed meanwhile: nothing will ever point at the new file.
    await deleteFiles(deps.storage, deps.log, [key]);
    throw uploadError("NOT_FOUND", "The dog is no longer on the register");
  }
  if (previous.key) await deleteFiles(deps.storage, deps.log, [previous.key]);
  return readDog(deps.db, dogId);
}
