import { createRoute } from "@hono/zod-openapi";
import { DeleteAccountRequest } from "../../../contract/accounts";
import { OkResponse } from "../../../contract/vendor";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { error, json } from "../../lib/openapi-responses";
import { createRouter } from "../../lib/router";
import { deleteAccount } from "./delete-account";

const deleteMe = createRoute({
  method: "delete",
  path: "/me",
  tags: ["Account"],
  security: [{ bearer: [] }],
  summary: "Delete the caller's account, store and adoption requests; every session ends",
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: DeleteAccountRequest } }, required: true },
  },
  responses: {
    200: json(OkResponse, "Deleted; the caller is signed out everywhere"),
    400: error("The password (or, without one, the e-mail address) is missing or wrong"),
    401: error("Not signed in"),
    403: error("WRONG_PASSWORD"),
  },
});

export function accountRoutes(deps: AppDeps) {
  return createRouter().openapi(deleteMe, async (c) => {
    await deleteAccount(deps, userOf(c), c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
}
