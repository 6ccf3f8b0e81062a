import {
  QUESTION_LIMITS,
  QUESTION_MESSAGES,
  QuestionsRequest,
  type Question,
  type QuestionInput,
  type QuestionKind,
} from "../../../contract/questions";

/** A question as the editor holds it; `key` tells React's rows apart before a question has an id. */
export interface QuestionDraft {
  key: string;
  id?: number;
  label: string;
  kind: QuestionKind;
  required: boolean;
  choices: string[];
}

let sequence = 0;
const newKey = () => `draft-${++sequence}`;

export const toDraft = (question: Question): QuestionDraft => ({
  key: `question-${question.id}`,
  id: question.id,
  label: question.label,
  kind: question.kind,
  required: question.required,
  choices: question.choices ?? [],
});

export const emptyDraft = (): QuestionDraft => ({
  key: newKey(),
  label: "",
  kind: "text",
  required: false,
  choices: [],
});

/** What PUT /api/vendors/me/questions takes: choices only for a choice question. */
export const toInput = ({ id, label, kind, required, choices }: QuestionDraft): QuestionInput => ({
  ...(id !== undefined && { id }),
  label: label.trim(),
  kind,
  required,
  ...(kind === "choice" && { choices }),
});

/** One place moved up (-1) or down (+1). */
export function move<T>(items: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

type MessageKey = keyof typeof QUESTION_MESSAGES;

export interface DraftProblem {
  /** The question it is about, when it is about one. */
  index?: number;
  key: `problem.${MessageKey}` | "problem.other";
  values: { min: number; max: number; n: number };
}

const MAX_FOR: Partial<Record<MessageKey, number>> = {
  labelTooLong: QUESTION_LIMITS.label,
  choice: QUESTION_LIMITS.choice,
  tooMany: QUESTION_LIMITS.questions,
};

/**
 * The first thing wrong with the list, checked by the contract's own schema (the server's
 * rules), as a key of the `questions` words; null when it can be saved.
 */
export function firstDraftProblem(drafts: QuestionDraft[]): DraftProblem | null {
  const issue = QuestionsRequest.safeParse({ questions: drafts.map(toInput) }).error?.issues[0];
  if (!issue) return null;
  const index = typeof issue.path[1] === "number" ? issue.path[1] : undefined;
  const name = (Object.keys(QUESTION_MESSAGES) as MessageKey[]).find(
    (candidate) => QUESTION_MESSAGES[candidate] === issue.message,
  );
  return {
    index,
    key: name ? `problem.${name}` : "problem.other",
    values: {
      min: QUESTION_LIMITS.minChoices,
      max: (name && MAX_FOR[name]) ?? QUESTION_LIMITS.maxChoices,
      n: (index ?? 0) + 1,
    },
  };
}
