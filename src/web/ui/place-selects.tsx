import type { ChangeEvent, ReactNode } from "react";
import { useTranslation } from "../i18n";
import { districtsOf, findDistrict, placeName, PROVINCES } from "../../contract/places";
import { NativeSelect } from "./first-view";
import classes from "./place-selects.module.css";

export interface Place {
  province?: string;
  district?: string;
}

export interface PlaceSelectsProps {
  value: Place;
  onChange: (place: Place) => void;
  /** The empty choice of each: "Any province" in the filters, "Choose…" on a form. */
  empty: { province: string; district: string };
  labels: { province: string; district: string };
  isRequired?: boolean;
  errors?: { province?: ReactNode; district?: ReactNode };
}

type Named = { name: string; name_ne: string };

// Sorted once per language and province, by code point: a collator costs a slow phone ~45 ms to
// make in hydration (localeCompare made one per comparison, ~80 ms), and for these names the
// order is the locale's (place-selects.test.ts checks it).
const sortedDistricts = new Map<string, readonly Named[]>();
export function districtsByName(province: string, language: string) {
  const key = `${language}:${province}`;
  let districts = sortedDistricts.get(key);
  if (!districts) {
    const name = (place: Named) => placeName(place, language);
    districts = districtsOf(province).sort((a, b) =>
      name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0,
    );
    sortedDistricts.set(key, districts);
  }
  return districts;
}

/**
 * A province and a district as two plain selects (named, so they work in a GET form without
 * JavaScript), names in the reader's language, values the English names the API takes. The
 * districts are the province's once one is chosen, else all of them under their provinces.
 * Native selects in Mantine's look: the listing (a first view) draws no Mantine, and the store's
 * Mantine forms show them among their own fields.
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
  const name = (place: Named) => placeName(place, language);
  const options = (places: readonly Named[]) =>
    places.map((place) => (
      <option key={place.name} value={place.name}>
        {name(place)}
      </option>
    ));

  return (
    <div className={classes.stack}>
      <PlaceSelect
        name="province"
        label={labels.province}
        isRequired={isRequired}
        value={value.province}
        error={errors?.province}
        onChange={(event) => {
          const province = event.currentTarget.value || undefined;
          // A district stays only while it is in the province chosen.
          const keeps = province && findDistrict(value.district)?.province === province;
          onChange({ province, district: keeps ? value.district : undefined });
        }}
      >
        <option value="">{empty.province}</option>
        {options(PROVINCES)}
      </PlaceSelect>
      <PlaceSelect
        name="district"
        label={labels.district}
        isRequired={isRequired}
        value={value.district}
        error={errors?.district}
        onChange={(event) => {
          const district = findDistrict(event.currentTarget.value);
          onChange({ province: district?.province ?? value.province, district: district?.name });
        }}
      >
        <option value="">{empty.district}</option>
        {value.province
          ? options(districtsByName(value.province, language))
          : PROVINCES.map((province) => (
              <optgroup key={province.name} label={name(province)}>
                {options(districtsByName(province.name, language))}
              </optgroup>
            ))}
      </PlaceSelect>
    </div>
  );
}

interface PlaceSelectProps {
  name: string;
  label: string;
  isRequired?: boolean;
  value?: string;
  error?: ReactNode;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}

/** A labelled select with Mantine's asterisk and error line. */
function PlaceSelect({
  name,
  label,
  isRequired,
  value,
  error,
  onChange,
  children,
}: PlaceSelectProps) {
  return (
    <NativeSelect
      name={name}
      label={label}
      withAsterisk={isRequired}
      value={value ?? ""}
      error={error}
      onChange={onChange}
    >
      {children}
    </NativeSelect>
  );
}
