import { TextInput, type TextInputProps } from "@mantine/core";
import type { ComponentProps } from "react";
import { useTranslation } from "../../i18n";
import { PlaceSelects } from "../../ui/place-selects";

/** The rules of a store's place, on the form that creates a store and the one that moves it. */
export function usePlaceRules() {
  const { t } = useTranslation("stores");
  return {
    storeLocation: (value: string) => (value.trim() ? null : t("create.required.storeLocation")),
    province: (value: string | undefined) => (value ? null : t("place.required.province")),
    district: (value: string | undefined) => (value ? null : t("place.required.district")),
  };
}

/** The store's address line, required. */
export function StoreLocationInput(props: TextInputProps) {
  const { t } = useTranslation("stores");
  return (
    <TextInput
      label={t("create.storeLocation")}
      placeholder={t("create.storeLocationPlaceholder")}
      withAsterisk
      maxLength={200}
      {...props}
    />
  );
}

/** The store's province and district, both required. */
export function StorePlaceSelects(
  props: Pick<ComponentProps<typeof PlaceSelects>, "value" | "onChange" | "errors">,
) {
  const { t } = useTranslation("stores");
  return (
    <PlaceSelects
      empty={{ province: t("place.chooseProvince"), district: t("place.chooseDistrict") }}
      labels={{ province: t("place.province"), district: t("place.district") }}
      isRequired
      {...props}
    />
  );
}
