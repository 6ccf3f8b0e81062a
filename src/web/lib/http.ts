import type { z } from "zod";
import { errorText, fieldErrorTexts } from "../i18n";
import type * as ApiSchemas from "./api-schemas";

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

export const GENERIC_ERROR = "Something went wrong!";

/**
 * The server's `{ error, code, fields }` as an ApiError, from a refused answer's status and
 * text; its message is in the reader's language, by the code.
 */
export async function apiErrorOf(status: number, text: string): Promise<ApiError> {
  let body: {
    error?: unknown;
    code?: unknown;
    fields?: Record<string, string>;
    params?: Record<string, string>;
  } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): fall back to the start of its text.
  }
  if (typeof body.error !== "string") {
    return new ApiError(status, text.trim().slice(0, 200) || GENERIC_ERROR);
  }
  const code = typeof body.code === "string" ? body.code : undefined;
  const message = await errorText(code, body.error, body.params);
  return new ApiError(status, message, code, fieldErrorTexts(body.fields));
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server renderer answers the API reads of a render in-process (decision 034). */
export function setApiTransport(next: Transport) {
  transport = next;
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

type Schemas = typeof ApiSchemas;
/** An answer schema of the contract, by its name. */
export type SchemaName = keyof Schemas;
type Answer<N extends SchemaName> = z.output<Schemas[N]>;

/**
 * The answer, typed by its contract schema, and in development and tests checked against it;
 * a production build leaves the check and zod out (decision 034).
 */
export async function checked<N extends SchemaName>(schema: N, value: unknown): Promise<Answer<N>> {
  if (!import.meta.env.DEV) return value as Answer<N>;
  const schemas = await import("./api-schemas");
  return schemas[schema].parse(value) as Answer<N>;
}

/** Calls the API; the answer has the type of the contract schema named. */
export async function apiFetch<N extends SchemaName>(
  path: string,
  schema: N,
  { method = "GET", body, signal, onResponse, cache }: RequestOptions = {},
): Promise<Answer<N>> {
  const response = await transport(`/api${path}`, {
    method,
    signal,
    cache,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw await apiErrorOf(response.status, await response.text().catch(() => ""));
  }
  onResponse?.(response);
  return checked(schema, await response.json());
}

export interface UploadOptions {
  /** Upload progress in whole steps of 10%, so a slow phone is not re-rendered for every byte. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart `files` with XMLHttpRequest, whose upload progress events fetch
 * lacks; the answer has the type of the contract schema named. A lost connection is status 0.
 */
export function apiUpload<N extends SchemaName>(
  path: string,
  file: File,
  schema: N,
  { onProgress, signal }: UploadOptions = {},
): Promise<Answer<N>> {
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
          resolve(checked(schema, JSON.parse(xhr.responseText)));
        } catch (error) {
          reject(error);
        }
      } else {
        void apiErrorOf(xhr.status, xhr.responseText).then(reject);
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
