import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError } from "./errors";
import type { Logger } from "./logger";

export function errorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof AppError) {
      return c.json({ error: err.message, code: err.code, ...err.details }, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message =
        status === 400 && /JSON/i.test(err.message)
          ? "The request body is not valid JSON"
          : err.message;
      return c.json({ error: message || "Request refused", code: "BAD_REQUEST" }, status);
    }
    // An id past PostgreSQL's int range (e.g. 2^40) can match no row; SQLite just finds none.
    if (isOutOfRange(err)) {
      return c.json({ error: "A number in the request is out of range", code: "BAD_REQUEST" }, 400);
    }
    // Unexpected: log everything, tell the client nothing about internals.
    log.error(`${c.req.method} ${c.req.path} failed`, {
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json(
      {
        error: "Something went wrong on our side. Please try again.",
        code: "INTERNAL_SERVER_ERROR",
      },
      500,
    );
  };
}

/** PostgreSQL's numeric_value_out_of_range (SQLSTATE 22003). */
const isOutOfRange = (err: Error) => (err as { code?: unknown }).code === "22003";

export const apiNotFound: NotFoundHandler = (c) =>
  c.json({ error: `No such API route: ${c.req.method} ${c.req.path}`, code: "NOT_FOUND" }, 404);
