import type { FeatureRoute } from "../../lib/feature-routes";

/** The signed-in pages drawn with several features' parts (composed-routes.ts has the public ones). */
export const signedInComposedRoutes: FeatureRoute[] = [
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
