import type { z } from "zod";

/** An API refusal, carrying the server's readable message (SPEC §8: show the server's text). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const GENERIC_ERROR = "something went wrong !";

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as {
      error?: unknown;
      code?: string;
      fields?: Record<string, string>;
    };
    if (typeof body.error === "string") {
      return new ApiError(response.status, body.error, body.code, body.fields);
    }
  } catch {
    // Not JSON: fall through to the plain text, as the spec's client did.
  }
  return new ApiError(response.status, text.trim() || GENERIC_ERROR);
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Reads what the body does not carry, e.g. the X-Total-Count of a paged list. */
  onResponse?: (response: Response) => void;
  /** "no-cache" revalidates a publicly cached answer (ETag) where it must be current, e.g. admin lists. */
  cache?: RequestCache;
}

/** Calls the API and checks the answer against its contract schema. */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = "GET", body, signal, onResponse, cache }: RequestOptions = {},
): Promise<z.infer<S>> {
  const response = await fetch(`/api${path}`, {
    method,
    signal,
    cache,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await readError(response);
  onResponse?.(response);
  return schema.parse(await response.json());
}
