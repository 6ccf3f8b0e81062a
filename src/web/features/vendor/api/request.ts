import { ApiError, GENERIC_ERROR } from "../../../lib/http";

/** The server's `{ error, code }` as an ApiError, from an XMLHttpRequest's status and text. */
export function apiErrorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { error?: unknown; code?: string };
    if (typeof body.error === "string") return new ApiError(status, body.error, body.code);
  } catch {
    // Not JSON (a proxy's error page): fall back to its text.
  }
  return new ApiError(status, text.trim().slice(0, 200) || GENERIC_ERROR);
}
