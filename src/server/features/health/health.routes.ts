import { createRoute } from "@hono/zod-openapi";
import { sql } from "kysely";
import { HealthResponse } from "../../../contract/health";
import type { AppDeps } from "../../deps";
import { json, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";

const getHealth = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and database check",
  responses: {
    200: json(HealthResponse, "The server and its database answer"),
    500: refusal("The database does not answer"),
  },
});

export function healthRoutes({ db, dialect }: AppDeps) {
  return createRouter().openapi(getHealth, async (c) => {
    await sql`select 1`.execute(db);
    return c.json({ ok: true as const, db: dialect }, 200);
  });
}
