import { AdoptAction } from "../../features/adoption/adopt-action";
import { PetPage } from "../../features/catalogue/pet-page";

/** /pets/:petId: the catalogue's pet page, with the adoption feature's action in its slot. */
export function PetRoute() {
  return (
    <PetPage
      adopt={({ pet, vendor: store }) => (
        <AdoptAction pet={{ id: pet.id, name: pet.name }} storeTitle={store.title} />
      )}
    />
  );
}
