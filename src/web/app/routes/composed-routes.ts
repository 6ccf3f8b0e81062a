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
  {
    path: "/dashboard",
    signedIn: true,
    page: {
      module: "app/routes/dashboard-route.tsx",
      component: "DashboardRoute",
      words: [
        "accounts",
        "catalogue",
        "stores",
        "team",
        "fosters",
        "profile",
        "adoption",
        "agreement",
        "questions",
        "conversations",
        "saved-searches",
        "records",
      ],
    },
  },
  {
    path: "/dashboard/animals/:petId",
    signedIn: true,
    page: {
      module: "app/routes/animal-route.tsx",
      component: "AnimalRoute",
      words: ["fosters", "stores"],
    },
  },
  {
    path: "/admin/donations",
    signedIn: true,
    page: {
      module: "app/routes/admin-donations-route.tsx",
      component: "AdminDonationsRoute",
      words: ["admin", "donations"],
    },
  },
  {
    // Every store's figures, in the admin's frame; its charts load with this page only.
    path: "/admin/figures",
    signedIn: true,
    page: {
      module: "app/routes/admin-figures-route.tsx",
      component: "AdminFiguresRoute",
      words: ["admin", "figures"],
    },
  },
];
