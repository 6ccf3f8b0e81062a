import { describe, expect, it } from "vitest";
import type {
  CoatColour,
  Collar,
  ReportSex,
  ReportSize,
} from "../../../contract/lost-found-values";
import { MATCH_THRESHOLD, scorePair, shownReasons, type ScoredReport } from "./score-pair";

/*
 * The matcher on a fixed set of reports with known right answers
 * (docs/decisions/050-lost-and-found.md): 8 lost and 10 found animals in the Kathmandu valley,
 * Makwanpur and Pokhara. For each lost report, the found ones it must suggest, best first, with
 * their scores worked out by hand; every other found report must be left out, for the reason
 * written beside it.
 */

const DOG = 1;
const CAT = 2;

interface Line {
  species: number;
  sex: ReportSex;
  size: ReportSize;
  colours: CoatColour[];
  collar?: Collar;
  district: string;
  ward?: number;
  point?: [number, number];
  seen_on: string;
}

const report = ({ point, ward, collar, ...line }: Line): ScoredReport => ({
  ...line,
  category_id: line.species,
  collar: collar ?? "unknown",
  ward: ward ?? null,
  latitude: point?.[0] ?? null,
  longitude: point?.[1] ?? null,
});

// prettier-ignore
const LOST: Record<string, ScoredReport> = {
  L1: report({ species: DOG, sex: "female", size: "medium", colours: ["black", "white"], collar: "collar_with_tag", district: "Lalitpur", ward: 3, seen_on: "2026-03-01" }),
  L2: report({ species: DOG, sex: "male", size: "large", colours: ["golden"], collar: "collar", district: "Kathmandu", ward: 10, point: [27.7, 85.33], seen_on: "2026-03-05" }),
  L3: report({ species: CAT, sex: "female", size: "small", colours: ["grey", "white"], collar: "none", district: "Bhaktapur", ward: 2, seen_on: "2026-03-02" }),
  L4: report({ species: DOG, sex: "unknown", size: "small", colours: ["brown", "spotted"], district: "Kaski", ward: 6, seen_on: "2026-02-20" }),
  L5: report({ species: DOG, sex: "female", size: "small", colours: ["white"], district: "Lalitpur", ward: 5, seen_on: "2026-01-01" }),
  L6: report({ species: DOG, sex: "male", size: "medium", colours: ["black"], district: "Kathmandu", point: [27.717, 85.324], seen_on: "2026-03-03" }),
  L7: report({ species: DOG, sex: "female", size: "medium", colours: ["brindle"], district: "Kathmandu", ward: 4, seen_on: "2026-03-04" }),
  L8: report({ species: DOG, sex: "male", size: "medium", colours: ["tan", "black"], district: "Makwanpur", seen_on: "2026-03-01" }),
};

// prettier-ignore
const FOUND: Record<string, ScoredReport> = {
  F1: report({ species: DOG, sex: "female", size: "medium", colours: ["black"], collar: "collar_with_tag", district: "Lalitpur", ward: 3, seen_on: "2026-03-02" }),
  F2: report({ species: DOG, sex: "unknown", size: "medium", colours: ["white", "black", "brown"], district: "Lalitpur", ward: 7, seen_on: "2026-03-10" }),
  F3: report({ species: DOG, sex: "male", size: "large", colours: ["golden", "cream"], collar: "collar", district: "Kathmandu", point: [27.705, 85.335], seen_on: "2026-03-06" }),
  F4: report({ species: DOG, sex: "male", size: "large", colours: ["golden", "tan"], district: "Makwanpur", point: [27.43, 85.03], seen_on: "2026-03-02" }),
  F5: report({ species: CAT, sex: "female", size: "small", colours: ["white", "grey"], district: "Bhaktapur", ward: 2, seen_on: "2026-03-03" }),
  F6: report({ species: DOG, sex: "female", size: "small", colours: ["white"], district: "Kathmandu", ward: 3, seen_on: "2026-03-05" }),
  F7: report({ species: DOG, sex: "male", size: "small", colours: ["brown"], district: "Kaski", ward: 6, seen_on: "2026-02-22" }),
  F8: report({ species: DOG, sex: "female", size: "medium", colours: ["brindle", "tan"], district: "Kathmandu", ward: 4, seen_on: "2026-03-04" }),
  F9: report({ species: DOG, sex: "male", size: "large", colours: ["black"], district: "Kathmandu", point: [27.72, 85.33], seen_on: "2026-02-27" }),
  F10: report({ species: DOG, sex: "unknown", size: "medium", colours: ["black", "white"], district: "Lalitpur", point: [27.68, 85.31], seen_on: "2026-03-08" }),
};

/** For each lost report: the found ones suggested, best first, with their scores; why some others are not. */
const EXPECTED: Record<string, { ranked: [string, number][]; notably: Record<string, string> }> = {
  L1: {
    // Same ward, sex, size and collar, a day apart; then two in Lalitpur sharing both colours
    // (F10 two days nearer); then one of a smaller size in neighbouring Kathmandu.
    ranked: [
      ["F1", 90],
      ["F10", 72],
      ["F2", 71],
      ["F6", 57],
    ],
    notably: { F3: "male", F8: "no shared colour", F5: "a cat" },
  },
  L2: {
    ranked: [["F3", 90]],
    // Makwanpur's headquarters are within 60 km of Kathmandu's, but both points are 42 km apart.
    notably: { F4: "42 km apart", F9: "no shared colour" },
  },
  L3: { ranked: [["F5", 90]], notably: { F6: "a dog" } },
  L4: { ranked: [["F7", 75]], notably: { F2: "Pokhara is far from the valley" } },
  L5: {
    ranked: [],
    // F6 is alike in all but time: found 63 days after.
    notably: { F6: "63 days after", F1: "no shared colour" },
  },
  L6: {
    // Within 5 km by their points (4.4 km), then a neighbouring district without a point.
    ranked: [
      ["F10", 67],
      ["F2", 57],
    ],
    notably: { F9: "found 4 days before it was lost" },
  },
  L7: {
    // A pattern alone suffices when the lost report names no base colour.
    ranked: [["F8", 85]],
    notably: { F6: "no shared colour or pattern" },
  },
  L8: {
    ranked: [
      ["F4", 68],
      ["F9", 58],
      ["F10", 57],
      ["F2", 56],
    ],
    notably: { F3: "no shared colour", F7: "Kaski is not a neighbour" },
  },
};

