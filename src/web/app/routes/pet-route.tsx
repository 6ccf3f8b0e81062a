import { Suspense } from "react";
import { PetPage } from "../../features/catalogue/pet-page";
import { lazyWithMantine } from "../../ui/lazy-with-mantine";
import { Stack } from "../../ui/first-view";

export { PetNotFound } from "../../features/catalogue/pet-page";

// Only a signed-in visitor sees these actions: their code does not weigh on anyone else's visit.
const AdoptAction = lazyWithMantine(() =>
  import("../../features/adoption/adopt-action").then((module) => module.AdoptAction),
);
const AskAction = lazyWithMantine(() =>
  import("../../features/conversations/ask-action").then((module) => module.AskAction),
);

/**
 * /pets/:petId: the catalogue's pet page, with the adoption feature's action and the
 * conversations feature's 'Ask about' in its slot.
 */
export function PetRoute() {
  return (
    <PetPage
      adopt={({ pet, vendor: store }, { isCompact }) => (
        <Suspense fallback={null}>
          <Stack gap={isCompact ? 4 : "sm"}>
            <AdoptAction pet={{ id: pet.id, name: pet.name }} storeTitle={store.title} />
            <AskAction
              pet={{ id: pet.id, name: pet.name }}
              storeTitle={store.title}
              isCompact={isCompact}
            />
          </Stack>
        </Suspense>
      )}
    />
  );
}
