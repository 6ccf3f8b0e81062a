import type { DehydratedState } from "@tanstack/react-query";
import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
} from "react-router";
import type { Words } from "../i18n";

/**
 * What the server's render knew, handed to the browser's first render so it matches and
 * fetches nothing again: the router's loader results and errors, and the query cache. Sent
 * as JSON, not a script: the Content-Security-Policy runs no inline script.
 */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
  /** The words the page used, in its language: the browser fetches none for its first render. */
  words: Words;
  /** The day it was rendered on, which spans of time on it were counted to (useToday). */
  day: string;
}

const ELEMENT_ID = "page-state";

type SerializedError =
  | { __type: "RouteErrorResponse"; status: number; statusText: string; data: unknown }
  | { __type: "Error"; message: string };

/** The page state as a `<script type="application/json">`, safe inside HTML. */
export function pageStateScript({ router, queries, words, day }: PageState): string {
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([routeId, error]): [string, SerializedError] => [
          routeId,
          isRouteErrorResponse(error)
            ? { __type: "RouteErrorResponse", ...error }
            : { __type: "Error", message: error instanceof Error ? error.message : String(error) },
        ]),
      )
    : null;
  const json = JSON.stringify({ router: { ...router, errors }, queries, words, day }).replace(
    /</g,
    "\\u003c",
  );
  return `<script id="${ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** The server's page state, or undefined when the page was not rendered on the server. */
export function readPageState(): PageState | undefined {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  const state = JSON.parse(text) as PageState;
  const errors = state.router.errors as Record<string, SerializedError> | null | undefined;
  if (errors) {
    state.router.errors = Object.fromEntries(
      Object.entries(errors).map(([routeId, error]) => [
        routeId,
        error.__type === "RouteErrorResponse"
          ? new ErrorResponse(error.status, error.statusText, error.data)
          : new Error(error.message),
      ]),
    );
  }
  return state;
}
