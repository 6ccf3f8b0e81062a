import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * An error a person can act on, with the HTTP status it maps to. Business
 * functions throw it; the one error handler turns it into `{ error, code }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: string = codeFor(status),
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

function codeFor(status: number): string {
  const codes: Record<number, string> = {
    400: "BAD_REQUEST",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    409: "CONFLICT",
    413: "TOO_LARGE",
    429: "TOO_MANY_REQUESTS",
  };
  return codes[status] ?? "INTERNAL_SERVER_ERROR";
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, message, "BAD_REQUEST", details);
export const unauthorized = (message = "Not logged in") => new AppError(401, message);
export const forbidden = (message = "Not authorized") => new AppError(403, message);
export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
