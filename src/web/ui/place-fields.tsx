import { SimpleGrid, TextInput, type TextInputProps } from "@mantine/core";
import { MOST_WARDS, MOST_WARDS_ANYWHERE } from "../../contract/district-wards";
import { useTranslation } from "../i18n";
import { formatNumber } from "../lib/format-numbers";
import { NumberField, type NumberFieldProps } from "./number-field";
import { PlaceSelects, type PlaceSelectsProps } from "./place-selects";

/** The highest ward of a district (its largest local level's), or of any while none is chosen. */
export const mostWards = (district?: string) =>
  (district && MOST_WARDS[district]) || MOST_WARDS_ANYWHERE;

// Under their inputs, so a ward and a tole side by side line up with a hint or without.
const HINT_BELOW: TextInputProps["inputWrapperOrder"] = ["label", "input", "description", "error"];

/**
 * Where something is, as Sathi says a place (docs/decisions/050-lost-and-found.md): a province
 * and district, a ward of that district, typed in Latin or Devanagari digits and bounded by the
 * district's wards, and a tole or a spot people know.
 */
export function PlaceFields({
  place,
  ward,
  tole,
}: {
  place: PlaceSelectsProps;
  ward: Omit<NumberFieldProps, "min" | "max" | "decimals">;
  tole: TextInputProps;
}) {
  const { t, language } = useTranslation("common");
  const most = mostWards(place.value.district);
  return (
    <>
      <PlaceSelects {...place} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberField
          description={t("place.wardRange", { most: formatNumber(language, most) })}
          inputWrapperOrder={HINT_BELOW}
          {...ward}
          min={1}
          max={most}
        />
        <TextInput inputWrapperOrder={HINT_BELOW} {...tole} />
      </SimpleGrid>
    </>
  );
}
