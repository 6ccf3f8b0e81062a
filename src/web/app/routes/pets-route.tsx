import { Suspense } from "react";
import { PetsPage } from "../../features/catalogue/pets-page";
import { useSession } from "../../lib/api/session";
import { lazyWithMantine } from "../../ui/lazy-with-mantine";
import { useHydrated } from "../../ui/use-hydrated";

// Only a signed-in person can save a search: its code does not weigh on anyone else's visit.
const SaveSearchAction = lazyWithMantine(() =>
  import("../../features/saved-searches/save-search-action").then(
    (module) => module.SaveSearchAction,
  ),
);

/** /pets: the catalogue's listing, with the saved-searches feature's "Save this search". */
export function PetsRoute() {
  return <PetsPage saveSearch={(search) => <SaveSearch {...search} />} />;
}

// Its own component: becoming live after hydration draws only this again, not the listing.
function SaveSearch(search: { query: string; name: string }) {
  const { user } = useSession();
  const isLive = useHydrated();
  // Drawn in the browser: the words and code load only for someone who can use it.
  if (!isLive || !user) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchAction {...search} />
    </Suspense>
  );
}
