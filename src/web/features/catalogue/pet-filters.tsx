import { Button, Chip, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { filterValues, PROFILE_FILTERS } from "../../../contract/pet-profile";
import { useCategories } from "../../lib/api/categories";
import { useProfileWords } from "../../lib/pet-profile";
import { useCategoryName } from "../../lib/category-name";
import { findDistrict } from "../../../contract/places";
import { PlaceSelects } from "../../ui/place-selects";
import { NearMeButton } from "./near-me-button";
import type { PetFilterValues as Filters } from "./use-pet-filters";

interface PetFiltersProps {
  filters: Filters;
  update: (change: Partial<Filters>) => void;
  clear: () => void;
  /** Each keystroke in Location, before it is applied (the phone's drawer counts with it). */
  onLocationInput?: (text: string) => void;
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={8} role="group" aria-label={label}>
      <Text fw={700} size="sm">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Species and Gender first, then the profile's filters (age, size, good with), place and location. */
export function PetFilters({ filters, update, clear, onLocationInput }: PetFiltersProps) {
  return (
    // Without JavaScript the filters are a plain GET form with an Apply button (decision 034).
    <form method="get" action="/pets" onSubmit={(event) => event.preventDefault()}>
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {filters.sort !== "newest" && <input type="hidden" name="sort" value={filters.sort} />}
      <FilterFields
        filters={filters}
        update={update}
        clear={clear}
        onLocationInput={onLocationInput}
      />
    </form>
  );
}

function FilterFields({ filters, update, clear, onLocationInput }: PetFiltersProps) {
  const { t } = useTranslation("catalogue");
  const categoryName = useCategoryName();
  const words = useProfileWords();
  const { data: categories } = useCategories();
  const species = categories?.find(
    (category) =>
      category.category.toLowerCase() === filters.category?.toLowerCase() ||
      String(category.id) === filters.category,
  );

  return (
    <Stack gap="lg">
      <Section label={t("filters.species")}>
        <Chip.Group
          value={species?.category ?? (filters.category ? filters.category : "")}
          onChange={(value) => update({ category: value || undefined })}
        >
          <Group gap={6}>
            <Chip value="" size="sm" name="category">
              {t("filters.any")}
            </Chip>
            {categories?.map((category) => (
              <Chip key={category.id} value={category.category} size="sm" name="category">
                {categoryName(category)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Section>

      <Section label={t("filters.gender")}>
        <SegmentedControl
          name="gender"
          fullWidth
          value={filters.gender ?? ""}
          onChange={(value) => update({ gender: (value || undefined) as Filters["gender"] })}
          data={[
            { value: "", label: t("filters.any") },
            { value: "male", label: t("gender.male") },
            { value: "female", label: t("gender.female") },
          ]}
        />
      </Section>

      {PROFILE_FILTERS.map((filter) => (
        <Section key={filter.param} label={words.filterTitle(filter)}>
          <Chip.Group
            multiple
            value={filters[filter.param] as string[]}
            // The chips offer only this filter's values.
            onChange={(value: string[]) => update({ [filter.param]: value } as Partial<Filters>)}
          >
            <Group gap={6}>
              {filterValues(filter).map((value) => (
                <Chip key={value} value={value} size="sm" name={filter.param}>
                  {words.filterValue(filter, value)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Section>
      ))}

      <Section label={t("filters.place")}>
        <PlaceSelects
          value={filters}
          onChange={(place) => update(place)}
          empty={{ province: t("filters.anyProvince"), district: t("filters.anyDistrict") }}
          labels={{ province: t("filters.province"), district: t("filters.district") }}
        />
        <NearMeButton
          onDistrict={(district) =>
            update({ province: findDistrict(district)?.province, district })
          }
        />
      </Section>

      <TextInput
        // A new key when the URL changes (back button, Clear) resets the typed text.
        key={filters.location ?? ""}
        name="location"
        type="search"
        label={t("filters.location")}
        placeholder={t("filters.locationPlaceholder")}
        defaultValue={filters.location ?? ""}
        leftSection={<IconMapPin size={16} aria-hidden />}
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
        styles={{ label: { fontWeight: 700, marginBottom: 8 } }}
      />

      <noscript>
        <Button type="submit" radius="xl">
          {t("filters.apply")}
        </Button>
      </noscript>
      <Button
        component="a"
        href="/pets"
        variant="subtle"
        onClick={(event) => {
          event.preventDefault();
          clear();
        }}
        w="fit-content"
        px={0}
      >
        {t("list.clearFilters")}
      </Button>
    </Stack>
  );
}
