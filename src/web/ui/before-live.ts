import { useEffect, useLayoutEffect, useState, type RefObject } from "react";

/**
 * What a visitor types or taps before the page's script is live is kept
 * (docs/decisions/045-nothing-lost-before-the-page-is-live.md). The server's page carries a small
 * script (src/server/web/early-input.ts) that holds a tap on a control marked `data-hold`, or the
 * submit of a form so marked, and shows it busy at once; these hooks make the control live and
 * act on the held tap once React has taken the control over.
 */

/** Spread on a control or form whose tap the page's early script holds until it is live. */
export const HOLD = { "data-hold": "" } as const;

/** The early script's marks on an element (the attribute names are the script's). */
interface Held extends Element {
  isLive?: boolean;
}

/** Clears a held tap's marks; answers the element that showed it busy, if one was held. */
function takeHeld(element: Element) {
  if (!element.hasAttribute("data-held")) return undefined;
  element.removeAttribute("data-held");
  const busy = element.matches('[aria-busy="true"]')
    ? element
    : (element.querySelector('[aria-busy="true"]') ?? element);
  busy.removeAttribute("aria-busy");
  return busy;
}

/**
 * Makes a control marked with HOLD live, and taps it again if it was tapped before: React's own
 * handler then acts on it.
 */
export function useHoldUntilLive(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (ref.current) (ref.current as Held).isLive = true;
  }, [ref]);
  useEffect(() => {
    const control = ref.current;
    if (control && takeHeld(control)) control.click();
  }, [ref]);
}

/**
 * A form, marked with HOLD if its submit needs the app: at hydration, `keep` receives what its
 * fields hold (what was typed or ticked before the page was live; the server drew them empty or
 * as the URL says), so its state starts from there instead of losing it at the next render; then
 * a submit held before is sent again.
 */
export function useLiveForm(
  ref: RefObject<HTMLFormElement | null>,
  keep: (fields: FormData) => void,
) {
  // The button a held submit was made with, sent again once the kept values are drawn: the
  // form's handler then reads them.
  const [held, setHeld] = useState<{ submitter: Element }>();
  useLayoutEffect(() => {
    if (ref.current) (ref.current as Held).isLive = true;
  }, [ref]);
  // Hydration leaves the fields as they are; nothing redraws them before this effect runs.
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    keep(new FormData(form));
    const submitter = takeHeld(form);
    // The held submit waits for the render of what `keep` set.
    if (submitter) setHeld({ submitter });
    // Once, at hydration: what is typed from then on goes through React.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
  useEffect(() => {
    if (!held) return;
    const { submitter } = held;
    ref.current?.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  }, [held, ref]);
}

/** The fields among `names` that hold text, for a form's `setValues`. */
export function typedValues<Name extends string>(
  fields: FormData,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const typed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = fields.get(name);
    if (typeof value === "string" && value) typed[name] = value;
  }
  return typed;
}
