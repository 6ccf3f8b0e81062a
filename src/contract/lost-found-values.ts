/**
 * The words of lost-and-found reports (docs/product.md#lost-and-found), declared once: the
 * migration's CHECKs, the contract's enums, the matcher and the forms' choices are built from
 * these lists. Free of zod, as animal-values.ts is, so the list page stays small.
 */

/** A report says an animal was lost by its person, or found by someone else. */
export const REPORT_KINDS = ["lost", "found"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Where a report is: open until reunited, closed by its reporter, or past its days. */
export const REPORT_STATUSES = ["open", "reunited", "closed", "expired"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_SEXES = ["male", "female", "unknown"] as const;
export type ReportSex = (typeof REPORT_SEXES)[number];

export const REPORT_SIZES = ["small", "medium", "large", "unknown"] as const;
export type ReportSize = (typeof REPORT_SIZES)[number];

/** The coat's colours, as most finders would name them: a report picks one or more. */
export const COAT_COLOURS = [
  "black",
  "white",
  "brown",
  "tan",
  "golden",
  "grey",
  "cream",
  "spotted",
  "brindle",
] as const;
export type CoatColour = (typeof COAT_COLOURS)[number];

/** What it wore around its neck. */
export const COLLARS = ["none", "collar", "collar_with_tag", "unknown"] as const;
export type Collar = (typeof COLLARS)[number];

/** What happened to a suggested pair of a lost and a found report. */
export const MATCH_STATES = ["suggested", "not_a_match", "reunited"] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** Why a pair was suggested, shown beside it (docs/decisions/050-lost-and-found.md). */
export const MATCH_REASONS = [
  "same_species",
  "same_sex",
  "same_size",
  "colours",
  "collar",
  "same_ward",
  "same_district",
  "nearby_district",
  "distance",
  "days_apart",
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** A report stays open this many days unless renewed; its reporter is asked a week before. */
export const REPORT_OPEN_DAYS = 60;
export const REPORT_REMIND_DAYS_BEFORE = 7;

/** Nepal's bounding box: a point outside it is refused (PLACE_OUTSIDE_NEPAL). */
export const NEPAL_BOUNDS = { south: 26.3, north: 30.5, west: 80.0, east: 88.3 } as const;

export const REPORT_TEXT_MAX = 1000;
export const REPORT_MARKS_MAX = 300;
export const REPORT_PHOTOS_MAX = 4;
