import {
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n";
import { PET_SORTS, type PetSort } from "../../../contract/catalogue-values";
import { useNumberFormat } from "../../lib/format-numbers";
import { usePets } from "../../lib/api/pets";
import { usePageMeta } from "../../ui/use-page-meta";
import { useHydrated } from "../../ui/use-hydrated";
import classes from "./catalogue.module.css";
import { useFiltersInWords } from "./filters-in-words";
import { PetFilters } from "./pet-filters";
import { PetsResults } from "./pets-results";
import { countFilters, filtersToSearch, usePetFilters } from "./use-pet-filters";

// The phone's filters drawer loads on the first tap of Filters.
const FiltersDrawer = lazy(() =>
  import("./filters-drawer").then((module) => ({ default: module.FiltersDrawer })),
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
  const isLive = useHydrated();
  const inWords = useFiltersInWords();

  const goToPage = (page: number) => {
    update({ page });
    document.getElementById("results")?.scrollIntoView({ block: "start" });
  };

  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <Title order={1}>{tc("pages.pets")}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        {t("list.subtitle")}
      </Text>

      <form
        role="search"
        className={classes.search}
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get("q");
          update({ q: String(value ?? "").trim() || undefined });
        }}
      >
        <TextInput
          key={filters.q ?? ""}
          name="q"
          type="search"
          size="md"
          radius="xl"
          aria-label={t("filters.search")}
          placeholder={t("filters.searchPlaceholder")}
          defaultValue={filters.q ?? ""}
          leftSection={<IconSearch size={18} aria-hidden />}
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" radius="xl">
          {t("filters.searchButton")}
        </Button>
      </form>
      {saveSearch?.({ query: filtersToSearch({ ...filters, page: 1 }), name: inWords(filters) })}

      <Grid gap={{ base: "md", md: 40 }} mt="lg">
        {/* On a phone the Filters button opens a drawer; without JavaScript it is a link here,
            and this column shows when it is the link's target (catalogue.module.css). */}
        <Grid.Col
          span={{ base: 12, md: 3 }}
          visibleFrom="md"
          id="filters"
          className={classes.filtersColumn}
        >
          <Box className={classes.sidebar}>
            <Title order={2} size="h4" mb="md">
              {t("filters.title")}
            </Title>
            <PetFilters filters={filters} update={update} clear={clear} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} id="results">
          <Group justify="space-between" mb="md" gap="sm" wrap="nowrap">
            <Text fw={600} aria-live="polite">
              {pets.data ? t("list.count", { count: pets.data.total, formatted: total }) : ""}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                // A button once the page is live; until then (or without JavaScript) a link.
                {...(isLive ? { component: "button" } : { component: "a", href: "#filters" })}
                hiddenFrom="md"
                variant="default"
                radius="xl"
                leftSection={<IconAdjustmentsHorizontal size={18} />}
                rightSection={
                  active > 0 ? (
                    <Badge size="sm" circle>
                      {active}
                    </Badge>
                  ) : undefined
                }
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  setDrawerOpened(true);
                  drawer.open();
                }}
              >
                {t("filters.open")}
              </Button>
              <NativeSelect
                aria-label={t("filters.sort")}
                radius="xl"
                value={filters.sort}
                onChange={(event) => update({ sort: event.currentTarget.value as PetSort })}
                data={PET_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
              />
            </Group>
          </Group>
          <PetsResults pets={pets} page={filters.page} onPage={goToPage} onClear={clear} />
        </Grid.Col>
      </Grid>

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
