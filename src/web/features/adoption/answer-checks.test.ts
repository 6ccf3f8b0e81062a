import { describe, expect, it } from "vitest";
import type { Question } from "../../../contract/questions";
import { firstAnswerProblem, prefilledValues, toAnswers } from "./answer-checks";

const QUESTIONS: Question[] = [
  { id: 1, label: "Where do you live?", kind: "text", required: true },
  { id: 2, label: "Do you have a garden?", kind: "yes_no", required: true },
  { id: 3, label: "Home", kind: "choice", required: false, choices: ["Flat", "House"] },
  { id: 4, label: "People at home", kind: "number", required: false },
  { id: 5, label: "Your day", kind: "long_text", required: false },
];

describe("prefilledValues", () => {
  it("fills a question from the latest answer to the same words, when it fits its kind", () => {
    expect(
      prefilledValues(QUESTIONS, [
        { label: "where do you  live? ", kind: "long_text", value: "Ward 3\nLalitpur" },
        { label: "Where do you live?", kind: "text", value: "Older answer" },
        { label: "Do you have a garden?", kind: "yes_no", value: "no" },
        { label: "Home", kind: "choice", value: "Castle" },
        { label: "People at home", kind: "text", value: "4" },
        { label: "Your day", kind: "long_text", value: "Home\nall day" },
      ]),
    ).toEqual({ 1: "Ward 3 Lalitpur", 2: false, 4: 4, 5: "Home\nall day" });
  });

  it("leaves a question without an earlier answer empty", () => {
    expect(prefilledValues(QUESTIONS, [{ label: "Other", kind: "text", value: "x" }])).toEqual({});
  });
});

describe("firstAnswerProblem", () => {
  it("names the first required question left empty, in the store's order", () => {
    expect(firstAnswerProblem(QUESTIONS, { 2: true })).toEqual({
      questionId: 1,
      key: "answer.required",
      question: "Where do you live?",
    });
    expect(firstAnswerProblem(QUESTIONS, { 1: "Lalitpur", 3: "" })).toMatchObject({
      questionId: 2,
      key: "answer.required",
    });
  });

  it("names an answer that does not fit, and sends only what was answered", () => {
    const values = { 1: "Lalitpur", 2: false, 4: "-" };
    expect(firstAnswerProblem(QUESTIONS, values)).toMatchObject({
      questionId: 4,
      key: "answer.invalid",
    });
    expect(firstAnswerProblem(QUESTIONS, { ...values, 4: 3 })).toBeNull();
    expect(toAnswers(QUESTIONS, { ...values, 4: 3, 5: "" })).toEqual([
      { question_id: 1, value: "Lalitpur" },
      { question_id: 2, value: false },
      { question_id: 4, value: 3 },
    ]);
  });
});
