import { z } from "zod";
import { CONTROL_CHARACTERS, singleLine, typedText } from "./text";

/**
 * A store's own questions for applicants, and the answers sent with a request
 * (docs/product.md#the-stores-questions).
 */

export const QUESTION_KINDS = ["text", "long_text", "yes_no", "choice", "number"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_LIMITS = {
  questions: 15,
  label: 200,
  minChoices: 2,
  maxChoices: 10,
  choice: 100,
  /** The longest answer to a short and to a long text question. */
  text: 300,
  longText: 2000,
  /** A number answer stays within ± this (an age, a count of pets, a garden's size). */
  number: 1_000_000_000,
} as const;

/** The editor's refusals, in words the web translates by their key. */
export const QUESTION_MESSAGES = {
  label: "Each question needs its text",
  labelTooLong: `A question can be at most ${QUESTION_LIMITS.label} characters`,
  labelTwice: "Two questions have the same text",
  choices: `A choice question needs ${QUESTION_LIMITS.minChoices} to ${QUESTION_LIMITS.maxChoices} choices`,
  choice: `Each choice needs its text, at most ${QUESTION_LIMITS.choice} characters`,
  choiceTwice: "A question has the same choice twice",
  choicesNotAsked: "Only a choice question has choices",
  tooMany: `A store can ask at most ${QUESTION_LIMITS.questions} questions`,
  idTwice: "A question is in the list twice",
} as const;

/** The same text, whatever its case or spacing: how duplicates are told apart. */
export const sameText = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

const hasDuplicates = (values: string[]) => new Set(values.map(sameText)).size !== values.length;

const QuestionId = z.number().int().min(1).max(2_147_483_647);

const Choice = singleLine(
  typedText()
    .trim()
    .min(1, QUESTION_MESSAGES.choice)
    .max(QUESTION_LIMITS.choice, QUESTION_MESSAGES.choice),
  "A choice",
);

/** A question as the store writes it; `id` names a question it keeps (its id stays). */
export const QuestionInput = z
  .object({
    id: QuestionId.optional(),
    label: singleLine(
      typedText({ error: QUESTION_MESSAGES.label })
        .trim()
        .min(1, QUESTION_MESSAGES.label)
        .max(QUESTION_LIMITS.label, QUESTION_MESSAGES.labelTooLong),
      "A question",
    ),
    kind: z.enum(QUESTION_KINDS, { error: `kind must be one of ${QUESTION_KINDS.join(", ")}` }),
    required: z.boolean({ error: "required must be true or false" }),
    choices: z.array(Choice).max(QUESTION_LIMITS.maxChoices, QUESTION_MESSAGES.choices).optional(),
  })
  .superRefine((question, ctx) => {
    const choices = question.choices ?? [];
    if (question.kind !== "choice") {
      if (choices.length > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["choices"],
          message: QUESTION_MESSAGES.choicesNotAsked,
        });
      }
      return;
    }
    if (choices.length < QUESTION_LIMITS.minChoices) {
      ctx.addIssue({ code: "custom", path: ["choices"], message: QUESTION_MESSAGES.choices });
    } else if (hasDuplicates(choices)) {
      ctx.addIssue({ code: "custom", path: ["choices"], message: QUESTION_MESSAGES.choiceTwice });
    }
  });
export type QuestionInput = z.input<typeof QuestionInput>;

/** PUT /api/vendors/me/questions: the whole list, in the order it is asked. */
export const QuestionsRequest = z.object({
  questions: z
    .array(QuestionInput)
    .max(QUESTION_LIMITS.questions, QUESTION_MESSAGES.tooMany)
    .superRefine((questions, ctx) => {
      const seen = new Map<string, number>();
      questions.forEach((question, index) => {
        const text = sameText(question.label);
        if (seen.has(text)) {
          ctx.addIssue({
            code: "custom",
            path: [index, "label"],
            message: QUESTION_MESSAGES.labelTwice,
          });
        }
        seen.set(text, index);
      });
      const ids = questions.flatMap((question) => (question.id === undefined ? [] : [question.id]));
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: "custom", message: QUESTION_MESSAGES.idTwice });
      }
    }),
});
export type QuestionsRequest = z.infer<typeof QuestionsRequest>;

/** A question as it is asked now; `choices` only for a choice question. */
export const Question = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  choices: z.array(z.string()).optional(),
});
export type Question = z.infer<typeof Question>;

/** GET and PUT /api/vendors/me/questions, GET /api/pets/{id}/questions. */
export const QuestionList = z.object({ questions: z.array(Question) });
export type QuestionList = z.infer<typeof QuestionList>;

/**
 * One answer sent with a request: text for text and choice questions, a number for a number,
 * true or false for yes/no. Empty text is no answer.
 */
export const AnswerInput = z.object({
  question_id: QuestionId,
  value: z.union([
    typedText().max(
      QUESTION_LIMITS.longText,
      `An answer can be at most ${QUESTION_LIMITS.longText} characters`,
    ),
    z.number(),
    z.boolean(),
  ]),
});
export type AnswerInput = z.infer<typeof AnswerInput>;

export const AnswersInput = z
  .array(AnswerInput)
  .max(QUESTION_LIMITS.questions, QUESTION_MESSAGES.tooMany)
  .refine(
    (answers) => new Set(answers.map((answer) => answer.question_id)).size === answers.length,
    "Each question can be answered once",
  );

/**
 * An answer as kept with its request: the question's text and kind as they were asked, and the
 * answer as text (yes_no: "yes" or "no").
 */
export const Answer = z.object({
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  value: z.string(),
});
export type Answer = z.infer<typeof Answer>;

/** GET /api/applications/answers: the caller's latest answer to each question text she met. */
export const PreviousAnswers = z.object({ answers: z.array(Answer) });
export type PreviousAnswers = z.infer<typeof PreviousAnswers>;

/** How a yes/no answer is kept and sent as text. */
export const YES = "yes";
export const NO = "no";

/** Control characters other than line breaks: refused in a long text answer. */
export const hasControlCharacters = (value: string, { lineBreaks }: { lineBreaks: boolean }) =>
  CONTROL_CHARACTERS.test(lineBreaks ? value.replace(/\r?\n/g, "") : value);
