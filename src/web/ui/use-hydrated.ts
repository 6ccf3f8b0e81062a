import { useEffect, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False on the server and in the browser's first render (hydration), true after. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

let isPageLive = false;

/**
 * Whether the page was already live when the component was first drawn: false on the server and
 * in hydration, true for what is drawn later. Unlike useHydrated it never changes, so hydration
 * draws nothing again for it.
 */
export function useWasHydrated() {
  const [wasLive] = useState(() => isPageLive);
  useEffect(() => {
    isPageLive = true;
  }, []);
  return wasLive;
}