describe("scorePair on reports with known right answers", () => {
  it.each(Object.entries(EXPECTED))("%s", (lostId, { ranked, notably }) => {
    const scored = Object.entries(FOUND)
      .map(([foundId, found]) => ({ foundId, match: scorePair(LOST[lostId]!, found) }))
      .filter(({ match }) => match !== null)
      .sort((a, b) => b.match!.score - a.match!.score)
      .map(({ foundId, match }) => [foundId, match!.score]);
    expect(scored).toEqual(ranked);
    for (const foundId of Object.keys(notably)) {
      expect(scorePair(LOST[lostId]!, FOUND[foundId]!), foundId).toBeNull();
    }
  });

  it("explains every point: the score is the sum of its reasons, most telling first", () => {
    for (const lost of Object.values(LOST)) {
      for (const found of Object.values(FOUND)) {
        const match = scorePair(lost, found);
        if (!match) continue;
        expect(match.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(match.score);
        const points = match.reasons.map((r) => r.points);
        expect(points).toEqual([...points].sort((a, b) => b - a));
        expect(match.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
        expect(match.score).toBeLessThanOrEqual(100);
      }
    }
  });

  it("gives the reasons of a strong pair, and the distance by its band only", () => {
    expect(scorePair(LOST.L1!, FOUND.F1!)).toEqual({
      score: 90,
      reasons: [
        { reason: "same_ward", points: 25 },
        { reason: "colours", points: 15, colours: ["black"] },
        { reason: "days_apart", points: 15, days: 1 },
        { reason: "same_species", points: 10 },
        { reason: "same_sex", points: 10 },
        { reason: "same_size", points: 10 },
        { reason: "collar", points: 5 },
      ],
    });
    expect(scorePair(LOST.L6!, FOUND.F10!)!.reasons).toContainEqual({
      reason: "distance",
      points: 18,
      within_km: 5,
    });
    expect(scorePair(LOST.L8!, FOUND.F9!)!.reasons).toContainEqual({
      reason: "nearby_district",
      points: 8,
      km: 42,
    });
  });

  it("tells of two points only the band they fall within, so probes cannot find a point", () => {
    // Due north of L2's point by `km` (a degree of latitude is 111.2 km on the haversine sphere).
    const at = (km: number) =>
      scorePair(LOST.L2!, { ...FOUND.F3!, latitude: 27.7 + km / 111.2, longitude: 85.33 });
    const distance = (km: number) => at(km)?.reasons.find((r) => r.reason === "distance");
    const bands = [0.1, 1.9, 2.1, 4.9, 5.1, 14.9, 15.1, 39.9].map(distance);
    expect(bands).toEqual([
      { reason: "distance", points: 25, within_km: 2 },
      { reason: "distance", points: 25, within_km: 2 },
      { reason: "distance", points: 18, within_km: 5 },
      { reason: "distance", points: 18, within_km: 5 },
      { reason: "distance", points: 10, within_km: 15 },
      { reason: "distance", points: 10, within_km: 15 },
      { reason: "distance", points: 4, within_km: 40 },
      { reason: "distance", points: 4, within_km: 40 },
    ]);
    // Within a band the score is the same wherever the point is.
    expect(at(5.1)!.score).toBe(at(14.9)!.score);
    expect(at(40.1)).toBeNull();
  });

  it("shows a distance saved with its km as its band, and the score as the sum again", () => {
    const saved = [
      { reason: "same_species" as const, points: 10 },
      { reason: "distance" as const, points: 22, km: 4 },
      { reason: "days_apart" as const, points: 15, days: 1 },
    ];
    expect(shownReasons(saved)).toEqual({
      score: 43,
      reasons: [
        { reason: "distance", points: 18, within_km: 5 },
        { reason: "days_apart", points: 15, days: 1 },
        { reason: "same_species", points: 10 },
      ],
    });
  });

  it("allows a found report from 3 days before the loss to 60 days after, and no further", () => {
    const lost = LOST.L1!;
    const foundOn = (seen_on: string) => scorePair(lost, { ...FOUND.F1!, seen_on });
    expect(foundOn("2026-02-26")).not.toBeNull();
    expect(foundOn("2026-02-25")).toBeNull();
    expect(foundOn("2026-04-30")).not.toBeNull();
    expect(foundOn("2026-05-01")).toBeNull();
  });

  it("tells small from large, and lets a size known on one side only pass", () => {
    const found = FOUND.F1!;
    expect(scorePair({ ...LOST.L1!, size: "small" }, { ...found, size: "large" })).toBeNull();
    expect(scorePair({ ...LOST.L1!, size: "unknown" }, { ...found, size: "large" })).not.toBeNull();
  });
});
