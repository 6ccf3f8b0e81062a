import type { MatchReasonItem, PublicReport } from "../../../contract/lost-found";
import { findDistrict, placeName } from "../../../contract/places";
import { useTranslation } from "../../i18n";
import { useFormat } from "../../lib/format";

type ReportNames = Pick<PublicReport, "kind" | "species" | "district" | "ward" | "tole">;

/** A species in the reader's language: its Nepali name where it has one. */
export const speciesName = (species: PublicReport["species"], language: string) =>
  (language === "ne" && species.name_ne) || species.name;

/**
 * A report in words, as its card, its page and its pair's page say it: "Lost Dog", the place to
 * the ward and tole (never closer: docs/product.md#lost-and-found), its colours, its day.
 */
export function useReportWords() {
  const { t, language } = useTranslation("lostFound");
  const { date, number } = useFormat();
  const list = (items: string[]) =>
    items.length < 2
      ? (items[0] ?? "")
      : `${items.slice(0, -1).join(", ")} ${t("words.and")} ${items.at(-1)}`;

  return {
    species: (report: Pick<PublicReport, "species">) => speciesName(report.species, language),
    title: (report: ReportNames) =>
      t(report.kind === "lost" ? "report.titleLost" : "report.titleFound", {
        species: speciesName(report.species, language),
      }),
    place: (report: ReportNames) => {
      const district = findDistrict(report.district);
      return [
        report.tole,
        report.ward !== null && t("place.ward", { ward: number(report.ward) }),
        district ? placeName(district, language) : report.district,
      ]
        .filter(Boolean)
        .join(", ");
    },
    colours: (colours: PublicReport["colours"]) =>
      list(colours.map((colour) => t(`colour.${colour}`))),
    day: (report: Pick<PublicReport, "kind" | "seen_on">) =>
      t(report.kind === "lost" ? "day.lost" : "day.found", { day: date(report.seen_on) }),
    /** "near each other (within 5 km)", "same ward", "2 days apart", "both black and white". */
    reason: ({ reason, colours, within_km, days }: MatchReasonItem) => {
      if (reason === "colours")
        return t("reason.colours", {
          colours: list((colours ?? []).map((colour) => t(`colour.${colour}`).toLowerCase())),
        });
      if (reason === "distance")
        // Only the band's upper bound is told, never the km (decision 050).
        return t("reason.distance", { km: number(within_km ?? 40) });
      if (reason === "days_apart")
        return t("reason.days_apart", { count: days ?? 0, n: number(days ?? 0) });
      return t(`reason.${reason}`);
    },
  };
}
