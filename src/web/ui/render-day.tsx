import { createContext, useContext, useSyncExternalStore } from "react";
import { dayOf } from "../../contract/pet-age";

const RenderDay = createContext<string | undefined>(undefined);

/** The day the server rendered the page (`YYYY-MM-DD`), which the page state hands on. */
export const RenderDayProvider = RenderDay.Provider;

const noSubscription = () => () => undefined;
const browserDay = () => dayOf(new Date());

/**
 * Today, for spans of time drawn on a page ("Waiting 3 months"): the day the server rendered it
 * until the browser has taken over, so the first render in the browser is the server's even for
 * a page kept since an earlier day; the browser's own day from then on. The day itself is the
 * snapshot, not "hydrated yet?": on the day of the render nothing is drawn twice.
 */
export function useToday(): string {
  const renderDay = useContext(RenderDay);
  return useSyncExternalStore(noSubscription, browserDay, () => renderDay ?? browserDay());
}
