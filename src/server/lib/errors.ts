import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode } from "../../contract/error-codes";

/**
 * An error a person can act on, with the HTTP status it maps to and a code from the contract's
 * list, by which the web says it in the reader's language. Business functions throw it; the one
 * error handler turns it into `{ error, code }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code: ApiErrorCode = codeFor(status),
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

function codeFor(status: number): ApiErrorCode {
  const codes: Record<number, ApiErrorCode> = {
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

export const badRequest = (
  message: string,
  details?: Record<string, unknown>,
  code: ApiErrorCode = "BAD_REQUEST",
) => new AppError(400, message, code, details);
export const unauthorized = (message = "Not logged in") => new AppError(401, message);
export const forbidden = (message = "Not authorized", code: ApiErrorCode = "FORBIDDEN") =>
  new AppError(403, message, code);
export const notFound = (message = "Not found", code: ApiErrorCode = "NOT_FOUND") =>
  new AppError(404, message, code);
export const conflict = (message: string, code: ApiErrorCode = "CONFLICT") =>
  new AppError(409, message, code);
