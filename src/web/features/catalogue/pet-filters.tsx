import { Button, Chip, Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GOOD_WITH } from "../../../contract/catalogue";
import { AGE_GROUPS, SIZES } from "../../../contract/pets";
import { useCategories } from "../../lib/api/categories";
import { useSpeciesName } from "../../lib/species";
import type { PetFilterValues as Filters } from "./use-pet-filters";

interface PetFiltersProps {
  filters: Filters;
  update: (change: Partial<Filters>) => void;
  clear: () => void;
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

/** Species and Gender first, then age, size, good with and location. */
export function PetFilters({ filters, update, clear }: PetFiltersProps) {
  const { t } = useTranslation("catalogue");
  const speciesName = useSpeciesName();
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
            <Chip value="" size="sm">
              {t("filters.any")}
            </Chip>
            {categories?.map((category) => (
              <Chip key={category.id} value={category.category} size="sm">
                {speciesName(category.category)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Section>

      <Section label={t("filters.gender")}>
        <SegmentedControl
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

      <Section label={t("filters.age")}>
        <Chip.Group
          multiple
          value={filters.age}
          onChange={(value) => update({ age: value as Filters["age"] })}
        >
          <Group gap={6}>
            {AGE_GROUPS.map((age) => (
              <Chip key={age} value={age} size="sm">
                {t(`age.${age}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Section>

      <Section label={t("filters.size")}>
        <Chip.Group
          multiple
          value={filters.size}
          onChange={(value) => update({ size: value as Filters["size"] })}
        >
          <Group gap={6}>
            {SIZES.map((size) => (
              <Chip key={size} value={size} size="sm">
                {t(`size.${size}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Section>

      <Section label={t("filters.goodWith")}>
        <Chip.Group
          multiple
          value={filters.good_with}
          onChange={(value) => update({ good_with: value as Filters["good_with"] })}
        >
          <Group gap={6}>
            {GOOD_WITH.map((kind) => (
              <Chip key={kind} value={kind} size="sm">
                {t(`goodWith.${kind}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Section>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get("location");
          update({ location: String(value ?? "").trim() || undefined });
        }}
      >
        <TextInput
          // A new key when the URL changes (back button, Clear) resets the typed text.
          key={filters.location ?? ""}
          name="location"
          type="search"
          label={t("filters.location")}
          placeholder={t("filters.locationPlaceholder")}
          defaultValue={filters.location ?? ""}
          leftSection={<IconMapPin size={16} aria-hidden />}
          onBlur={(event) => {
            const value = event.currentTarget.value.trim();
            if (value !== (filters.location ?? "")) update({ location: value || undefined });
          }}
          styles={{ label: { fontWeight: 700, marginBottom: 8 } }}
        />
      </form>

      <Button variant="subtle" onClick={clear} w="fit-content" px={0}>
        {t("list.clearFilters")}
      </Button>
    </Stack>
  );
}
