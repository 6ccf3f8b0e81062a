import { IconMapPin } from "@tabler/icons-react";
import { useId, useRef, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { filterValues, PROFILE_FILTERS } from "../../../contract/pet-profile";
import { useCategories } from "../../lib/api/categories";
import { useProfileWords } from "../../lib/pet-profile";
import { useCategoryName } from "../../lib/category-name";
import { findDistrict } from "../../../contract/places";
import { useLiveForm } from "../../ui/before-live";
import { PlaceSelects } from "../../ui/place-selects";
import { Button, TextInput } from "../../ui/first-view";
import { FEE_FILTERS } from "../../../contract/catalogue-values";
import { NearMeButton } from "./near-me-button";
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

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.section} role="group" aria-label={label}>
      <p className={classes.sectionLabel}>{label}</p>
      {children}
    </div>
  );
}

/** Mantine's check mark, shown in a ticked chip. */
function CheckMark() {
  return (
    <span className={classes.check} aria-hidden>
      <svg viewBox="0 0 10 7" fill="none">
        <path
          d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </span>
  );
}

interface ChipProps {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
  children: ReactNode;
}

/** A native radio or checkbox drawn as Mantine's Chip: its ticked look is the input's own state. */
function Chip({ type, name, value, isChecked, onChange, children }: ChipProps) {
  return (
    <label className={classes.chip}>
      <input
        type={type}
        className={classes.hidden}
        name={name}
        value={value}
        checked={isChecked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <CheckMark />
      <span>{children}</span>
    </label>
  );
}

interface SegmentsProps {
  name: string;
  /** The first choice, "Any", has the value "". */
  choices: { value: string; label: string }[];
  chosen: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Native radios drawn as Mantine's SegmentedControl (Gender, Adoption fee). */
function Segments({ name, choices, chosen, onChange }: SegmentsProps) {
  return (
    <div className={classes.segments} role="radiogroup">
      {choices.map((choice) => (
        <label key={choice.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.hidden}
            name={name}
            value={choice.value}
            checked={(chosen ?? "") === choice.value}
            onChange={() => onChange(choice.value || undefined)}
          />
          <span className={classes.segmentLabel}>{choice.label}</span>
        </label>
      ))}
    </div>
  );
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
  const categoryName = useCategoryName();
  const words = useProfileWords();
  const { data: categories } = useCategories();
  const locationId = useId();
  const species = categories?.find(
    (category) =>
      category.category.toLowerCase() === filters.category?.toLowerCase() ||
      String(category.id) === filters.category,
  );
  const chosenSpecies = species?.category ?? filters.category ?? "";
  const speciesChoices = [
    { value: "", label: t("filters.any") },
    ...(categories ?? []).map((category) => ({
      value: category.category,
      label: categoryName(category),
    })),
  ];
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
      <Section label={t("filters.species")}>
        <div className={classes.chips}>
          {speciesChoices.map((choice) => (
            <Chip
              key={choice.value}
              type="radio"
              name="category"
              value={choice.value}
              isChecked={chosenSpecies === choice.value}
              onChange={() => update({ category: choice.value || undefined })}
            >
              {choice.label}
            </Chip>
          ))}
        </div>
      </Section>

      <Section label={t("filters.gender")}>
        <Segments
          name="gender"
          choices={genders}
          chosen={filters.gender}
          onChange={(value) => update({ gender: value as Filters["gender"] })}
        />
      </Section>

      {PROFILE_FILTERS.map((filter) => {
        const chosen = filters[filter.param] as string[];
        return (
          <Section key={filter.param} label={words.filterTitle(filter)}>
            <div className={classes.chips}>
              {/* The chips offer only this filter's values. */}
              {filterValues(filter).map((value) => (
                <Chip
                  key={value}
                  type="checkbox"
                  name={filter.param}
                  value={value}
                  isChecked={chosen.includes(value)}
                  onChange={(isChecked) =>
                    update({
                      [filter.param]: isChecked
                        ? [...chosen, value]
                        : chosen.filter((other) => other !== value),
                    } as Partial<Filters>)
                  }
                >
                  {words.filterValue(filter, value)}
                </Chip>
              ))}
            </div>
          </Section>
        );
      })}

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
        id={locationId}
        label={t("filters.location")}
        classNames={{ label: classes.locationLabel }}
        leftSection={<IconMapPin size={16} aria-hidden />}
        name="location"
        type="search"
        placeholder={t("filters.locationPlaceholder")}
        defaultValue={filters.location ?? ""}
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
