import { DISTRICT_HEADQUARTERS, distanceKm } from "../../../contract/district-headquarters";
import type { MatchReasonItem } from "../../../contract/lost-found";
import type {
  CoatColour,
  Collar,
  ReportSex,
  ReportSize,
} from "../../../contract/lost-found-values";

/*
 * Whether a lost and a found report may be the same animal, and why (docs/decisions/050-lost-and-found.md).
 * Pure: no database, so the table test checks it on fixed reports. Each reason carries its points
 * and the score is their sum, so what a reporter reads beside a pair is the whole of its score.
 */

/** What the scorer reads of a report. */
export interface ScoredReport {
  category_id: number;
  sex: ReportSex;
  size: ReportSize;
  colours: readonly CoatColour[];
  collar: Collar;
  district: string;
  ward: number | null;
  latitude: number | null;
  longitude: number | null;
  /** Nepal's day, YYYY-MM-DD. */
  seen_on: string;
}

/** A pair below this is not suggested. */
export const MATCH_THRESHOLD = 40;

/** Each reason's most points; they add up to 100. */
const POINTS = {
  same_species: 10,
  same_sex: 10,
  same_size: 10,
  colours: 25,
  collar: 5,
  place: 25,
  days_apart: 15,
} as const;

/** District headquarters nearer than this make two districts neighbours. */
const NEIGHBOUR_KM = 60;
/**
 * Two map points score by band, the nearest first: [up to km, points]. Farther than the last, not
 * the same animal. Only the band is told (its points and upper bound), never the km: the other
 * reporter sees the pair, and a finer distance from a few reports would find the point
 * (docs/decisions/050-lost-and-found.md: nothing finer than the ward is shown to anyone else).
 */
const DISTANCE_BANDS: readonly (readonly [number, number])[] = [
  [2, POINTS.place],
  [5, 18],
  [15, 10],
  [40, 4],
];
/** A finder may report a day or so earlier than the owner remembers losing it. */
const FOUND_BEFORE_DAYS = 3;
const FOUND_WITHIN_DAYS = 60;

const PATTERNS: readonly CoatColour[] = ["spotted", "brindle"];
const SIZE_ORDER: readonly ReportSize[] = ["small", "medium", "large"];

type Reason = MatchReasonItem;
/** A test of one trait: null excludes the pair, a list (maybe empty) is what it adds. */
type Trait = Reason[] | null;

function compareSex(lost: ScoredReport, found: ScoredReport): Trait {
  if (lost.sex === "unknown" || found.sex === "unknown") return [];
  return lost.sex === found.sex ? [{ reason: "same_sex", points: POINTS.same_sex }] : null;
}

function compareSize(lost: ScoredReport, found: ScoredReport): Trait {
  if (lost.size === "unknown" || found.size === "unknown") return [];
  const apart = Math.abs(SIZE_ORDER.indexOf(lost.size) - SIZE_ORDER.indexOf(found.size));
  // One size apart is allowed (people judge size differently) but earns nothing.
  if (apart === 0) return [{ reason: "same_size", points: POINTS.same_size }];
  return apart === 1 ? [] : null;
}

/**
 * At least one shared colour is required; a pattern (spotted, brindle) alone suffices only when a
 * report names no base colour, since "spotted" says nothing of the coat beneath. More shared
 * colours earn more: 15 for the first, 5 for each further one, at most 25.
 */
function compareColours(lost: ScoredReport, found: ScoredReport): Trait {
  const shared = lost.colours.filter((colour) => found.colours.includes(colour));
  const isBase = (colour: CoatColour) => !PATTERNS.includes(colour);
  const namesBase = lost.colours.some(isBase) && found.colours.some(isBase);
  if (shared.length === 0 || (namesBase && !shared.some(isBase))) return null;
  const points = Math.min(POINTS.colours, 15 + 5 * (shared.length - 1));
  return [{ reason: "colours", points, colours: shared }];
}

const hasCollar = (collar: Collar) => collar === "collar" || collar === "collar_with_tag";

/** Both saw a collar: a small sign, as collars slip off and get put on. */
function compareCollar(lost: ScoredReport, found: ScoredReport): Trait {
  return hasCollar(lost.collar) && hasCollar(found.collar)
    ? [{ reason: "collar", points: POINTS.collar }]
    : [];
}

