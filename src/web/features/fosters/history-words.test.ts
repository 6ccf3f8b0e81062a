import { describe, expect, it } from "vitest";
import { HISTORY_LINE_KINDS, type HistoryLine } from "../../../contract/animal-life";
import type { TFunction } from "../../i18n";
import { textOf, type Language } from "../../i18n/translator";
import en from "../../i18n/locales/en/fosters.json";
import ne from "../../i18n/locales/ne/fosters.json";
import { lineInWords } from "./history-list";

const tIn = (language: Language) =>
  ((key: string, options?: Record<string, unknown>) =>
    textOf(language, language === "en" ? en : ne, key, options)) as unknown as TFunction<"fosters">;

const line = (over: Partial<HistoryLine>): HistoryLine => ({
  kind: "intake",
  on_day: "2026-11-20",
  reason: null,
  record_kind: null,
  vaccine: null,
  next_due_on: null,
  place: null,
  note: null,
  foster_name: null,
  district: null,
  applicant_name: null,
  ...over,
});
const day = (value: string) => value;

describe("a history line", () => {
  it("says what happened, in both languages", () => {
    const placed = line({ kind: "placement_started", foster_name: "Laxmi", district: "Lalitpur" });
    expect(lineInWords(tIn("en"), "en", placed, day)).toBe("Placed with Laxmi in Lalitpur");
    expect(lineInWords(tIn("ne"), "ne", placed, day)).toBe("ललितपुरमा Laxmiसँग राखियो");
    const came = line({ kind: "intake", reason: "stray", place: "Swayambhu" });
    expect(lineInWords(tIn("en"), "en", came, day)).toBe(
      "Came in: Found as a stray (from Swayambhu)",
    );
    const adopted = line({ kind: "outcome", reason: "adopted", applicant_name: "Ram" });
    expect(lineInWords(tIn("en"), "en", adopted, day)).toBe("Adopted by Ram");
  });

  it("leaves no placeholder for any kind, even without names", () => {
    for (const language of ["en", "ne"] as const) {
      for (const kind of HISTORY_LINE_KINDS) {
        const text = lineInWords(
          tIn(language),
          language,
          line({ kind, reason: kind === "intake" ? "unknown" : "died", record_kind: "weight" }),
          day,
        );
        expect(text, `${language} ${kind}`).not.toMatch(/\{\{|line\.|intake\.|outcome\./);
      }
    }
  });
});
