import { Paper, Stack, Switch } from "@mantine/core";
import { useTranslation } from "../../i18n";
import { DayField } from "../../ui/day-field";
import { PlaceFields } from "../../ui/place-fields";
import type { CampDetails, SetCampDetail } from "./use-camp-form";

/** The camp's day, district, ward and spot, and whether it sterilised and vaccinated its dogs. */
export function CampDetailsFields({
  details,
  setDetail,
  errors,
  isWardRequired,
}: {
  details: CampDetails;
  setDetail: SetCampDetail;
  errors: Record<string, string>;
  /** New dogs live in the camp's ward, so it is asked for when there are some. */
  isWardRequired: boolean;
}) {
  const { t } = useTranslation("communityDogs");
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <DayField
          label={t("camp.heldOn")}
          withAsterisk
          value={details.heldOn}
          onChange={(heldOn) => setDetail("heldOn", heldOn)}
          error={errors.held_on}
        />
        <PlaceFields
          place={{
            value: details.place,
            onChange: (place) => setDetail("place", place),
            empty: { province: t("form.chooseProvince"), district: t("form.chooseDistrict") },
            labels: { province: t("form.province"), district: t("form.district") },
            isRequired: true,
            errors: { district: errors.district },
          }}
          ward={{
            label: t("camp.ward"),
            withAsterisk: isWardRequired,
            value: details.ward,
            onChange: (ward) => setDetail("ward", ward),
            error: errors.ward,
          }}
          tole={{
            label: t("camp.place"),
            placeholder: t("camp.placePlaceholder"),
            maxLength: 120,
            value: details.spot,
            onChange: (event) => setDetail("spot", event.currentTarget.value),
            error: errors.place,
          }}
        />
        <Switch
          label={t("camp.sterilised")}
          checked={details.sterilised}
          onChange={(event) => setDetail("sterilised", event.currentTarget.checked)}
          error={errors.sterilised}
        />
        <Switch
          label={t("camp.vaccinated")}
          checked={details.vaccinated}
          onChange={(event) => setDetail("vaccinated", event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}
