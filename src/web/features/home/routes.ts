import { loadWords } from "../../i18n";
import { petsQuery } from "../../lib/api/pets";
import type { FeatureRoute } from "../../lib/feature-routes";
// Before the home page: the first bundle's stylesheet keeps the pet cards' rules ahead of the
// home page's, so rules of equal weight on one element still resolve as they did.
import { RECENT_PETS_SEARCH } from "./recently-listed";
import { HomePage } from "./home-page";

/** The home page is in the first bundle: it is where most visits begin. */
export const homeRoutes: FeatureRoute[] = [
  {
    path: "/",
    Component: HomePage,
    // Its words are not in the first bundle (decision 034).
    load: (_args, queryClient) =>
      Promise.all([
        queryClient.prefetchQuery(petsQuery(RECENT_PETS_SEARCH)),
        loadWords(["common", "home", "catalogue", "profile"]),
      ]).then(() => null),
  },
];
