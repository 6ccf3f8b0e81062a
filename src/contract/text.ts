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
