import { useId, useRef } from "react";
import { useTranslation } from "../../i18n";
import { useLiveForm } from "../../ui/before-live";
import { Button } from "../../ui/first-view";
import { FEE_FILTERS } from "../../../contract/catalogue-values";
import { Chip, Section, Segments } from "./filter-controls";
import { LocationFilter, PlaceFilter, ProfileFilters, SpeciesFilter } from "./filter-sections";
import { WordFilter } from "./word-filter";
import classes from "./pet-filters.module.css";
import { useHydrated, useWasHydrated } from "../../ui/use-hydrated";
import { filtersToSearch, parseFilters, type PetFilterValues as Filters } from "./use-pet-filters";

interface PetFiltersProps {
  filters: Filters;
  update: (change: Partial<Filters>) => void;
  clear: () => void;
  /** Each keystroke in Location, before it is applied (the phone's drawer counts with it). */
  onLocationInput?: (text: string) => void;
}

/**
 * Species and Gender first, then the profile's filters (age, size, good with), breed, colour,
 * fee, video, place and location.
 */
export function PetFilters({ filters, update, clear, onLocationInput }: PetFiltersProps) {
  // What was ticked or typed before the page was live is applied once it is (decision 045).
  // A form drawn later (the phone's drawer) shows the URL's filters: nothing to apply.
  const formRef = useRef<HTMLFormElement>(null);
  const wasLive = useWasHydrated();
  useLiveForm(formRef, (fields) => {
    if (wasLive) return;
    const strings = [...fields].filter((field): field is [string, string] => {
      return typeof field[1] === "string";
    });
    const chosen = { ...parseFilters(new URLSearchParams(strings)), page: filters.page };
    if (filtersToSearch(chosen) !== filtersToSearch(filters)) update({ ...chosen, page: 1 });
  });
  return (
    // Until the page is live (or without JavaScript) the filters are a plain GET form with an
    // Apply button (decisions 034 and 045).
    <form ref={formRef} method="get" action="/pets" onSubmit={(event) => event.preventDefault()}>
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
  // Made here, where the field's id has always been made: the server's page keeps its id.
  const locationId = useId();
  const genders = [
    { value: "", label: t("filters.any") },
    { value: "male", label: t("gender.male") },
    { value: "female", label: t("gender.female") },
  ];
  const fees = [
    { value: "", label: t("filters.any") },
    ...FEE_FILTERS.map((fee) => ({ value: fee, label: t(`filters.fees.${fee}`) })),
  ];

  return (
    <div className={classes.fields}>
      <SpeciesFilter filters={filters} update={update} />

      <Section label={t("filters.gender")}>
        <Segments
          name="gender"
          choices={genders}
          chosen={filters.gender}
          onChange={(value) => update({ gender: value as Filters["gender"] })}
        />
      </Section>

      <ProfileFilters filters={filters} update={update} />

      <WordFilter
        name="breed"
        label={t("filters.breed")}
        placeholder={t("filters.breedPlaceholder")}
        value={filters.breed}
        onApply={(breed) => update({ breed })}
      />
      <WordFilter
        name="colour"
        label={t("filters.colour")}
        placeholder={t("filters.colourPlaceholder")}
        value={filters.colour}
        onApply={(colour) => update({ colour })}
      />

      <Section label={t("filters.fee")}>
        <Segments
          name="fee"
          choices={fees}
          chosen={filters.fee}
          onChange={(value) => update({ fee: value as Filters["fee"] })}
        />
      </Section>

      <Section label={t("filters.video")}>
        <div className={classes.chips}>
          <Chip
            type="checkbox"
            name="video"
            value="yes"
            isChecked={filters.video === "yes"}
            onChange={(isChecked) => update({ video: isChecked ? "yes" : undefined })}
          >
            {t("filters.hasVideo")}
          </Chip>
        </div>
      </Section>

      <PlaceFilter filters={filters} update={update} />

      <LocationFilter
        id={locationId}
        filters={filters}
        update={update}
        onLocationInput={onLocationInput}
      />

      <ApplyButton />
      <Button
        component="a"
        href="/pets"
        className={classes.clear}
        variant="subtle"
        onClick={(event) => {
          event.preventDefault();
          clear();
        }}
      >
        {t("list.clearFilters")}
      </Button>
    </div>
  );
}

// Its own component: becoming live after hydration draws only it again, not every field.
function ApplyButton() {
  const { t } = useTranslation("catalogue");
  const isLive = useHydrated();
  if (isLive) return null;
  return (
    <Button type="submit" radius="xl">
      {t("filters.apply")}
    </Button>
  );
}
