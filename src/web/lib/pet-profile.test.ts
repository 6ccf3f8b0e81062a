import { describe, expect, it } from "vitest";
import {
  filterValues,
  PET_PROFILE,
  PROFILE_FIELDS,
  PROFILE_FILTERS,
  TRISTATE,
} from "../../contract/pet-profile";
import english from "../i18n/locales/en/profile.json";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Every key useProfileWords can ask for, from the declaration alone. */
function keysTheDeclarationNeeds(): string[] {
  const keys = PROFILE_FIELDS.flatMap((field) => {
    const spec = PET_PROFILE[field];
    const values =
      spec.kind === "choice" ? spec.values.map((value) => `value.${field}.${value}`) : [];
    return [`field.${field}`, ...values];
  });
  const flags = TRISTATE.map((answer) => `flag.${answer}`);
  const filters = PROFILE_FILTERS.flatMap((filter) =>
    filter.kind === "flags"
      ? [
          `filter.${filter.param}.title`,
          ...filterValues(filter).map((v) => `filter.${filter.param}.${v}`),
        ]
      : [],
  );
  return [...keys, ...flags, ...filters];
}

describe("the profile's words", () => {
  // Nepali has the same keys as English: locales.test.ts.
  it("name every field, value and filter of the declaration, and nothing else", () => {
    expect(keysOf(english).sort()).toEqual(keysTheDeclarationNeeds().sort());
  });
});
