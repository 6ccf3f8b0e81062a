import type { Kysely, Transaction } from "kysely";
import { ANSWER_MESSAGES, readAnswers } from "../../../contract/question-answers";
import type { Answer, AnswerInput } from "../../../contract/questions";
import type { DB } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { listQuestions } from "../questions";

/**
 * Answers to a store's own questions, kept with the request with each question's text and kind
 * as asked (docs/product.md#the-stores-questions).
 */

/**
 * The answers as they are to be kept, checked against the store's questions as they are now,
 * in their order: the first required one left empty, or the first answer that does not fit its
 * kind, is refused, naming the question; an answer to a question not asked is refused last.
 */
export async function checkAnswers(
  trx: Transaction<DB>,
  store: { id: number; hasQuestions: boolean },
  answers: AnswerInput[],
) {
  // Most stores ask nothing: the request's own query already said so, and reading is skipped.
  const questions = store.hasQuestions ? await listQuestions(trx, store.id) : [];
  const result = readAnswers(questions, answers);
  if ("kept" in result) return result.kept;
  if (result.problem === "unknown") {
    throw badRequest(ANSWER_MESSAGES.unknown, undefined, "UNKNOWN_QUESTION");
  }
  const { id, label } = result.question;
  const [message, code] =
    result.problem === "unanswered"
      ? [ANSWER_MESSAGES.unanswered(label), "QUESTION_UNANSWERED" as const]
      : [ANSWER_MESSAGES.invalid(label), "ANSWER_INVALID" as const];
  // The question's text goes along, so the web can say the sentence in the reader's language.
  throw badRequest(
    message,
    { fields: { [`answers.${id}`]: message }, params: { question: label } },
    code,
  );
}

export async function keepAnswers(
  trx: Transaction<DB>,
  applicationId: number,
  kept: Awaited<ReturnType<typeof checkAnswers>>,
) {
  if (kept.length === 0) return;
  await trx
    .insertInto("application_answer")
    .values(
      kept.map(({ question, value }, position) => ({
        application_id: applicationId,
        position,
        label: question.label,
        kind: question.kind,
        value,
      })),
    )
    .execute();
}

/** Each request with its answers, in the order they were asked. */
export async function attachAnswers<Row extends { id: number }>(
  db: Kysely<DB>,
  rows: Row[],
): Promise<(Row & { answers: Answer[] })[]> {
  const answers = rows.length
    ? await db
        .selectFrom("application_answer")
        .select(["application_id", "label", "kind", "value"])
        .where(
          "application_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("application_id")
        .orderBy("position")
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    answers: answers
      .filter((answer) => answer.application_id === row.id)
      .map(({ label, kind, value }) => ({ label, kind, value })),
  }));
}

/**
 * GET /api/applications/answers: the caller's latest answer to each question text she has
 * answered, with which the Adopt Now form fills in a question asked again, by any store.
 */
export async function listPreviousAnswers(
  db: Kysely<DB>,
  userId: string,
): Promise<{ answers: Answer[] }> {
  const rows = await db
    .selectFrom("application_answer")
    .innerJoin("application", "application.id", "application_answer.application_id")
    .select(["application_answer.label", "application_answer.kind", "application_answer.value"])
    .where("application.user_id", "=", userId)
    .orderBy("application.created_at", "desc")
    .orderBy("application.id", "desc")
    .execute();
  const latest = new Map<string, Answer>();
  for (const { label, kind, value } of rows) {
    if (!latest.has(label)) latest.set(label, { label, kind, value });
  }
  return { answers: [...latest.values()] };
}
