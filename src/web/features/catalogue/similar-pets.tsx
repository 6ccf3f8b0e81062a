import { useTranslation } from "../../i18n";
import { FavouriteHearts } from "../../ui/favourite-button";
import { PetCardWithHeart } from "../../ui/pet-card-with-heart";
import { PetStrip } from "../../ui/pet-strip";
import { Title } from "../../ui/first-view";
import { useSimilarPets } from "./api/get-pet";
import classes from "./similar-pets.module.css";

/**
 * Below a pet's page: pets like it, nearest first (docs/product.md#similar-pets). An answer of
 * their own, which the route's loader reads with the pet; until it is there (or if it fails)
 * nothing is drawn, and as the page's last part nothing above it moves when it comes. Their
 * photos load as they scroll into view.
 */
export function SimilarPets({ petId, name }: { petId: string; name: string }) {
  const { t } = useTranslation("catalogue");
  const { data: pets } = useSimilarPets(petId);
  if (!pets?.length) return null;
  return (
    <section className={classes.similar} aria-labelledby="similar-pets">
      <Title order={2} className={classes.title} id="similar-pets">
        {t("pet.similar", { name })}
      </Title>
      <FavouriteHearts>
        <PetStrip>
          {pets.map((item) => (
            <PetCardWithHeart key={item.pet.id} item={item} />
          ))}
        </PetStrip>
      </FavouriteHearts>
    </section>
  );
}
