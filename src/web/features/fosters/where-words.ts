import type { AnimalWhere, StoreAnimal } from "../../../contract/animal-life";
import { findDistrict, placeName } from "../../../contract/places";
import type { TFunction } from "../../i18n";

/** "With Laxmi in Lalitpur, since 2081 Mangsir 3": where the animal is, in the reader's words. */
export function whereInWords(
  t: TFunction<"fosters">,
  language: string,
  where: AnimalWhere,
  day: (value: string) => string,
): string {
  if (where.kind === "centre") return t("animals.atCentre");
  const district = districtName(where.district, language);
  const home = where.foster_name
    ? t("animals.withFoster", { name: where.foster_name, district })
    : t("animals.withFosterGone", { district });
  const since = t("animals.since", { day: day(where.since) });
  const until = where.until ? `, ${t("animals.until", { day: day(where.until) })}` : "";
  return `${home}, ${since}${until}`;
}

export const districtName = (name: string | null, language: string) => {
  const district = findDistrict(name);
  return district ? placeName(district, language) : (name ?? "");
};

/** "Left: Transferred to another centre, 2081 Mangsir 3", or null while it is in care. */
export const leftInWords = (
  t: TFunction<"fosters">,
  outcome: StoreAnimal["outcome"],
  day: (value: string) => string,
) =>
  outcome
    ? t("animals.leftOn", { reason: t(`outcome.${outcome.reason}`), day: day(outcome.on_day) })
    : null;
