import { z } from "zod";
import { wardExists } from "./district-wards";
import { isRealDay, nepalDay, yearsBefore } from "./calendar";
import { SendMessageRequest } from "./conversations";
import {
  COAT_COLOURS,
  COLLARS,
  MATCH_REASONS,
  MATCH_STATES,
  NEPAL_BOUNDS,
  REPORT_KINDS,
  REPORT_MARKS_MAX,
  REPORT_SEXES,
  REPORT_SIZES,
  REPORT_STATUSES,
  REPORT_TEXT_MAX,
} from "./lost-found-values";
import { DistrictName } from "./place-fields";
import { findDistrict } from "./places";
import { readTypedNumber } from "./typed-number";
import { multiLine, optionalLine, optionalText, typedText } from "./text";

/*
 * Lost and found: reports, the pairs the matcher suggests, and the reporters' messages
 * (docs/product.md#lost-and-found, docs/decisions/050-lost-and-found.md). A reporter's number,
 * address and map point never appear in another person's answer.
 */

/** The refusals of a report, each with its code (the web says them in the reader's language). */
export const REPORT_MESSAGES = {
  SPECIES_REQUIRED: "Choose the animal's species",
  SPECIES_UNKNOWN: "There is no species of that id",
  DATE_INVALID: "A day must be written YYYY-MM-DD",
  REPORT_DATE_FUTURE: "The day cannot be in the future",
  REPORT_DATE_TOO_OLD: "The day must be within the last year",
  DISTRICT_REQUIRED: "Choose the district",
  WARD_INVALID: "There is no ward of that number in the district",
  PLACE_OUTSIDE_NEPAL: "The point on the map is outside Nepal",
  POINT_INCOMPLETE: "Send the latitude and the longitude together",
  COLOURS_REQUIRED: "Choose at least one colour",
} as const;
export type ReportCode = keyof typeof REPORT_MESSAGES;

/** A number as typed, Devanagari digits too ("२०"), or null when left empty. */
const typedNumber = z
  .union([z.number(), z.string().max(20)])
  .transform((value) =>
    typeof value === "number" ? value : value.trim() === "" ? null : readTypedNumber(value),
  )
  .nullable()
  .optional();

const isInNepal = (lat: number, lng: number) =>
  lat >= NEPAL_BOUNDS.south &&
  lat <= NEPAL_BOUNDS.north &&
  lng >= NEPAL_BOUNDS.west &&
  lng <= NEPAL_BOUNDS.east;

/** The day a report may name: a real day, not after today, within the last year. */
function dayRefusal(day: string, today = nepalDay(new Date())): ReportCode | null {
  if (!isRealDay(day)) return "DATE_INVALID";
  if (day > today) return "REPORT_DATE_FUTURE";
  return day < yearsBefore(today, 1) ? "REPORT_DATE_TOO_OLD" : null;
}

