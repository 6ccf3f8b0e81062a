import type { LoaderFunctionArgs } from "react-router";
import type { QueryClient } from "@tanstack/react-query";
import { petsQuery } from "../../lib/api/pets";
import { notFound, type FeatureRoute } from "../../lib/feature-routes";
import { isStoreMissing, storePetsSearch, storeProfileQuery } from "./api/get-store-profile";
import { pageOf } from "./store-page-number";

const loadStoreProfile = async (
  { params, request }: LoaderFunctionArgs,
  queryClient: QueryClient,
) => {
  const storeId = params.storeId ?? "";
  const page = pageOf(new URL(request.url).searchParams.get("page"));
  const [store] = await Promise.allSettled([
    queryClient.ensureQueryData(storeProfileQuery(storeId)),
    queryClient.prefetchQuery(petsQuery(storePetsSearch(storeId, page))),
  ]);
  // An unknown or pending store is a missing page, as an unlisted pet is.
  if (store.status === "rejected" && isStoreMissing(store.reason)) throw notFound();
  return null;
};

/** A store's public page, and the form that lists a new pet (the rest is in the dashboard). */
export const storeRoutes: FeatureRoute[] = [
  {
    // Signed in, yet not in a signed-in-routes.ts: `/pets/:petId` would take its path in the
    // first bundle's table (lib/feature-routes.ts).
    path: "/pets/new",
    signedIn: true,
    page: {
      module: "features/stores/new-pet-page.tsx",
      component: "NewPetPage",
      words: ["stores", "profile", "catalogue"],
    },
  },
  {
    path: "/stores/:storeId",
    load: loadStoreProfile,
    page: {
      module: "features/stores/store-profile-page.tsx",
      component: "StoreProfilePage",
      words: ["stores", "catalogue", "profile"],
      errorComponent: "StoreNotFound",
      plain: true,
    },
  },
];
