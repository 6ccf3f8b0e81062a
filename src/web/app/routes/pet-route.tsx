import { lazy, Suspense } from "react";
import { PetPage } from "../../features/catalogue/pet-page";

export { PetNotFound } from "../../features/catalogue/pet-page";

// Only a signed-in visitor sees the adopt action: its code does not weigh on anyone else's visit.
const AdoptAction = lazy(() =>
  import("../../features/adoption/adopt-action").then((module) => ({
    default: module.AdoptAction,
  })),
);

/** /pets/:petId: the catalogue's pet page, with the adoption feature's action in its slot. */
export function PetRoute() {
  return (
    <PetPage
      adopt={({ pet, vendor: store }) => (
        <Suspense fallback={null}>
          <AdoptAction pet={{ id: pet.id, name: pet.name }} storeTitle={store.title} />
        </Suspense>
      )}
    />
  );
}