/** The distance reason of two points `km` apart, or null beyond the last band. */
function distanceReason(km: number): Reason | null {
  const band = DISTANCE_BANDS.find(([upTo]) => km <= upTo);
  return band ? { reason: "distance", points: band[1], within_km: band[0] } : null;
}

/**
 * A pair's reasons as they may be shown: a distance reason saved before the bands (with its km)
 * becomes its band, and the score is again their sum.
 */
export function shownReasons(reasons: Reason[]): { score: number; reasons: Reason[] } {
  const shown = reasons.map((item) => {
    if (item.reason !== "distance" || item.within_km !== undefined) return item;
    const farthest = DISTANCE_BANDS.at(-1)![0];
    return distanceReason(Math.min(item.km ?? farthest, farthest))!;
  });
  return {
    score: shown.reduce((sum, item) => sum + item.points, 0),
    reasons: shown.sort(byPoints),
  };
}

/**
 * Where: the distance's band when both reports have a point (never the km, nor the points);
 * otherwise the same ward, the same district, or a neighbouring one (headquarters within 60 km).
 */
function comparePlace(lost: ScoredReport, found: ScoredReport, districtKm: DistrictKm): Trait {
  if (
    lost.latitude !== null &&
    lost.longitude !== null &&
    found.latitude !== null &&
    found.longitude !== null
  ) {
    const reason = distanceReason(
      distanceKm([lost.latitude, lost.longitude], [found.latitude, found.longitude]),
    );
    return reason && [reason];
  }
  if (lost.district === found.district) {
    return lost.ward !== null && lost.ward === found.ward
      ? [{ reason: "same_ward", points: POINTS.place }]
      : [{ reason: "same_district", points: 18 }];
  }
  const km = districtKm(lost.district, found.district);
  if (km === null || km > NEIGHBOUR_KM) return null;
  return [{ reason: "nearby_district", points: 8, km: Math.round(km) }];
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Found from 3 days before the loss to 60 days after: 15 points within a day, down to 2. */
function compareDays(lost: ScoredReport, found: ScoredReport): Trait {
  const after = dayNumber(found.seen_on) - dayNumber(lost.seen_on);
  if (after < -FOUND_BEFORE_DAYS || after > FOUND_WITHIN_DAYS) return null;
  const days = Math.abs(after);
  const points =
    days <= 1 ? POINTS.days_apart : Math.round(POINTS.days_apart - ((days - 1) / 59) * 13);
  return [{ reason: "days_apart", points, days }];
}

/** Km between two districts' headquarters, or null when one is unknown. */
export type DistrictKm = (a: string, b: string) => number | null;

/** The haversine distance between the districts' headquarters (contract/district-headquarters.ts). */
export const headquartersKm: DistrictKm = (a, b) => {
  const from = DISTRICT_HEADQUARTERS[a];
  const to = DISTRICT_HEADQUARTERS[b];
  return from && to ? distanceKm(from, to) : null;
};

/** Most telling first: more points first; ties keep the order the traits were compared in. */
const byPoints = (a: Reason, b: Reason) => b.points - a.points;

/**
 * Scores a lost and a found report: null when they cannot be the same animal or score below
 * MATCH_THRESHOLD, else the score (0-100, the sum of the reasons' points) and the reasons.
 */
export function scorePair(
  lost: ScoredReport,
  found: ScoredReport,
  { districtKm = headquartersKm }: { districtKm?: DistrictKm } = {},
): { score: number; reasons: Reason[] } | null {
  if (lost.category_id !== found.category_id) return null;
  const traits = [
    [{ reason: "same_species", points: POINTS.same_species } as Reason],
    compareSex(lost, found),
    compareSize(lost, found),
    compareColours(lost, found),
    compareCollar(lost, found),
    comparePlace(lost, found, districtKm),
    compareDays(lost, found),
  ];
  if (traits.some((trait) => trait === null)) return null;
  const reasons = traits.flatMap((trait) => trait ?? []).sort(byPoints);
  const score = reasons.reduce((sum, reason) => sum + reason.points, 0);
  return score >= MATCH_THRESHOLD ? { score, reasons } : null;
}
