import { randomBytes } from "node:crypto";
import { UPLOAD_LIMITS, type UploadedFile } from "../../../contract/uploads";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { mayDo } from "../../../contract/store-roles";
import { findMyStore, requirePetAction, roleRefused } from "../stores";
import { deleteFiles } from "../../storage/delete-files";
import { putSizes } from "../../storage/derived-sizes";
import { processImage, type ProcessedImage } from "./image-pipeline";
import type { IncomingFile } from "./read-files";
import { uploadError } from "./upload-error";

type Deps = Pick<AppDeps, "db" | "dialect" | "storage" | "log" | "config">;

// A store image is shown small (a logo); pet photos fill a phone screen or a desktop carousel.
const STORE_IMAGE_EDGE = 1024;
const PET_PHOTO_EDGE = 2048;
// The sizes a phone fetches first, a card (400) and the pet page (800), are made at upload so the
// pet's first visitors do not wait for sharp; other sizes are made when first asked for.
const PET_PHOTO_SIZES = [400, 800];

const newKey = (folder: string, image: ProcessedImage) =>
  `${folder}/${randomBytes(12).toString("hex")}.${image.extension}`;

function resultOf(deps: Deps, name: string, key: string, image: ProcessedImage): UploadedFile {
  return {
    name,
    size: image.body.length,
    key,
    url: `${deps.config.publicUrl}/f/${key}`,
    type: image.contentType,
  };
}

async function saveImage(deps: Deps, key: string, image: ProcessedImage, name: string) {
  try {
    await deps.storage.put(key, image.body, image.contentType);
  } catch (error) {
    deps.log.error("Storing an upload failed", { key, error: String(error) });
    throw uploadError("UPLOAD_FAILED", `Failed to upload file ${name}; please try again`);
  }
}

/** POST /api/uploads/image: the caller's store image, replacing the previous one. */
export async function uploadStoreImage(
  deps: Deps,
  user: SessionUser,
  readFile: () => Promise<IncomingFile>,
): Promise<UploadedFile> {
  const store = await findMyStore(deps.db, user.id);
  if (!store) throw uploadError("NOT_FOUND", "Create your store before adding its image");
  if (!mayDo(store.role, "settings")) throw roleRefused();
  const file = await readFile();
  const image = await processImage(file.name, file.bytes, { maxEdge: STORE_IMAGE_EDGE });
  const key = newKey(`stores/${store.id}`, image);
  await saveImage(deps, key, image, file.name);
  // The previous key is read under a lock, so two uploads at once cannot both keep the same old file.
  const previous = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("vendor")
      .select("image_key")
      .where("id", "=", store.id)
      .$if(deps.dialect === "postgres", (query) => query.forUpdate())
      .executeTakeFirst();
    if (!current) return undefined;
    await trx
      .updateTable("vendor")
      .set({ image_key: key, updated_at: new Date().toISOString() })
      .where("id", "=", store.id)
      .execute();
    return { key: current.image_key };
  });
  if (!previous) {
    // The store was deleted meanwhile: nothing will ever point at the new file.
    await deleteFiles(deps.storage, deps.log, [key]);
    throw uploadError("NOT_FOUND", "Your store no longer exists");
  }
  if (previous.key) await deleteFiles(deps.storage, deps.log, [previous.key]);
  return resultOf(deps, file.name, key, image);
}

const tooMany = (room: number) =>
  uploadError(
    "TOO_MANY_FILES",
    room > 0
      ? `A pet may have ${UPLOAD_LIMITS.maxPetImages} photos; there is room for ${room} more`
      : `This pet already has ${UPLOAD_LIMITS.maxPetImages} photos; delete one to add another`,
  );

/** POST /api/uploads/petsImages?petId=: photos of one of the caller's pets, up to 10 per pet. */
export async function uploadPetImages(
  deps: Deps,
  user: SessionUser,
  petId: number,
  readFiles: () => Promise<IncomingFile[]>,
): Promise<UploadedFile[]> {
  // Ownership first, so a refused caller's body is never read.
  await requirePetAction(deps.db, user, petId, "photos");
  const files = await readFiles();
  const count = async (db: Deps["db"]) =>
    Number(
      (
        await db
          .selectFrom("pet_image")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("pet_id", "=", petId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const room = UPLOAD_LIMITS.maxPetImages - (await count(deps.db));
  if (files.length > room) throw tooMany(room);

  const images = [];
  for (const file of files) {
    // One at a time: decoding several large photos at once would need a lot of memory.
    images.push({
      file,
      image: await processImage(file.name, file.bytes, { maxEdge: PET_PHOTO_EDGE }),
    });
  }
  const stored = images.map(({ file, image }) => ({
    file,
    image,
    key: newKey(`pets/${petId}`, image),
    id: undefined as number | undefined,
  }));
  try {
    for (const { file, image, key } of stored) {
      await saveImage(deps, key, image, file.name);
      await putSizes(deps.storage, key, image.body, PET_PHOTO_SIZES).catch((error: unknown) =>
        deps.log.warn("Making an upload's sizes failed; they are made when asked for", {
          key,
          error: String(error),
        }),
      );
    }
    await deps.db.transaction().execute(async (trx) => {
      // Several uploads of one pet run in parallel: lock the pet so the count stays true.
      const pet = await trx
        .selectFrom("pet")
        .select("id")
        .where("id", "=", petId)
        .$if(deps.dialect === "postgres", (query) => query.forUpdate())
        .executeTakeFirst();
      if (!pet) throw uploadError("NOT_FOUND", "The pet no longer exists");
      const nowRoom = UPLOAD_LIMITS.maxPetImages - (await count(trx));
      if (stored.length > nowRoom) throw tooMany(nowRoom);
      const last = await trx
        .selectFrom("pet_image")
        .select((eb) => eb.fn.max("position").as("position"))
        .where("pet_id", "=", petId)
        .executeTakeFirst();
      let position = last?.position == null ? 0 : Number(last.position) + 1;
      const created_at = new Date().toISOString();
      // One row at a time: RETURNING gives no order guarantee for a multi-row insert.
      for (const file of stored) {
        const row = await trx
          .insertInto("pet_image")
          .values({
            pet_id: petId,
            image_key: file.key,
            position: position++,
            width: file.image.width,
            height: file.image.height,
            created_at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        file.id = row.id;
      }
    });
  } catch (error) {
    await deleteFiles(
      deps.storage,
      deps.log,
      stored.map(({ key }) => key),
    );
    throw error;
  }
  return stored.map(({ file, image, key, id }) => ({
    ...resultOf(deps, file.name, key, image),
    id,
  }));
}
