import type { FeatureRoute } from "../../lib/feature-routes";

/** An animal's health records, and what is due in the store (docs/decisions/049-animal-records.md). */
export const recordRoutes: FeatureRoute[] = [
  {
    path: "/dashboard/animals/:petId/records",
    signedIn: true,
    page: {
      module: "features/records/records-page.tsx",
      component: "RecordsPage",
      words: ["records", "errors"],
    },
  },
  {
    path: "/dashboard/due",
    signedIn: true,
    page: {
      module: "features/records/due-page.tsx",
      component: "DuePage",
      words: ["records", "errors"],
    },
  },
];
