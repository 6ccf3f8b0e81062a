import { Alert, Button, Center, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconHeart, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFavourites } from "../../lib/api/favourites";
import { FavouriteButton } from "../../ui/favourite-button";
import { PetCard, PetCardSkeleton } from "../../ui/pet-card";

/** The dashboard's Favourites tab (issue 4): the pets the visitor hearted, most recent first. */
export function MyFavourites() {
  const { t } = useTranslation("catalogue");
  const { data, error, isPending, refetch, isFetching } = useFavourites();
  const cols = { base: 2, sm: 3, lg: 4 };

  if (isPending) {
    return (
      <SimpleGrid cols={cols} aria-busy>
        {Array.from({ length: 4 }, (_, index) => (
          <PetCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }
  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle />}
        title={t("favourites.loadError")}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} />}
            loading={isFetching}
            onClick={() => void refetch()}
          >
            {t("list.retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
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
    );
  }
  return (
    <SimpleGrid cols={cols}>
      {data.map((item) => (
        <PetCard
          key={item.pet.id}
          item={item}
          action={<FavouriteButton petId={item.pet.id} petName={item.pet.name} />}
        />
      ))}
    </SimpleGrid>
  );
}
