import type { Kysely, Selectable } from "kysely";
import type { PublicReport } from "../../../contract/lost-found";
import type { CoatColour } from "../../../contract/lost-found-values";
import { findDistrict } from "../../../contract/places";
import type { DB, LostFoundReportTable } from "../../db/schema";
import type { ScoredReport } from "./score-pair";

/*
 * The reports a pair joins, read for the matcher and shown to the other reporter: the public
 * fields only, never the point, the reporter's id, number or address (docs/product.md#lost-and-found).
 * The reports feature has its own reader; this one stays private to matching.
 */

export type ReportRow = Selectable<LostFoundReportTable>;

/** The stored JSON list of colours, as the scorer and the answers take it. */
export const coloursOf = (row: Pick<ReportRow, "colours">): CoatColour[] => {
  const colours: unknown = JSON.parse(row.colours);
  return Array.isArray(colours) ? (colours as CoatColour[]) : [];
};

/** What the scorer reads of a stored report. */
export const toScored = (row: ReportRow): ScoredReport => ({ ...row, colours: coloursOf(row) });

/** Several reports with their species and photos, as anyone may see them, by id. */
export async function readMatchReports(
  db: Kysely<DB>,
  ids: number[],
): Promise<Map<number, PublicReport>> {
  if (ids.length === 0) return new Map();
  const [rows, photos] = await Promise.all([
    db
      .selectFrom("lost_found_report as report")
      .innerJoin("category", "category.id", "report.category_id")
      .selectAll("report")
      .select(["category.category as species_name", "category.category_ne as species_name_ne"])
      .where("report.id", "in", ids)
      .execute(),
    db
      .selectFrom("lost_found_photo")
      .select(["id", "report_id", "image_key", "width", "height"])
      .where("report_id", "in", ids)
      .orderBy("report_id")
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        kind: row.kind,
        species: { id: row.category_id, name: row.species_name, name_ne: row.species_name_ne },
        sex: row.sex,
        size: row.size,
        colours: coloursOf(row),
        marks: row.marks,
        collar: row.collar,
        name: row.name,
        description: row.description,
        province: findDistrict(row.district)?.province ?? "",
        district: row.district,
        ward: row.ward,
        tole: row.tole,
        seen_on: row.seen_on,
        status: row.status,
        expires_on: row.expires_on,
        photos: photos
          .filter((photo) => photo.report_id === row.id)
          .map(({ id, image_key, width, height }) => ({ id, image_key, width, height })),
        created_at: row.created_at,
      },
    ]),
  );
}
