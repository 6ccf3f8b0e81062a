import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError } from "./errors";
import type { Logger } from "./logger";

export function errorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof AppError) {
      // A refusal that says when to try again (a day's cap) says it as Retry-After too.
      const retryAfter = err.details?.retryAfter;
      if (typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
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
    // Input PostgreSQL cannot hold (SQLite takes both): an id past its int range (e.g. 2^40),
    // which matches no row anyway, or text with a NUL character.
    const refusal = databaseRefusal(err);
    if (refusal) return c.json({ error: refusal, code: "BAD_REQUEST" }, 400);
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

/** PostgreSQL's numeric_value_out_of_range and character_not_in_repertoire (SQLSTATE). */
function databaseRefusal(err: Error): string | undefined {
  const code = (err as { code?: unknown }).code;
  if (code === "22003") return "A number in the request is out of range";
  if (code === "22021") return "Text may not contain the NUL character";
}

export const apiNotFound: NotFoundHandler = (c) =>
  c.json({ error: `No such API route: ${c.req.method} ${c.req.path}`, code: "NOT_FOUND" }, 404);