/** POST /api/lost-found: a new report of an animal lost or found. */
export const NewReportRequest = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: "Say whether the animal was lost or found" }),
    /** The species: a category id from GET /api/categories. */
    // Optional here so that a missing species is refused below with its own code.
    category_id: z
      .number({ error: REPORT_MESSAGES.SPECIES_REQUIRED })
      .int(REPORT_MESSAGES.SPECIES_REQUIRED)
      .min(1, REPORT_MESSAGES.SPECIES_REQUIRED)
      .max(2_147_483_647, REPORT_MESSAGES.SPECIES_UNKNOWN)
      .nullable()
      .optional(),
    sex: z.enum(REPORT_SEXES).default("unknown"),
    size: z.enum(REPORT_SIZES).default("unknown"),
    colours: z
      .array(z.enum(COAT_COLOURS, { error: "Choose the colours from the list" }))
      .max(COAT_COLOURS.length),
    marks: optionalLine("The marks", REPORT_MARKS_MAX),
    collar: z.enum(COLLARS).default("unknown"),
    name: optionalLine("The name", 60),
    description: optionalText("The description", REPORT_TEXT_MAX),
    district: DistrictName,
    ward: typedNumber,
    tole: optionalLine("The tole", 80),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
    seen_on: z.string({ error: REPORT_MESSAGES.DATE_INVALID }).trim(),
  })
  .superRefine((report, ctx) => {
    const refuse = (code: ReportCode, path: string) =>
      ctx.addIssue({
        code: "custom",
        path: [path],
        message: REPORT_MESSAGES[code],
        params: { code },
      });
    if (!report.category_id) refuse("SPECIES_REQUIRED", "category_id");
    if (!report.district) refuse("DISTRICT_REQUIRED", "district");
    const ward = report.ward;
    if (
      ward !== null &&
      ward !== undefined &&
      report.district &&
      !wardExists(report.district, ward)
    )
      refuse("WARD_INVALID", "ward");
    const lat = report.latitude ?? null;
    const lng = report.longitude ?? null;
    if ((lat === null) !== (lng === null)) refuse("POINT_INCOMPLETE", "latitude");
    else if (lat !== null && lng !== null && !isInNepal(lat, lng))
      refuse("PLACE_OUTSIDE_NEPAL", "latitude");
    if (report.colours.length === 0) refuse("COLOURS_REQUIRED", "colours");
    const day = dayRefusal(report.seen_on);
    if (day) refuse(day, "seen_on");
  })
  .transform((report) => ({
    ...report,
    category_id: report.category_id!,
    colours: [...new Set(report.colours)],
    district: findDistrict(report.district)!.name,
    ward: report.ward ?? null,
    marks: report.marks ?? null,
    name: report.name ?? null,
    description: report.description ?? null,
    tole: report.tole ?? null,
    latitude: report.latitude ?? null,
    longitude: report.longitude ?? null,
  }));
export type NewReportRequest = z.input<typeof NewReportRequest>;
export type NewReport = z.output<typeof NewReportRequest>;

export const ReportPhoto = z.object({
  id: z.number().int(),
  image_key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ReportPhoto = z.infer<typeof ReportPhoto>;

/** POST /api/lost-found/{id}/photos: the report's photos after the upload, in order. */
export const ReportPhotos = z.object({ photos: z.array(ReportPhoto) });
export type ReportPhotos = z.infer<typeof ReportPhotos>;

const Species = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ne: z.string().nullable(),
});

/** A report as anyone may see it: the place to the ward, never a point, a number or a name of its reporter. */
export const PublicReport = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  species: Species,
  sex: z.enum(REPORT_SEXES),
  size: z.enum(REPORT_SIZES),
  colours: z.array(z.enum(COAT_COLOURS)),
  marks: z.string().nullable(),
  collar: z.enum(COLLARS),
  name: z.string().nullable(),
  description: z.string().nullable(),
  province: z.string(),
  district: z.string(),
  ward: z.number().int().nullable(),
  tole: z.string().nullable(),
  seen_on: z.string(),
  status: z.enum(REPORT_STATUSES),
  expires_on: z.string(),
  photos: z.array(ReportPhoto),
  created_at: z.string(),
});
export type PublicReport = z.infer<typeof PublicReport>;

/** The reporter's own view adds what only she may see. */
export const OwnReport = PublicReport.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Set when an admin hid it: the reason she was told. */
  hidden_reason: z.string().nullable(),
});
export type OwnReport = z.infer<typeof OwnReport>;

/** A registered community dog a found dog may be: never its caretaker or its store. */
export const LookAlikeDog = z.object({
  name: z.string().nullable(),
  tole: z.string().nullable(),
  ward: z.number().int(),
  district: z.string(),
  ear_notch: z.boolean(),
  /** Its last rabies vaccination's day, if any. */
  rabies_given_on: z.string().nullable(),
});
export type LookAlikeDog = z.infer<typeof LookAlikeDog>;

/**
 * GET /api/lost-found/{id}: `mine` says which shape came back; `community_dogs` are the
 * register's dogs of the place a found dog may be (docs/product.md#community-dogs).
 */
export const ReportResponse = z.discriminatedUnion("mine", [
  z.object({ mine: z.literal(false), report: PublicReport, community_dogs: z.array(LookAlikeDog) }),
  z.object({ mine: z.literal(true), report: OwnReport, community_dogs: z.array(LookAlikeDog) }),
]);
export type ReportResponse = z.infer<typeof ReportResponse>;

