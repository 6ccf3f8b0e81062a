import { apiPath, splitRoute, type ApiPathInput } from "../../contract/api-path";
import type { ApiResponse, ApiInput, ApiRoute } from "../../server/api-schema";
import { errorText, fieldErrorTexts } from "../i18n";

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
 * The server's `{ error, code, fields }` as an ApiError, from a refused response's status and
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

/** The server renderer responses the API reads of a render in-process (decision 034). */
export function setApiTransport(next: Transport) {
  transport = next;
}

interface RequestOptions {
  signal?: AbortSignal;
  /** Reads what the body does not carry, e.g. the X-Total-Count of a paged list. */
  onResponse?: (response: Response) => void;
  /** "no-cache" revalidates a publicly cached response (ETag) where it must be current, e.g. admin lists. */
  cache?: RequestCache;
}

/** A route's `param`, `query` and `json` (its body), as the route declares them, and the options. */
type Call<R extends ApiRoute> = ApiInput<R> & RequestOptions;
/** The options may be left out where the route needs nothing. */
type CallArgs<R extends ApiRoute> =
  object extends Call<R> ? [options?: Call<R>] : [options: Call<R>];
type Untyped = ApiPathInput & RequestOptions & { json?: unknown };

/**
 * The response, typed by its route, and in development and tests checked against the route's
 * response schema; a production build leaves the check and zod out (decision 034).
 */
export async function checked<R extends ApiRoute>(
  route: R,
  value: unknown,
): Promise<ApiResponse<R>> {
  if (!import.meta.env.DEV) return value as ApiResponse<R>;
  const { API_RESPONSES } = await import("./api-responses");
  const schema = (API_RESPONSES as Partial<Record<string, { parse(value: unknown): unknown }>>)[
    route
  ];
  return (schema ? schema.parse(value) : value) as ApiResponse<R>;
}

/**
 * Calls the API by its route, e.g. `apiFetch("GET /pets/:id", { param: { id } })`: the compiler
 * checks the route, what it takes and what it responses against the server's declarations
 * (decision 047).
 */
export async function apiFetch<R extends ApiRoute>(
  route: R,
  ...[options]: CallArgs<R>
): Promise<ApiResponse<R>> {
  const { method, path } = splitRoute(route);
  const { json: body, signal, onResponse, cache, ...input } = (options ?? {}) as Untyped;
  const response = await transport(`/api${apiPath(path, input)}`, {
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
  return checked(route, await response.json());
}

export interface UploadOptions {
  /** Upload progress in whole steps of 10%, so a slow phone is not re-rendered for every byte. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The routes that take one image as multipart `files`: the uploads' and a report's photos. */
type UploadRoute = ApiRoute &
  (`POST /uploads/${string}` | "POST /lost-found/:id/photos" | "POST /community-dogs/:id/photo");

/**
 * Sends one file as multipart `files` with XMLHttpRequest, whose upload progress events fetch
 * lacks; the response has its route's type. A lost connection is status 0.
 */
export function apiUpload<R extends UploadRoute>(
  route: R,
  file: File,
  { onProgress, signal, ...input }: UploadOptions & Omit<ApiInput<R>, "form">,
): Promise<ApiResponse<R>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${apiPath(splitRoute(route).path, input as ApiPathInput)}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress?.(Math.floor((event.loaded / event.total) * 10) * 10);
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(checked(route, JSON.parse(xhr.responseText)));
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
