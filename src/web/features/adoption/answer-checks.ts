import { readAnswers } from "../../../contract/question-answers";
import {
  sameText,
  YES,
  type Answer,
  type AnswerInput,
  type Question,
} from "../../../contract/questions";

/** A field's value: text (text, long text, choice), a number, yes (true) or no (false); "" is none. */
export type AnswerValue = string | number | boolean;
export type AnswerValues = Record<number, AnswerValue>;

/** What is sent: the questions answered, in their order. */
export const toAnswers = (questions: Question[], values: AnswerValues): AnswerInput[] =>
  questions.flatMap((question) => {
    const value = values[question.id] ?? "";
    return value === "" ? [] : [{ question_id: question.id, value }];
  });

export interface AnswerProblem {
  questionId: number;
  key: "answer.required" | "answer.invalid";
  question: string;
}

/**
 * The first question left unanswered or answered wrongly, by the contract's own check (the
 * server's order and rules), or null.
 */
export function firstAnswerProblem(
  questions: Question[],
  values: AnswerValues,
): AnswerProblem | null {
  const result = readAnswers(questions, toAnswers(questions, values));
  if ("kept" in result || result.problem === "unknown") return null;
  return {
    questionId: result.question.id,
    key: result.problem === "unanswered" ? "answer.required" : "answer.invalid",
    question: result.question.label,
  };
}

/** A previous answer as this question's value, when it fits the question's kind. */
function valueFrom(question: Question, previous: Answer): AnswerValue | undefined {
  switch (question.kind) {
    case "text":
      return previous.value.replace(/\s*\n\s*/g, " ");
    case "long_text":
      return previous.value;
    case "yes_no":
      return previous.kind === "yes_no" ? previous.value === YES : undefined;
    case "choice":
      return question.choices?.includes(previous.value) ? previous.value : undefined;
    case "number": {
      const number = Number(previous.value);
      return previous.value.trim() !== "" && Number.isFinite(number) ? number : undefined;
    }
  }
}

/**
 * The form's first values: the person's latest answer to a question with the same text (case
 * and spacing aside), asked by any store (docs/product.md#the-stores-questions).
 */
export function prefilledValues(questions: Question[], previous: Answer[]): AnswerValues {
  const values: AnswerValues = {};
  for (const question of questions) {
    const earlier = previous.find((answer) => sameText(answer.label) === sameText(question.label));
    const value = earlier && valueFrom(question, earlier);
    if (value !== undefined) values[question.id] = value;
  }
  return values;
}
