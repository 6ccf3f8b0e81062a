import { Button, Center, Image, Pagination, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "../../i18n";
import { useLocation } from "react-router";
import type { PetListItem } from "../../../contract/catalogue";
import { PETS_PAGE_SIZE } from "../../../contract/catalogue-values";
import { ApiError } from "../../lib/http";
import { FavouriteButton } from "../../ui/favourite-button";
import { PetCard, PetCardSkeleton } from "../../ui/pet-card";
import { QueryState } from "../../ui/query-state";

const GRID_COLS = { base: 2, sm: 3 };

interface PetsResultsProps {
  pets: UseQueryResult<{ items: PetListItem[]; total: number }>;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
}

/** The grid of pet cards with its loading, failure, empty and paged states. */
export function PetsResults({ pets, page, onPage, onClear }: PetsResultsProps) {
  const { t } = useTranslation("catalogue");
  const location = useLocation();
  const pageLink = (number: number) => {
    const params = new URLSearchParams(location.search);
    if (number > 1) params.set("page", String(number));
    else params.delete("page");
    const search = params.toString();
    return {
      component: "a" as const,
      href: `/pets${search ? `?${search}` : ""}`,
      onClick: (event: React.MouseEvent) => {
        event.preventDefault();
        onPage(number);
      },
    };
  };

  return (
    <QueryState
      query={pets}
      errorTitle={t("list.loadError")}
      loading={
        <SimpleGrid cols={GRID_COLS} spacing={{ base: "sm", sm: "lg" }} aria-busy>
          {Array.from({ length: 8 }, (_, index) => (
            <PetCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      }
      // A link with a value the API refuses (e.g. a category since deleted) is fixed by clearing, not retrying.
      errorAction={(error) =>
        error instanceof ApiError && error.status === 400 ? (
          <Button variant="white" color="red" onClick={onClear}>
            {t("list.clearFilters")}
          </Button>
        ) : undefined
      }
      isEmpty={(data) => data.items.length === 0}
      empty={
        <Center py={48}>
          <Stack align="center" gap="sm" ta="center">
            <Image src="/images/lost-dog.webp" alt="" w={200} h={150} radius="lg" />
            <Title order={2}>{t("list.empty")}</Title>
            <Text c="dimmed">{t("list.emptyHint")}</Text>
            <Button variant="light" onClick={onClear}>
              {t("list.clearFilters")}
            </Button>
          </Stack>
        </Center>
      }
    >
      {(data) => {
        const pages = Math.ceil(data.total / PETS_PAGE_SIZE);
        return (
          <Stack
            gap="xl"
            style={{ opacity: pets.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}
          >
            <SimpleGrid cols={GRID_COLS} spacing={{ base: "sm", sm: "lg" }}>
              {data.items.map((item, index) => (
                <PetCard
                  key={item.pet.id}
                  item={item}
                  // The first screen's cards on a phone (two rows) hold the page's largest paint:
                  // fetched first, the rest when scrolled near.
                  isPriority={index < 2 * GRID_COLS.base}
                  linkState={{ from: location.search }}
                  action={<FavouriteButton petId={item.pet.id} petName={item.pet.name} />}
                />
              ))}
            </SimpleGrid>
            {pages > 1 && (
              <Center>
                <Pagination
                  total={pages}
                  value={page}
                  onChange={onPage}
                  aria-label={t("list.pages")}
                  // Links, so pages turn without JavaScript too; with it, without reloading.
                  getItemProps={(item) => pageLink(item)}
                  getControlProps={(control) => ({
                    ...(control === "next" && page < pages && pageLink(page + 1)),
                    ...(control === "previous" && page > 1 && pageLink(page - 1)),
                    "aria-label": t(control === "next" ? "list.nextPage" : "list.previousPage"),
                  })}
                  size="md"
                  siblings={1}
                />
              </Center>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
