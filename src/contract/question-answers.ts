import {
  hasControlCharacters,
  NO,
  QUESTION_LIMITS,
  YES,
  type AnswerInput,
  type Question,
} from "./questions";

/**
 * What is wrong with a request's answers, checked question by question in the store's order
 * (docs/product.md#the-stores-questions): a required question left empty, an answer that does
 * not fit its kind, then an answer to a question the store no longer asks.
 */
export type AnswersProblem =
  | { problem: "unanswered" | "invalid"; question: Question }
  | { problem: "unknown"; questionId: number };

/** An answer as it is kept: its question, and its value as text. */
export interface KeptAnswer {
  question: Question;
  value: string;
}

/** Each answer as text, or null when it does not fit its question's kind. */
function valueFor(question: Question, value: string | number | boolean): string | null {
  switch (question.kind) {
    case "text": {
      if (typeof value !== "string") return null;
      const text = value.trim();
      const fits = text.length <= QUESTION_LIMITS.text;
      return fits && !hasControlCharacters(text, { lineBreaks: false }) ? text : null;
    }
    case "long_text": {
      if (typeof value !== "string") return null;
      const text = value.trim().replace(/\r\n/g, "\n");
      const fits = text.length <= QUESTION_LIMITS.longText;
      return fits && !hasControlCharacters(text, { lineBreaks: true }) ? text : null;
    }
    case "yes_no":
      return typeof value === "boolean" ? (value ? YES : NO) : null;
    case "choice":
      return typeof value === "string" && question.choices?.includes(value.trim())
        ? value.trim()
        : null;
    case "number":
      return typeof value === "number" &&
        Number.isFinite(value) &&
        Math.abs(value) <= QUESTION_LIMITS.number
        ? String(value)
        : null;
  }
}

const isEmpty = (value: string | number | boolean | undefined) =>
  value === undefined || (typeof value === "string" && value.trim() === "");

/** The answers to keep, in the questions' order, or the first problem with them. */
export function readAnswers(
  questions: Question[],
  answers: AnswerInput[],
): { kept: KeptAnswer[] } | AnswersProblem {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer.value]));
  const kept: KeptAnswer[] = [];
  for (const question of questions) {
    const value = byQuestion.get(question.id);
    byQuestion.delete(question.id);
    if (isEmpty(value)) {
      if (question.required) return { problem: "unanswered", question };
      continue;
    }
    const text = valueFor(question, value!);
    if (text === null) return { problem: "invalid", question };
    kept.push({ question, value: text });
  }
  const [unknown] = byQuestion.keys();
  if (unknown !== undefined) return { problem: "unknown", questionId: unknown };
  return { kept };
}

/** The refusals' English words; the web says them in the reader's language by their code. */
export const ANSWER_MESSAGES = {
  unanswered: (question: string) => `Please answer: ${question}`,
  invalid: (question: string) => `Please check your answer to: ${question}`,
  unknown: "The store has changed its questions. Reload the page and try again.",
} as const;
