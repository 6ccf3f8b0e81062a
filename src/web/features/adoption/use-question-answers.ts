import { useState } from "react";
import { useTranslation } from "../../i18n";
import type { ApiError } from "../../lib/http";
import {
  firstAnswerProblem,
  prefilledValues,
  toAnswers,
  type AnswerValue,
  type AnswerValues,
} from "./answer-checks";
import { usePetQuestions } from "./api/get-pet-questions";
import { usePreviousAnswers } from "./api/get-previous-answers";
import { questionFieldId } from "./question-fields";

/**
 * The Adopt Now form's questions: the store's, filled in from the person's latest answers to
 * the same words, what she changed, and the first problem with them.
 */
export function useQuestionAnswers(petId: number) {
  const { t } = useTranslation("questions");
  const questionsQuery = usePetQuestions(petId);
  const previousQuery = usePreviousAnswers();
  const questions = questionsQuery.data?.questions ?? [];
  const [edited, setEdited] = useState<AnswerValues>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const prefilled = prefilledValues(questions, previousQuery.data?.answers ?? []);
  const values = { ...prefilled, ...edited };

  const showError = (questionId: number, text: string) => {
    setErrors({ [questionId]: text });
    document.getElementById(questionFieldId(questionId))?.focus();
  };

  return {
    // The form waits for the questions (a failed read leaves them to the server's check), and
    // for her earlier answers only while they are on their way.
    isLoading: questionsQuery.isPending || previousQuery.isPending,
    fields: {
      questions,
      values,
      isPrefilled: Object.keys(prefilled).length > 0,
      errors,
      onChange: (questionId: number, value: AnswerValue) => {
        setEdited((current) => ({ ...current, [questionId]: value }));
        setErrors((current) => ({ ...current, [questionId]: "" }));
      },
    },
    /** The first problem's words, shown at its field, or null. */
    check: () => {
      const problem = firstAnswerProblem(questions, values);
      if (!problem) return null;
      const text = t(problem.key, { question: problem.question });
      showError(problem.questionId, text);
      return text;
    },
    answers: () => toAnswers(questions, values),
    /** A refusal about one question (`answers.<id>`) is shown at its field. */
    showRefusal: (error: ApiError) => {
      const field = Object.keys(error.fields ?? {}).find((name) => name.startsWith("answers."));
      const questionId = Number(field?.slice("answers.".length));
      if (Number.isInteger(questionId) && questionId > 0) showError(questionId, error.message);
    },
    reset: () => {
      setEdited({});
      setErrors({});
    },
  };
}
