import type { Kysely, Selectable } from "kysely";
import type { OwnReport, PublicReport, ReportPhoto } from "../../../contract/lost-found";
import type { CoatColour } from "../../../contract/lost-found-values";
import { findDistrict } from "../../../contract/places";
import type { DB, LostFoundReportTable } from "../../db/schema";

/**
 * The columns anyone may see. The reporter's id, her point on the map and the moderation columns
 * are left out of the query itself, so no answer built from these rows can carry them
 * (docs/decisions/050-lost-and-found.md).
 */
export const PUBLIC_COLUMNS = [
  "lost_found_report.id",
  "lost_found_report.kind",
  "lost_found_report.category_id",
  "lost_found_report.sex",
  "lost_found_report.size",
  "lost_found_report.colours",
  "lost_found_report.marks",
  "lost_found_report.collar",
  "lost_found_report.name",
  "lost_found_report.description",
  "lost_found_report.district",
  "lost_found_report.ward",
  "lost_found_report.tole",
  "lost_found_report.seen_on",
  "lost_found_report.status",
  "lost_found_report.expires_on",
  "lost_found_report.created_at",
] as const;

export type PublicRow = Pick<
  Selectable<LostFoundReportTable>,
  | "id"
  | "kind"
  | "category_id"
  | "sex"
  | "size"
  | "colours"
  | "marks"
  | "collar"
  | "name"
  | "description"
  | "district"
  | "ward"
  | "tole"
  | "seen_on"
  | "status"
  | "expires_on"
  | "created_at"
>;

/** The photos of these reports, each report's in order. */
export async function photosOf(db: Kysely<DB>, reportIds: number[]) {
  const byReport = new Map<number, ReportPhoto[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .selectFrom("lost_found_photo")
    .select(["id", "report_id", "image_key", "width", "height"])
    .where("report_id", "in", reportIds)
    .orderBy("report_id")
    .orderBy("position")
    .orderBy("id")
    .execute();
  for (const { report_id, ...photo } of rows) {
    const list = byReport.get(Number(report_id)) ?? [];
    list.push({ ...photo, id: Number(photo.id) });
    byReport.set(Number(report_id), list);
  }
  return byReport;
}

async function speciesOf(db: Kysely<DB>, categoryIds: number[]) {
  if (categoryIds.length === 0) return new Map<number, PublicReport["species"]>();
  const rows = await db
    .selectFrom("category")
    .select(["id", "category", "category_ne"])
    .where("id", "in", [...new Set(categoryIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { id: Number(row.id), name: row.category, name_ne: row.category_ne },
    ]),
  );
}

/**
 * Reports as anyone may see them, in the order given: the species named, the province found
 * from the district, the photos listed. Only the public columns are read from each row.
 */
export async function publicReports(db: Kysely<DB>, rows: PublicRow[]): Promise<PublicReport[]> {
  const ids = rows.map((row) => Number(row.id));
  const [photos, species] = await Promise.all([
    photosOf(db, ids),
    speciesOf(
      db,
      rows.map((row) => Number(row.category_id)),
    ),
  ]);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    species: species.get(Number(row.category_id))!,
    sex: row.sex,
    size: row.size,
    colours: JSON.parse(row.colours) as CoatColour[],
    marks: row.marks,
    collar: row.collar,
    name: row.name,
    description: row.description,
    province: findDistrict(row.district)?.province ?? "",
    district: row.district,
    ward: row.ward === null ? null : Number(row.ward),
    tole: row.tole,
    seen_on: row.seen_on,
    status: row.status,
    expires_on: row.expires_on,
    photos: photos.get(Number(row.id)) ?? [],
    created_at: row.created_at,
  }));
}

type OwnRow = PublicRow &
  Pick<Selectable<LostFoundReportTable>, "latitude" | "longitude" | "hidden_reason">;

/** The reporter's own reports: the public view, her point and why an admin hid one. */
export async function ownReports(db: Kysely<DB>, rows: OwnRow[]): Promise<OwnReport[]> {
  const shown = await publicReports(db, rows);
  return shown.map((report, index) => {
    const row = rows[index]!;
    return {
      ...report,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
      hidden_reason: row.hidden_reason,
    };
  });
}

/** A report's full row, for its reporter and the checks of who may do what. */
export const readReportRow = (db: Kysely<DB>, id: number) =>
  db.selectFrom("lost_found_report").selectAll().where("id", "=", id).executeTakeFirst();

/** The reporter's own view of one report, by id. */
export async function readOwnReport(db: Kysely<DB>, id: number): Promise<OwnReport> {
  const row = await readReportRow(db, id);
  const [report] = await ownReports(db, [row!]);
  return report!;
}
