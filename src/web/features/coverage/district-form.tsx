import { Form } from "react-router";
import { placeName, PROVINCES } from "../../../contract/places";
import { useTranslation } from "../../i18n";
import { Button, NativeSelect } from "../../ui/first-view";
import { districtsByName } from "../../ui/place-selects";
import classes from "./coverage.module.css";

/**
 * A district, chosen in a plain GET form to /coverage, whose loader sends it on to the
 * district's page: it works with JavaScript off.
 */
export function DistrictForm({ current }: { current?: string }) {
  const { t, language } = useTranslation("coverage");
  return (
    <Form method="get" action="/coverage" className={classes.districtForm}>
      <NativeSelect
        name="district"
        label={t("index.district")}
        defaultValue={current ?? ""}
        required
      >
        <option value="">{t("index.choose")}</option>
        {PROVINCES.map((province) => (
          <optgroup key={province.name} label={placeName(province, language)}>
            {districtsByName(province.name, language).map((district) => (
              <option key={district.name} value={district.name}>
                {placeName(district, language)}
              </option>
            ))}
          </optgroup>
        ))}
      </NativeSelect>
      <Button type="submit" variant="light">
        {t("index.go")}
      </Button>
    </Form>
  );
}
