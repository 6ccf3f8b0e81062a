import { useTranslation } from "../../i18n";
import type { PetListItem } from "../../../contract/catalogue";
import { FavouriteButton } from "../../ui/favourite-button";
import { PetCard } from "../../ui/pet-card";
import { PetStrip } from "../../ui/pet-strip";
import text from "../../ui/plain/text.module.css";
import classes from "./similar-pets.module.css";

/**
 * Below a pet's page: pets like it, nearest first (docs/product.md#similar-pets). They come with
 * the pet, so nothing more is fetched; their photos load as they scroll into view.
 */
export function SimilarPets({ name, pets }: { name: string; pets: PetListItem[] }) {
  const { t } = useTranslation("catalogue");
  if (pets.length === 0) return null;
  return (
    <section className={classes.similar} aria-labelledby="similar-pets">
      <h2 className={`${text.title} ${classes.title}`} id="similar-pets">
        {t("pet.similar", { name })}
      </h2>
      <PetStrip>
        {pets.map((item) => (
          <PetCard
            key={item.pet.id}
            item={item}
            action={<FavouriteButton petId={item.pet.id} petName={item.pet.name} />}
          />
        ))}
      </PetStrip>
    </section>
  );
}
