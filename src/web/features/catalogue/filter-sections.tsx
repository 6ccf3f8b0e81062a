import { IconMapPin } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { filterValues, PROFILE_FILTERS } from "../../../contract/pet-profile";
import { useCategories } from "../../lib/api/categories";
import { useCategoryName } from "../../lib/category-name";
import { useProfileWords } from "../../lib/pet-profile";
import { findDistrict } from "../../../contract/places";
import { TextInput } from "../../ui/first-view";
import { PlaceSelects } from "../../ui/place-selects";
import { Chip, Section } from "./filter-controls";
import { NearMeButton } from "./near-me-button";
import type { PetFilterValues as Filters } from "./use-pet-filters";
import classes from "./pet-filters.module.css";

interface FilterProps {
  filters: Filters;
  update: (change: Partial<Filters>) => void;
}

/** One species or any: the categories' chips, named in the reader's language. */
export function SpeciesFilter({ filters, update }: FilterProps) {
  const { t } = useTranslation("catalogue");
  const categoryName = useCategoryName();
  const { data: categories } = useCategories();
  const species = categories?.find(
    (category) =>
      category.category.toLowerCase() === filters.category?.toLowerCase() ||
      String(category.id) === filters.category,
  );
  const chosenSpecies = species?.category ?? filters.category ?? "";
  const speciesChoices = [
    { value: "", label: t("filters.any") },
    ...(categories ?? []).map((category) => ({
      value: category.category,
      label: categoryName(category),
    })),
  ];
  return (
    <Section label={t("filters.species")}>
      <div className={classes.chips}>
        {speciesChoices.map((choice) => (
          <Chip
            key={choice.value}
            type="radio"
            name="category"
            value={choice.value}
            isChecked={chosenSpecies === choice.value}
            onChange={() => update({ category: choice.value || undefined })}
          >
            {choice.label}
          </Chip>
        ))}
      </div>
    </Section>
  );
}

/** The profile's filters (age, size, good with): any of each one's values, ticked as chips. */
export function ProfileFilters({ filters, update }: FilterProps) {
  const words = useProfileWords();
  return PROFILE_FILTERS.map((filter) => {
    const chosen = filters[filter.param] as string[];
    return (
      <Section key={filter.param} label={words.filterTitle(filter)}>
        <div className={classes.chips}>
          {/* The chips offer only this filter's values. */}
          {filterValues(filter).map((value) => (
            <Chip
              key={value}
              type="checkbox"
              name={filter.param}
              value={value}
              isChecked={chosen.includes(value)}
              onChange={(isChecked) =>
                update({
                  [filter.param]: isChecked
                    ? [...chosen, value]
                    : chosen.filter((other) => other !== value),
                } as Partial<Filters>)
              }
            >
              {words.filterValue(filter, value)}
            </Chip>
          ))}
        </div>
      </Section>
    );
  });
}

/** A province and district chosen, or the district the phone says it is in. */
export function PlaceFilter({ filters, update }: FilterProps) {
  const { t } = useTranslation("catalogue");
  return (
    <Section label={t("filters.place")}>
      <PlaceSelects
        value={filters}
        onChange={(place) => update(place)}
        empty={{ province: t("filters.anyProvince"), district: t("filters.anyDistrict") }}
        labels={{ province: t("filters.province"), district: t("filters.district") }}
      />
      <NearMeButton
        onDistrict={(district) => update({ province: findDistrict(district)?.province, district })}
      />
    </Section>
  );
}

/** Typed words of a place, applied on leaving the field or on Enter. */
export function LocationFilter({
  id,
  filters,
  update,
  onLocationInput,
}: FilterProps & { id: string; onLocationInput?: (text: string) => void }) {
  const { t } = useTranslation("catalogue");
  return (
    <TextInput
      // A new key when the URL changes (back button, Clear) resets the typed text.
      key={filters.location ?? ""}
      id={id}
      label={t("filters.location")}
      classNames={{ label: classes.locationLabel }}
      leftSection={<IconMapPin size={16} aria-hidden />}
      name="location"
      type="search"
      placeholder={t("filters.locationPlaceholder")}
      defaultValue={filters.location ?? ""}
      onChange={(event) => onLocationInput?.(event.currentTarget.value)}
      onBlur={(event) => {
        const value = event.currentTarget.value.trim();
        if (value !== (filters.location ?? "")) update({ location: value || undefined });
      }}
      onKeyDown={(event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        update({ location: event.currentTarget.value.trim() || undefined });
      }}
    />
  );
}