const day = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      if (isRealDay(value)) return value;
      ctx.addIssue({
        code: "custom",
        message: `${name}: ${REPORT_MESSAGES.DATE_INVALID}`,
        params: { code: "DATE_INVALID" },
      });
      return z.NEVER;
    });

export const REPORTS_PAGE_SIZE = 24;

/** GET /api/lost-found: open reports, newest sighting first; each filter optional. */
export const ReportsQuery = z.object({
  kind: z
    .enum(REPORT_KINDS, { error: "kind must be lost or found" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** A category id. */
  species: z
    .string()
    .regex(/^\d{1,10}$/, "species must be a category id")
    .transform(Number)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  district: DistrictName,
  /** Seen on or after this day. */
  from: day("from"),
  page: z
    .string()
    .regex(/^\d{1,6}$/, "page must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "page must be at least 1"))
    .default(1),
});
export type ReportsQuery = z.output<typeof ReportsQuery>;

export const ReportList = z.object({
  reports: z.array(PublicReport),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ReportList = z.infer<typeof ReportList>;

export const MyReports = z.object({ reports: z.array(OwnReport) });
export type MyReports = z.infer<typeof MyReports>;

const Id = (label: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `The ${label} id must be a number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `The ${label} id must be a number`).max(2_147_483_647));
export const ReportIdParam = z.object({ id: Id("report") });
export const ReportPhotoParam = z.object({ id: Id("report"), photoId: Id("photo") });
export const MatchIdParam = z.object({ id: Id("match") });

/** POST /api/admin/lost-found/{id}/hide: the reporter is told this reason. */
export const HideReportRequest = z.object({
  reason: multiLine(typedText().trim().min(1, "Say why it is hidden").max(500), "The reason"),
});

/** What an admin sees after hiding or showing a report again: public fields and the reason. */
export const ModeratedReport = PublicReport.extend({
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
});
export type ModeratedReport = z.infer<typeof ModeratedReport>;

/** One reason a pair was suggested, with what makes it concrete ("within 5 km", "2 days apart"). */
export const MatchReasonItem = z.object({
  reason: z.enum(MATCH_REASONS),
  /** What it added to the score: a pair's score is the sum of its reasons' points. */
  points: z.number().int(),
  /**
   * Colours both named, km between two neighbouring districts' headquarters, the upper bound of
   * the band two map points fall within (never their km: a point is never told), or days apart.
   */
  colours: z.array(z.enum(COAT_COLOURS)).optional(),
  km: z.number().optional(),
  within_km: z.number().int().optional(),
  days: z.number().int().optional(),
});
export type MatchReasonItem = z.infer<typeof MatchReasonItem>;

/** A suggested pair as one of its reporters sees it: the other report, public fields only. */
export const MatchItem = z.object({
  id: z.number().int(),
  score: z.number().int(),
  reasons: z.array(MatchReasonItem),
  state: z.enum(MATCH_STATES),
  other: PublicReport,
  unread: z.number().int(),
  last_message_at: z.string().nullable(),
});
export type MatchItem = z.infer<typeof MatchItem>;

/** GET /api/lost-found/{id}/matches: best first; pairs marked not a match are left out. */
export const MatchList = z.object({ matches: z.array(MatchItem) });
export type MatchList = z.infer<typeof MatchList>;

export const MatchMessage = z.object({
  id: z.number().int(),
  /** True when the reader wrote it. */
  mine: z.boolean(),
  text: z.string(),
  created_at: z.string(),
});
export type MatchMessage = z.infer<typeof MatchMessage>;

/** GET /api/lost-found/matches/{id}/messages: the pair, both reports, the messages oldest first. */
export const MatchThread = z.object({
  match: MatchItem.omit({ other: true, unread: true }),
  mine: PublicReport,
  other: PublicReport,
  messages: z.array(MatchMessage),
});
export type MatchThread = z.infer<typeof MatchThread>;

/** The same words and refusals as a conversation's message (MESSAGE_EMPTY, MESSAGE_TOO_LONG…). */
export const SendMatchMessageRequest = SendMessageRequest.pick({ text: true });
