import { createContext, useContext } from "react";
import { dayOf } from "../../contract/pet-age";
import { useHydrated } from "./use-hydrated";

const RenderDay = createContext<string | undefined>(undefined);

/** The day the server rendered the page (`YYYY-MM-DD`), which the page state hands on. */
export const RenderDayProvider = RenderDay.Provider;

/**
 * Today, for spans of time drawn on a page ("Waiting 3 months"): the day the server rendered it
 * until the browser has taken over, so the first render in the browser is the server's even for
 * a page kept since an earlier day; the browser's own day from then on.
 */
export function useToday(): string {
  const renderDay = useContext(RenderDay);
  const isHydrated = useHydrated();
  return isHydrated || !renderDay ? dayOf(new Date()) : renderDay;
}
