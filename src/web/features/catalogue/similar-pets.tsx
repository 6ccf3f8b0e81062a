import { Box, Title } from "@mantine/core";
import { useTranslation } from "../../i18n";
import type { PetListItem } from "../../../contract/catalogue";
import { FavouriteButton } from "../../ui/favourite-button";
import { PetCard } from "../../ui/pet-card";
import { PetStrip } from "../../ui/pet-strip";

/**
 * Below a pet's page: pets like it, nearest first (docs/product.md#similar-pets). They come with
 * the pet, so nothing more is fetched; their photos load as they scroll into view.
 */
export function SimilarPets({ name, pets }: { name: string; pets: PetListItem[] }) {
  const { t } = useTranslation("catalogue");
  if (pets.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similar-pets" mt="xl">
      <Title order={2} id="similar-pets" mb="md">
        {t("pet.similar", { name })}
      </Title>
      <PetStrip>
        {pets.map((item) => (
          <PetCard
            key={item.pet.id}
            item={item}
            action={<FavouriteButton petId={item.pet.id} petName={item.pet.name} />}
          />
        ))}
      </PetStrip>
    </Box>
  );
}
