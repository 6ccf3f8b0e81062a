import { createRoute } from "@hono/zod-openapi";
import { PreviousAnswers } from "../../../contract/questions";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { listPreviousAnswers } from "./application-answers";

const previousAnswers = createRoute({
  method: "get",
  path: "/applications/answers",
  tags: ["Adoption"],
  security: bearer,
  summary: "The caller's latest answer to each question text she has answered",
  description:
    "The Adopt Now form fills in a question asked again (the same text, at any store) from these.",
  middleware: [requireUser] as const,
  responses: {
    200: json(PreviousAnswers, "One answer per question text, newest first"),
    401: refusal("Not signed in"),
  },
});

/** What an applicant answered before, to fill in her next request's questions. */
export function applicationAnswerRoutes(deps: AppDeps) {
  return createRouter().openapi(previousAnswers, async (c) =>
    c.json(await listPreviousAnswers(deps.db, userOf(c).id), 200),
  );
}
