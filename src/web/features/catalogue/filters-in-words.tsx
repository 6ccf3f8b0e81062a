import { useTranslation } from "../../i18n";
import { PROFILE_FILTERS } from "../../../contract/pet-profile";
import { findDistrict, findProvince, placeName } from "../../../contract/places";
import { useCategories } from "../../lib/api/categories";
import { useCategoryName } from "../../lib/category-name";
import { useProfileWords } from "../../lib/pet-profile";
import { parseFilters, type PetFilterValues } from "./use-pet-filters";

/**
 * The listing's filters said in words, "Dog · Female · Baby, Young · “calm” · Kaski · Pokhara": a saved
 * search's default name and its line on the dashboard. No filter at all is "All pets".
 */
export function useFiltersInWords() {
  const { t, language } = useTranslation("catalogue");
  const place = (found: { name: string; name_ne: string } | undefined) =>
    found && placeName(found, language);
  const words = useProfileWords();
  const categoryName = useCategoryName();
  const { data: categories } = useCategories();

  return (filters: PetFilterValues) => {
    const species = categories?.find(
      (category) =>
        category.category.toLowerCase() === filters.category?.toLowerCase() ||
        String(category.id) === filters.category,
    );
    const parts = [
      species ? categoryName(species) : filters.category,
      filters.gender && t(`gender.${filters.gender}`),
      ...PROFILE_FILTERS.map((filter) =>
        filters[filter.param].map((value) => words.filterValue(filter, value)).join(", "),
      ),
      filters.q && `“${filters.q}”`,
      filters.breed,
      filters.colour,
      filters.fee && t(`filters.fees.${filters.fee}`),
      filters.video && t("filters.hasVideo"),
      // The district names its province; the province alone when no district is chosen.
      place(findDistrict(filters.district)) ?? place(findProvince(filters.province)),
      filters.location,
    ].filter(Boolean);
    return parts.length ? parts.join(" · ") : t("list.allPets");
  };
}

/** A saved `/pets` query string in words. */
export function FiltersInWords({ query }: { query: string }) {
  const say = useFiltersInWords();
  return <>{say(parseFilters(new URLSearchParams(query)))}</>;
}
