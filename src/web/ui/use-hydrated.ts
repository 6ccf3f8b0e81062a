import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False on the server and in the browser's first render (hydration), true after. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
