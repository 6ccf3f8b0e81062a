import type { z } from "zod";
import { ApiError, GENERIC_ERROR } from "../../../lib/http";

/** The server's `{ error, code }` as an ApiError, from any response text (fetch or XHR). */
export function apiErrorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as { error?: unknown; code?: string };
    if (typeof body.error === "string") return new ApiError(status, body.error, body.code);
  } catch {
    // Not JSON (a proxy's error page): fall back to its text.
  }
  return new ApiError(status, text.trim().slice(0, 200) || GENERIC_ERROR);
}

/** A paginated list: the page's items and the total the server gives in X-Total-Count. */
export async function fetchPage<S extends z.ZodType>(
  path: string,
  schema: S,
  signal?: AbortSignal,
): Promise<{ items: z.infer<S>; total: number }> {
  const response = await fetch(`/api${path}`, { signal, credentials: "same-origin" });
  if (!response.ok) throw apiErrorOf(response.status, await response.text());
  const items = schema.parse(await response.json());
  return { items, total: Number(response.headers.get("X-Total-Count") ?? 0) };
}
