import type { z } from "zod";

// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A one-line name (a pet's, a store's, an applicant's, a donor's) refuses control characters:
 * it is shown on one line (e-mail subjects, page titles), and PostgreSQL cannot store a NUL.
 */
export const singleLine = <T extends z.ZodString>(text: T, label: string) =>
  text.refine(
    (value) => !CONTROL_CHARACTERS.test(value),
    `${label} can hold letters, spaces and punctuation, not control characters`,
  );

const SITE = "https://site.invalid";

/**
 * A path on this site, never a way off it: an open redirect otherwise. URLs read `\` as `/` and
 * drop tabs and line breaks, so `/\evil.test` and `/%09/evil.test` would leave the site; a bad
 * percent-encoding makes React Router warn. Those are refused; what is left must stay here.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.includes("\\") || CONTROL_CHARACTERS.test(value)) {
    return false;
  }
  try {
    decodeURI(value);
    return new URL(value, SITE).origin === SITE;
  } catch {
    return false;
  }
}
