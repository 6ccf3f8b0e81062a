import { createRoute } from "@hono/zod-openapi";
import { sql } from "kysely";
import { HealthResponse } from "../../../contract/health";
import { ErrorResponse } from "../../../contract/errors";
import type { AppDeps } from "../../deps";
import { createRouter } from "../../lib/router";

const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and database check",
  responses: {
    200: {
      description: "The server and its database answer",
      content: { "application/json": { schema: HealthResponse } },
    },
    500: {
      description: "The database does not answer",
      content: { "application/json": { schema: ErrorResponse } },
    },
  },
});

export function healthRoutes({ db, dialect }: AppDeps) {
  return createRouter().openapi(getHealth, async (c) => {
    await sql`select 1`.execute(db);
    return c.json({ ok: true as const, db: dialect }, 200);
  });
}
