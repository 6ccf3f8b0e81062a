import { createRoute } from "@hono/zod-openapi";
import { PetIdParam } from "../../../contract/catalogue";
import { QuestionList, QuestionsRequest } from "../../../contract/questions";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { listPetQuestions, readMyQuestions, replaceMyQuestions } from "./questions";

const tags = ["Questions"];

const getMine = createRoute({
  method: "get",
  path: "/vendors/me/questions",
  tags,
  security: bearer,
  summary: "The questions the caller's store asks applicants, in order",
  middleware: [requireUser] as const,
  responses: {
    200: json(QuestionList, "The store's questions"),
    401: refusal("Not signed in"),
    404: refusal("The caller has no store"),
  },
});

const putMine = createRoute({
  method: "put",
  path: "/vendors/me/questions",
  tags,
  security: bearer,
  summary: "Replace the store's questions (up to 15); questions sent with their id keep it",
  description:
    "Answers already sent keep the question's text and kind as asked: editing, reordering or removing a question never changes them.",
  middleware: [requireUser] as const,
  request: { body: jsonBody(QuestionsRequest) },
  responses: {
    200: json(QuestionList, "The questions as saved"),
    400: refusal(
      "Too many questions, a missing or too long text, a choice question without 2-10 distinct choices, a repeated question, or an id that is not one of the store's questions",
    ),
    401: refusal("Not signed in"),
    404: refusal("The caller has no store"),
  },
});

const getForPet = createRoute({
  method: "get",
  path: "/pets/{id}/questions",
  tags,
  summary: "The questions the Adopt Now form asks for a pet (its store's)",
  request: { params: PetIdParam },
  responses: {
    200: json(QuestionList, "The questions, in order"),
    400: refusal("The id is not a number"),
    404: refusal("No such pet, or a draft or adopted one, or a pet of a store not yet approved"),
  },
});

/** A store's own questions for applicants (docs/product.md#the-stores-questions). */
export function questionRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(getMine, async (c) => c.json(await readMyQuestions(deps.db, userOf(c)), 200))
    .openapi(putMine, async (c) =>
      c.json(await replaceMyQuestions(deps.db, userOf(c), c.req.valid("json")), 200),
    )
    .openapi(getForPet, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await listPetQuestions(deps.db, id), 200);
    });
}
