import { describe, expect, it } from "vitest";
import { isApplicantsName } from "./agreement";

/** The signature's name against the name given with the request (docs/product.md#agreement). */
describe("isApplicantsName", () => {
  it.each([
    ["Sita Rai", "Sita Rai"],
    ["sita  RAI", "Sita Rai"],
    ["Sita Kumari Rai", "Sita Rai"],
    ["Rai, Sita", "Sita Rai"],
    ["Sita K. Rai", "Sita Rai"],
    ["José Müller", "Jose Muller"],
    ["Jose Muller", "José Müller"],
    ["O'Brien Tamang", "OBrien Tamang"],
    ["सीता राई", "सिता राई"],
    ["सीता कुमारी राई", "सीता राई"],
    ["सीता\u200d राई", "सीता राई"],
    ["Sita\u202e Rai", "Sita Rai"],
  ])("takes %j for %j", (typed, requested) => {
    expect(isApplicantsName(typed, requested)).toBe(true);
  });

  it.each([
    ["Totally Different Person", "U1"],
    ["Totally Different Person", "Sita Rai"],
    ["Sita", "Sita Rai"],
    ["Gita Rai", "Sita Rai"],
    ["राम राई", "सीता राई"],
    ["Sita Rai", "सीता राई"],
    ["", "Sita Rai"],
    ["...", "Sita Rai"],
  ])("refuses %j for %j", (typed, requested) => {
    expect(isApplicantsName(typed, requested)).toBe(false);
  });
});
