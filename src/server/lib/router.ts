import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { SessionUser } from "../auth/session";

/** `user` is the signed-in caller or null, set for every API request by the session middleware. */
export type AppEnv = { Variables: { user: SessionUser | null } };

/** Turns schema failures into one readable 400 that names every faulty field. */
export function describeInvalid(error: ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "body";
    fields[path] ??= issue.message;
  }
  const first = error.issues[0];
  // A schema with a hand-written message (e.g. 'Name is required') speaks for itself.
  const isCustom = first && !first.message.startsWith("Invalid input");
  const message = isCustom
    ? first.message
    : `Please check ${Object.keys(fields).join(", ")}: ${Object.values(fields)[0]}`;
  // A rule with its own code says so in its issue's params (e.g. contract/conversations.ts).
  const code = first?.code === "custom" && first.params?.code;
  return { error: message, code: typeof code === "string" ? code : "BAD_REQUEST", fields };
}

/** Every feature builds its routes on this, so validation failures look the same everywhere. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(describeInvalid(result.error), 400);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
