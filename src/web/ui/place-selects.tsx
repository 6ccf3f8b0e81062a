import { NativeSelect, Stack, type NativeSelectProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../i18n";
import { DISTRICTS, districtsOf, findDistrict, placeName, PROVINCES } from "../../contract/places";

export interface Place {
  province?: string;
  district?: string;
}

interface PlaceSelectsProps {
  value: Place;
  onChange: (place: Place) => void;
  /** The empty choice of each: "Any province" in the filters, "Choose…" on a form. */
  empty: { province: string; district: string };
  labels: { province: string; district: string };
  isRequired?: boolean;
  errors?: { province?: ReactNode; district?: ReactNode };
}

/**
 * A province and a district as two plain selects (named, so they work in a GET form without
 * JavaScript), names in the reader's language, values the English names the API takes. The
 * districts are the province's once one is chosen, else all of them under their provinces.
 */
export function PlaceSelects({
  value,
  onChange,
  empty,
  labels,
  isRequired,
  errors,
}: PlaceSelectsProps) {
  const { language } = useTranslation();
  const name = (place: { name: string; name_ne: string }) => placeName(place, language);
  const byName = (a: { name: string; name_ne: string }, b: { name: string; name_ne: string }) =>
    name(a).localeCompare(name(b), language);
  const option = (place: { name: string; name_ne: string }) => ({
    value: place.name,
    label: name(place),
  });
  const districts: NativeSelectProps["data"] = value.province
    ? [...districtsOf(value.province)].sort(byName).map(option)
    : PROVINCES.map((province) => ({
        group: name(province),
        items: DISTRICTS.filter((district) => district.province === province.name)
          .sort(byName)
          .map(option),
      }));

  return (
    <Stack gap="sm">
      <NativeSelect
        name="province"
        label={labels.province}
        withAsterisk={isRequired}
        value={value.province ?? ""}
        error={errors?.province}
        onChange={(event) => {
          const province = event.currentTarget.value || undefined;
          // A district stays only while it is in the province chosen.
          const keeps = province && findDistrict(value.district)?.province === province;
          onChange({ province, district: keeps ? value.district : undefined });
        }}
        data={[{ value: "", label: empty.province }, ...PROVINCES.map(option)]}
      />
      <NativeSelect
        name="district"
        label={labels.district}
        withAsterisk={isRequired}
        value={value.district ?? ""}
        error={errors?.district}
        onChange={(event) => {
          const district = findDistrict(event.currentTarget.value);
          onChange({ province: district?.province ?? value.province, district: district?.name });
        }}
        data={[{ value: "", label: empty.district }, ...(districts ?? [])]}
      />
    </Stack>
  );
}
