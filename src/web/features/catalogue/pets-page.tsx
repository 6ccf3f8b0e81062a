import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconSearch } from "@tabler/icons-react";
import { Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { PET_SORTS, type PetSort } from "../../../contract/catalogue-values";
import { useNumberFormat } from "../../lib/format-numbers";
import { usePets } from "../../lib/api/pets";
import { lazyWithMantine } from "../../ui/lazy-with-mantine";
import { Badge, Box, Button, Container, NativeSelect, TextInput, Title } from "../../ui/first-view";
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
    <Container size="xl" className={classes.page}>
      <Title className={classes.heading}>{tc("pages.pets")}</Title>
      <p className={classes.subtitle}>{t("list.subtitle")}</p>
      <SearchForm q={filters.q} onSearch={(q) => update({ q })} />
      {saveSearch?.({ query: filtersToSearch({ ...filters, page: 1 }), name: inWords(filters) })}

      <div className={classes.columns}>
        {/* On a phone the Filters button opens a drawer; without JavaScript it is a link here,
            and this column shows when it is the link's target (catalogue.module.css). */}
        <Box id="filters" className={classes.filtersColumn} visibleFrom="md">
          <div className={classes.sidebar}>
            <h2 className={classes.filtersTitle}>{t("filters.title")}</h2>
            <PetFilters filters={filters} update={update} clear={clear} />
          </div>
        </Box>
        <div id="results" className={classes.resultsColumn}>
          <div className={classes.resultsBar}>
            <p className={classes.total} aria-live="polite">
              {pets.data ? t("list.count", { count: pets.data.total, formatted: total }) : ""}
            </p>
            <div className={classes.tools}>
              <FiltersButton active={active} onOpen={openDrawer} />
              <div>
                <SortSelect sort={filters.sort} onSort={(sort) => update({ sort })} />
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
    </Container>
  );
}

/** The words to search for, sent as `q`: a form that works without JavaScript too. */
function SearchForm({ q, onSearch }: { q?: string; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation("catalogue");
  return (
    <form
      role="search"
      className={classes.search}
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get("q");
        onSearch(String(value ?? "").trim() || undefined);
      }}
    >
      <TextInput
        key={q ?? ""}
        name="q"
        type="search"
        className={classes.searchField}
        leftSection={<IconSearch size={18} aria-hidden />}
        size="md"
        radius="xl"
        aria-label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        defaultValue={q ?? ""}
      />
      <Button type="submit" size="md" radius="xl">
        {t("filters.searchButton")}
      </Button>
    </form>
  );
}

function SortSelect({ sort, onSort }: { sort: PetSort; onSort: (sort: PetSort) => void }) {
  const { t } = useTranslation("catalogue");
  return (
    <NativeSelect
      radius="xl"
      aria-label={t("filters.sort")}
      value={sort}
      onChange={(event) => onSort(event.currentTarget.value as PetSort)}
      data={PET_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
    />
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
    className: active > 0 ? classes.withCount : undefined,
    hiddenFrom: "md",
    variant: "default",
    radius: "xl",
    leftSection: <IconAdjustmentsHorizontal size={18} />,
  } as const;
  const label = (
    <>
      {t("filters.open")}
      {active > 0 && (
        <Badge size="sm" circle>
          {active}
        </Badge>
      )}
    </>
  );
  return isLive ? (
    <Button {...look} onClick={onOpen}>
      {label}
    </Button>
  ) : (
    <Button component="a" href="#filters" {...look}>
      {label}
    </Button>
  );
}
