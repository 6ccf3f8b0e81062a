import { Button, NativeSelect, Paper } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { Form } from "react-router";
import { PROVINCES, placeName } from "../../../contract/places";
import { REPORT_KINDS } from "../../../contract/lost-found-values";
import { useTranslation } from "../../i18n";
import { useCategories } from "../../lib/api/categories";
import { useCategoryName } from "../../lib/category-name";
import { useFormat } from "../../lib/format";
import { districtsByName } from "../../ui/place-selects";
import { useToday } from "../../ui/render-day";
import classes from "./lost-found.module.css";
import { daysBefore, type ReportFilters } from "./report-filters-url";

const SINCE_DAYS = [3, 7, 14, 30, 90] as const;

/**
 * The list's filters as a plain GET form: without JavaScript the browser sends it and the server
 * renders the list; with it, React Router loads the same address in place. "Seen since" offers
 * days counted back from today, so the address holds a real day, as the API takes it.
 */
export function ReportFiltersForm({ filters }: { filters: ReportFilters }) {
  const { t, language } = useTranslation("lostFound");
  const categoryName = useCategoryName();
  const categories = useCategories().data ?? [];
  const { date } = useFormat();
  const today = useToday();
  const sinceChoices = SINCE_DAYS.map((days) => ({
    value: daysBefore(today, days),
    label: t("filters.lastDays", { n: days }),
  }));
  // A day from a shared link that is none of today's choices is kept as a choice of its own.
  if (filters.from && !sinceChoices.some((choice) => choice.value === filters.from)) {
    sinceChoices.push({
      value: filters.from,
      label: t("filters.sinceDay", { day: date(filters.from) }),
    });
  }
  // Each select starts from the address: a new address (back, a link) draws them afresh.
  const key = JSON.stringify(filters);

  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
      <Form
        method="get"
        action="/lost-found"
        className={classes.filters}
        aria-label={t("filters.title")}
        key={key}
      >
        <NativeSelect
          name="kind"
          label={t("filters.kind")}
          defaultValue={filters.kind ?? ""}
          data={[
            { value: "", label: t("filters.any") },
            ...REPORT_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
          ]}
        />
        <NativeSelect
          name="species"
          label={t("filters.species")}
          defaultValue={filters.species ?? ""}
          data={[
            { value: "", label: t("filters.any") },
            ...categories.map((category) => ({
              value: String(category.id),
              label: categoryName(category),
            })),
          ]}
        />
        <NativeSelect
          name="district"
          label={t("filters.district")}
          defaultValue={filters.district ?? ""}
        >
          <option value="">{t("filters.anyDistrict")}</option>
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
        <NativeSelect
          name="from"
          label={t("filters.since")}
          defaultValue={filters.from ?? ""}
          data={[{ value: "", label: t("filters.anyTime") }, ...sinceChoices]}
        />
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
          {t("filters.apply")}
        </Button>
      </Form>
    </Paper>
  );
}
