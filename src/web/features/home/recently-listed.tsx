import { Anchor, Box, Container, Group, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "../../i18n";
import { Link } from "react-router";
import { usePets } from "../../lib/api/pets";
import { FavouriteButton } from "../../ui/favourite-button";
import { PetCard, PetCardSkeleton } from "../../ui/pet-card";
import { PetStrip } from "../../ui/pet-strip";

const COUNT = 8;
/** The query of the newest pets, which the home page's loader fetches ahead. */
export const RECENT_PETS_SEARCH = `limit=${COUNT}`;

/** The home page's strip of the newest pets: a swipeable row on phones, a grid on wide screens. */
export function RecentlyListed() {
  const { t } = useTranslation("catalogue");
  const { data, isPending, isError } = usePets(RECENT_PETS_SEARCH);
  // Not worth an error box on the home page: without pets the section simply is not there.
  if (isError || data?.items.length === 0) return null;

  return (
    <Box component="section" py={{ base: 40, md: 64 }} aria-labelledby="recently-listed">
      <Container size="xl">
        <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
          <div>
            <Title order={2} id="recently-listed">
              {t("home.title")}
            </Title>
            <Text c="dimmed" mt={4}>
              {t("home.subtitle")}
            </Text>
          </div>
          <Anchor component={Link} to="/pets" fw={700}>
            <Group gap={4} component="span" wrap="nowrap">
              {t("home.seeAll")}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <PetStrip>
          {isPending
            ? Array.from({ length: 4 }, (_, index) => <PetCardSkeleton key={index} />)
            : data.items.map((item) => (
                <PetCard
                  key={item.pet.id}
                  item={item}
                  action={<FavouriteButton petId={item.pet.id} petName={item.pet.name} />}
                />
              ))}
        </PetStrip>
      </Container>
    </Box>
  );
}
