import { z } from "zod";

// eslint-disable-next-line no-control-regex -- control characters are what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Bidirectional controls: embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and
 * the invisible direction marks (U+200E, U+200F, U+061C). They make text read in another order
 * than it was written (a phone number or an amount reversed for the other side), and nothing
 * written in Nepali or English needs them.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, "");

/**
 * Text that shows nothing: spaces, bidirectional controls and zero-width characters alone. The
 * zero-width joiners are kept inside words (Devanagari half forms need them); only a text made
 * of nothing else is blank.
 */
export const isBlankText = (value: string) =>
  withoutBidiControls(value).replace(/[\s\u200b-\u200d\u2060\ufeff]/g, "") === "";

/**
 * Text a person writes for another to read (a request, a message, a store's or a pet's words):
 * its bidirectional controls are dropped first, before it is trimmed and measured, so text made
 * only of them is empty.
 */
export const typedText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite(withoutBidiControls);

/**
 * A one-line name (a pet's, a store's, an applicant's, a donor's) refuses control characters:
 * it is shown on one line (e-mail subjects, page titles), and PostgreSQL cannot store a NUL.
 */
export const singleLine = <T extends z.ZodString>(text: T, label: string) =>
  text.refine(
    (value) => !CONTROL_CHARACTERS.test(value),
    `${label} can hold letters, spaces and punctuation, not control characters`,
  );

/** A one-line text a person may leave out, at most `max` characters: empty is null. */
export const optionalLine = (label: string, max: number) =>
  singleLine(typedText().trim().max(max, `At most ${max} characters, please`), label)
    .transform((value) => value || null)
    .nullable()
    .optional();

/**
 * Text written in a text area (a description, an address, a message) keeps its line breaks and
 * refuses every other control character, as a one-line name does: PostgreSQL cannot store a
 * NUL, and SQLite would, so both refuse it alike.
 */
export const hasOtherControlCharacters = (value: string) =>
  CONTROL_CHARACTERS.test(value.replace(/\r?\n/g, ""));

export const multiLine = <T extends z.ZodType<string>>(text: T, label: string) =>
  text.refine(
    (value) => !hasOtherControlCharacters(value),
    `${label} can hold letters, spaces, punctuation and line breaks, not control characters`,
  );

/** A text-area text a person may leave out, at most `max` characters: empty is null. */
export const optionalText = (label: string, max: number) =>
  multiLine(typedText().trim().max(max, `At most ${max} characters, please`), label)
    .transform((value) => value || null)
    .nullable()
    .optional();

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

// better-auth refuses a callbackURL whose path holds an encoded slash or backslash, or a C1
// control character: a sign-in carrying such a `next` would fail, so it is no `next` at all.
const ENCODED_SEPARATOR = /%2f|%5c/i;
const C1_CONTROLS = /[\u0080-\u009f]/;

/**
 * The login page's `next`, when it is a path on this site (isSitePath); otherwise none. The page
 * and the server's no-JavaScript sign-in (src/server/web/login-post.ts) check it alike.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (next == null || !isSitePath(next) || C1_CONTROLS.test(next)) return null;
  return ENCODED_SEPARATOR.test(next.split(/[?#]/)[0]!) ? null : next;
}
