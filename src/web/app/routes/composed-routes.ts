import { loadPet, loadPets } from "../../features/catalogue/routes";
import type { FeatureRoute } from "../../lib/feature-routes";

/** The pages drawn with several features' parts: their modules are here, in app/routes. */
export const composedRoutes: FeatureRoute[] = [
  {
    path: "/pets",
    load: loadPets,
    page: {
      module: "app/routes/pets-route.tsx",
      component: "PetsRoute",
      words: ["catalogue", "profile"],
      plain: true,
    },
  },
  {
    path: "/pets/:petId",
    load: loadPet,
    page: {
      module: "app/routes/pet-route.tsx",
      component: "PetRoute",
      words: ["catalogue", "profile", "adoption", "accounts", "questions", "conversations"],
      errorComponent: "PetNotFound",
      plain: true,
    },
  },
];
