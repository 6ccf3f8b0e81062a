import { afterAll, expect, it } from "vitest";
import { startI18n } from "../i18n";
import { apiErrorOf } from "./http";

/** A refusal naming a store's question says it in the reader's language (decision 035). */

const unanswered = JSON.stringify({
  error: "Please answer: Do you have a garden?",
  code: "QUESTION_UNANSWERED",
  fields: { "answers.7": "Please answer: Do you have a garden?" },
  params: { question: "Do you have a garden?" },
});

afterAll(async () => {
  await startI18n("en");
});

it("fills the question into the Nepali sentence, and keeps the English one as sent", async () => {
  await startI18n("ne");
  expect((await apiErrorOf(400, unanswered)).message).toBe(
    "कृपया उत्तर दिनुहोस्: Do you have a garden?",
  );
  await startI18n("en");
  expect((await apiErrorOf(400, unanswered)).message).toBe("Please answer: Do you have a garden?");
});
