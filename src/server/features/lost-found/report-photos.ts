import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ReportPhotos } from "../../../contract/lost-found";
import { REPORT_PHOTOS_MAX } from "../../../contract/lost-found-values";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { conflict, notFound } from "../../lib/errors";
import { deleteFiles } from "../../storage/delete-files";
import { putSizes } from "../../storage/derived-sizes";
import { processImage, uploadError, type IncomingFile } from "../uploads";
import { photosOf } from "./report-rows";
import { requireOwnReport } from "./reports";

type Deps = Pick<AppDeps, "db" | "dialect" | "storage" | "log">;

// As a pet's photos (features/uploads): one edge for a phone screen, a card's and a page's sizes
// made at once so a shared link's first visitors do not wait.
const PHOTO_EDGE = 2048;
const PHOTO_SIZES = [400, 800];

const tooMany = (room: number) =>
  uploadError(
    "TOO_MANY_FILES",
    room > 0
      ? `A report may have ${REPORT_PHOTOS_MAX} photos; there is room for ${room} more`
      : `This report already has ${REPORT_PHOTOS_MAX} photos; delete one to add another`,
  );

async function countPhotos(db: Kysely<DB>, reportId: number) {
  const { n } = await db
    .selectFrom("lost_found_photo")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("report_id", "=", reportId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function listPhotos(db: Kysely<DB>, reportId: number): Promise<ReportPhotos> {
  return { photos: (await photosOf(db, [reportId])).get(reportId) ?? [] };
}

type Stored = { key: string; width: number; height: number };

/** Writes each image and its sizes; on a failure, removes what was written and rethrows. */
async function storeImages(deps: Deps, reportId: number, files: IncomingFile[]) {
  const stored: Stored[] = [];
  try {
    for (const file of files) {
      // One at a time: decoding several large photos at once would need a lot of memory.
      const image = await processImage(file.name, file.bytes, { maxEdge: PHOTO_EDGE });
      const key = `lost-found/${reportId}/${randomBytes(12).toString("hex")}.${image.extension}`;
      await deps.storage.put(key, image.body, image.contentType).catch((error: unknown) => {
        deps.log.error("Storing an upload failed", { key, error: String(error) });
        throw uploadError("UPLOAD_FAILED", `Failed to upload file ${file.name}; please try again`);
      });
      stored.push({ key, width: image.width, height: image.height });
      await putSizes(deps.storage, key, image.body, PHOTO_SIZES).catch((error: unknown) =>
        deps.log.warn("Making an upload's sizes failed; they are made when asked for", {
          key,
          error: String(error),
        }),
      );
    }
  } catch (error) {
    await deleteFiles(
      deps.storage,
      deps.log,
      stored.map(({ key }) => key),
    );
    throw error;
  }
  return stored;
}

/**
 * POST /api/lost-found/{id}/photos: the reporter's photos of an open (or expired) report, at most
 * REPORT_PHOTOS_MAX, through the same checks as a pet's photos.
 */
export async function addReportPhotos(
  deps: Deps,
  user: SessionUser,
  reportId: number,
  readFiles: () => Promise<IncomingFile[]>,
): Promise<ReportPhotos> {
  // The reporter first, so nobody else's body is ever read.
  const report = await requireOwnReport(deps.db, user, reportId);
  if (report.status !== "open" && report.status !== "expired") {
    throw conflict("A closed report takes no more photos", "REPORT_NOT_OPEN");
  }
  const files = await readFiles();
  const room = REPORT_PHOTOS_MAX - (await countPhotos(deps.db, reportId));
  if (files.length > room) throw tooMany(room);
  const stored = await storeImages(deps, reportId, files);
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Two uploads at once: the report's row is locked so the count stays true.
      await trx
        .selectFrom("lost_found_report")
        .select("id")
        .where("id", "=", reportId)
        .$if(deps.dialect === "postgres", (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      const nowRoom = REPORT_PHOTOS_MAX - (await countPhotos(trx, reportId));
      if (stored.length > nowRoom) throw tooMany(nowRoom);
      const last = await trx
        .selectFrom("lost_found_photo")
        .select((eb) => eb.fn.max("position").as("position"))
        .where("report_id", "=", reportId)
        .executeTakeFirst();
      let position = last?.position == null ? 0 : Number(last.position) + 1;
      const created_at = new Date().toISOString();
      for (const photo of stored) {
        await trx
          .insertInto("lost_found_photo")
          .values({
            report_id: reportId,
            image_key: photo.key,
            width: photo.width,
            height: photo.height,
            position: position++,
            created_at,
          })
          .execute();
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
  return listPhotos(deps.db, reportId);
}

/** DELETE /api/lost-found/{id}/photos/{photoId}: the reporter removes a photo; its file goes too. */
export async function deleteReportPhoto(
  deps: Deps,
  user: SessionUser,
  ids: { reportId: number; photoId: number },
) {
  await requireOwnReport(deps.db, user, ids.reportId);
  const photo = await deps.db
    .deleteFrom("lost_found_photo")
    .where("id", "=", ids.photoId)
    .where("report_id", "=", ids.reportId)
    .returning("image_key")
    .executeTakeFirst();
  if (!photo) throw notFound("This report has no such photo", "PHOTO_NOT_FOUND");
  await deleteFiles(deps.storage, deps.log, [photo.image_key]);
}
