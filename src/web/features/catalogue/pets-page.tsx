import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconSearch } from "@tabler/icons-react";
import { Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { PET_SORTS, type PetSort } from "../../../contract/catalogue-values";
import { useNumberFormat } from "../../lib/format-numbers";
import { usePets } from "../../lib/api/pets";
import { lazyWithMantine } from "../../ui/lazy-with-mantine";
import badge from "../../ui/plain/badge.module.css";
import button from "../../ui/plain/button.module.css";
import input from "../../ui/plain/input.module.css";
import layout from "../../ui/plain/layout.module.css";
import text from "../../ui/plain/text.module.css";
import { usePageMeta } from "../../ui/use-page-meta";
import { useHydrated } from "../../ui/use-hydrated";
import classes from "./catalogue.module.css";
import { useFiltersInWords } from "./filters-in-words";
import { PetFilters } from "./pet-filters";
import { PetsResults } from "./pets-results";
import { countFilters, filtersToSearch, usePetFilters } from "./use-pet-filters";

// The phone's filters drawer (a Mantine Drawer) loads on the first tap of Filters.
const FiltersDrawer = lazyWithMantine(() =>
  import("./filters-drawer").then((module) => module.FiltersDrawer),
);

/** The saved-searches feature's "Save this search", given the filters as a query and in words. */
export type SaveSearchSlot = (search: { query: string; name: string }) => ReactNode;

/** /pets: the pet listing, with its filters in the URL. */
export function PetsPage({ saveSearch }: { saveSearch?: SaveSearchSlot }) {
  const { t } = useTranslation("catalogue");
  const { t: tc } = useTranslation();
  usePageMeta(tc("pages.pets"), t("meta.description"));
  const { filters, update, clear, apiSearch } = usePetFilters();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [wasDrawerOpened, setDrawerOpened] = useState(false);
  const { number } = useNumberFormat();
  const pets = usePets(apiSearch, { keepPrevious: true });
  const total = pets.data && number(pets.data.total);
  const active = countFilters(filters);
  const inWords = useFiltersInWords();

  const goToPage = (page: number) => {
    update({ page });
    document.getElementById("results")?.scrollIntoView({ block: "start" });
  };

  const openDrawer = () => {
    setDrawerOpened(true);
    drawer.open();
  };

  return (
    <div className={`${layout.container} ${classes.page}`}>
      <h1 className={`${text.title} ${classes.heading}`}>{tc("pages.pets")}</h1>
      <p className={classes.subtitle}>{t("list.subtitle")}</p>

      <form
        role="search"
        className={classes.search}
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get("q");
          update({ q: String(value ?? "").trim() || undefined });
        }}
      >
        <div className={`${input.control} ${classes.searchField}`}>
          <span className={input.icon}>
            <IconSearch size={18} aria-hidden />
          </span>
          <input
            key={filters.q ?? ""}
            name="q"
            type="search"
            className={`${input.input} ${input.withIcon}`}
            data-size="md"
            data-radius="xl"
            aria-label={t("filters.search")}
            placeholder={t("filters.searchPlaceholder")}
            defaultValue={filters.q ?? ""}
          />
        </div>
        <button type="submit" className={button.button} data-size="md" data-radius="xl">
          {t("filters.searchButton")}
        </button>
      </form>
      {saveSearch?.({ query: filtersToSearch({ ...filters, page: 1 }), name: inWords(filters) })}

      <div className={classes.columns}>
        {/* On a phone the Filters button opens a drawer; without JavaScript it is a link here,
            and this column shows when it is the link's target (catalogue.module.css). */}
        <div id="filters" className={`${classes.filtersColumn} ${layout.fromMd}`}>
          <div className={classes.sidebar}>
            <h2 className={classes.filtersTitle}>{t("filters.title")}</h2>
            <PetFilters filters={filters} update={update} clear={clear} />
          </div>
        </div>
        <div id="results" className={classes.resultsColumn}>
          <div className={classes.resultsBar}>
            <p className={classes.total} aria-live="polite">
              {pets.data ? t("list.count", { count: pets.data.total, formatted: total }) : ""}
            </p>
            <div className={classes.tools}>
              <FiltersButton active={active} onOpen={openDrawer} />
              <div>
                <select
                  className={input.select}
                  data-radius="xl"
                  aria-label={t("filters.sort")}
                  value={filters.sort}
                  onChange={(event) => update({ sort: event.currentTarget.value as PetSort })}
                >
                  {PET_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </div>
          <PetsResults pets={pets} page={filters.page} onPage={goToPage} onClear={clear} />
        </div>
      </div>

      {wasDrawerOpened && (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            filters={filters}
            update={update}
            clear={clear}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * A button once the page is live; until then (or without JavaScript) a link. Its own component:
 * becoming live after hydration draws only it again, not the listing.
 */
function FiltersButton({ active, onOpen }: { active: number; onOpen: () => void }) {
  const { t } = useTranslation("catalogue");
  const isLive = useHydrated();
  const look = {
    className: `${button.button} ${layout.belowMd} ${active > 0 ? classes.withCount : ""}`,
    "data-variant": "default",
    "data-radius": "xl",
    "data-icon": "start",
  };
  const label = (
    <>
      <IconAdjustmentsHorizontal size={18} />
      {t("filters.open")}
      {active > 0 && (
        <span className={badge.badge} data-size="sm" data-circle>
          {active}
        </span>
      )}
    </>
  );
  return isLive ? (
    <button type="button" {...look} onClick={onOpen}>
      {label}
    </button>
  ) : (
    <a href="#filters" {...look}>
      {label}
    </a>
  );
}
