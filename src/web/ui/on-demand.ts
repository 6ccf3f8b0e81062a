import { useSyncExternalStore } from "react";

/**
 * A part of the page whose code loads only once something asks for it (the first toast, the
 * first dialog): `request()` marks it wanted, and `useRequested()` renders it from then on.
 */
export function onDemand() {
  let isRequested = false;
  const listeners = new Set<() => void>();
  return {
    request() {
      if (isRequested) return;
      isRequested = true;
      listeners.forEach((listener) => listener());
    },
    useRequested: () =>
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => isRequested,
        () => false,
      ),
  };
}
