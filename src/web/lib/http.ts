import type { z } from "zod";

/** An API refusal, carrying the server's readable message (the web shows the server's text). */
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

/** The server's `{ error, code, fields }` as an ApiError, from a refused answer's status and text. */
export function apiErrorOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as {
      error?: unknown;
      code?: string;
      fields?: Record<string, string>;
    };
    if (typeof body.error === "string")
      return new ApiError(status, body.error, body.code, body.fields);
  } catch {
    // Not JSON (a proxy's error page): fall back to the start of its text.
  }
  return new ApiError(status, text.trim().slice(0, 200) || GENERIC_ERROR);
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
  if (!response.ok) {
    throw apiErrorOf(response.status, await response.text().catch(() => ""));
  }
  onResponse?.(response);
  return schema.parse(await response.json());
}

export interface UploadOptions {
  /** Upload progress in whole steps of 10%, so a slow phone is not re-rendered for every byte. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart `files` with XMLHttpRequest, whose upload progress events fetch
 * lacks, and checks the answer against its contract schema. A lost connection is status 0.
 */
export function apiUpload<S extends z.ZodType>(
  path: string,
  file: File,
  schema: S,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${path}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress?.(Math.floor((event.loaded / event.total) * 10) * 10);
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(schema.parse(JSON.parse(xhr.responseText)));
        } catch (error) {
          reject(error);
        }
      } else {
        reject(apiErrorOf(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, "network"));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("files", file, file.name);
    xhr.send(form);
  });
}
