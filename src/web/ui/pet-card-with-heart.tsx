import { FavouriteButton } from "./favourite-button";
import { PetCard, type PetCardProps } from "./pet-card";

/** A pet's card with its favourite heart over the photo (inside FavouriteHearts). */
export function PetCardWithHeart(props: Omit<PetCardProps, "action">) {
  const { pet } = props.item;
  return <PetCard {...props} action={<FavouriteButton petId={pet.id} petName={pet.name} />} />;
}
