import { Button, Center, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { useFavourites } from "../../lib/api/favourites";
import { FavouriteHearts } from "../../ui/favourite-button";
import { PetCardSkeleton } from "../../ui/pet-card";
import { PetCardWithHeart } from "../../ui/pet-card-with-heart";
import { QueryState } from "../../ui/query-state";

const COLS = { base: 2, sm: 3, lg: 4 };

/** The dashboard's Favourites tab: the pets the visitor hearted, most recent first. */
export function MyFavourites() {
  const { t } = useTranslation("catalogue");
  return (
    <QueryState
      query={useFavourites()}
      errorTitle={t("favourites.loadError")}
      loading={
        <SimpleGrid cols={COLS} aria-busy>
          {Array.from({ length: 4 }, (_, index) => (
            <PetCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      }
      isEmpty={(data) => data.length === 0}
      empty={
        <Center py={48}>
          <Stack align="center" gap="sm" ta="center" maw={420}>
            <IconHeart size={48} color="var(--mantine-color-red-6)" aria-hidden />
            <Title order={2} size="h3">
              {t("favourites.empty")}
            </Title>
            <Text c="dimmed">{t("favourites.emptyHint")}</Text>
            <Button component={Link} to="/pets" radius="xl">
              {t("favourites.browse")}
            </Button>
          </Stack>
        </Center>
      }
    >
      {(data) => (
        <SimpleGrid cols={COLS}>
          <FavouriteHearts>
            {data.map((item) => (
              <PetCardWithHeart key={item.pet.id} item={item} />
            ))}
          </FavouriteHearts>
        </SimpleGrid>
      )}
    </QueryState>
  );
}
