import { describe, expect, it } from "vitest";
import { ACTIVITY_ACTIONS, type ActivityLine } from "../../../contract/store-teams";
import type { TFunction } from "../../i18n";
import { textOf, type Language } from "../../i18n/translator";
import en from "../../i18n/locales/en/team.json";
import ne from "../../i18n/locales/ne/team.json";
import { activitySentence } from "./activity-words";

const tIn = (language: Language) =>
  ((key: string, options?: Record<string, unknown>) =>
    textOf(language, language === "en" ? en : ne, key, options)) as unknown as TFunction<"team">;

const line = (over: Partial<ActivityLine>): ActivityLine => ({
  id: 1,
  at: "2026-11-28T10:00:00.000Z",
  action: "request_approved",
  actor: { id: "u1", name: "Sita" },
  pet: { id: 7, name: "Kalu" },
  application_id: 3,
  applicant_name: "Ram",
  member_name: null,
  role: null,
  ...over,
});

describe("an activity line", () => {
  it("says who did what to whom, in both languages", () => {
    expect(activitySentence(tIn("en"), line({}))).toBe("Sita approved Ram's request for Kalu");
    expect(activitySentence(tIn("ne"), line({}))).toBe(
      "Sitaले Kaluका लागि Ramको अनुरोध स्वीकृत गर्नुभयो",
    );
    const roleChange = line({
      action: "member_role_changed",
      member_name: "Gita",
      role: "manager",
    });
    expect(activitySentence(tIn("en"), roleChange)).toBe("Sita made Gita a manager");
  });

  it("says 'someone' for a deleted account and leaves no placeholder for any action", () => {
    expect(activitySentence(tIn("en"), line({ actor: null }))).toBe(
      "Someone approved Ram's request for Kalu",
    );
    for (const language of ["en", "ne"] as const) {
      for (const action of ACTIVITY_ACTIONS) {
        const text = activitySentence(tIn(language), line({ action, role: "carer" }));
        expect(text, `${language} ${action}`).not.toMatch(/\{\{|activity\.line/);
      }
    }
  });
});
