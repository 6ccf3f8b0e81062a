import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PET_PROFILE,
  PROFILE_FIELDS,
  PROFILE_FILTERS,
  type ProfileField,
} from "../../../contract/pet-profile";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Driven by the profile's declaration (contract/pet-profile.ts): a field or filter added there
 * is saved, shown and filtered here without a new test.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["login"]>>;
let storeId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  storeId = (await makeStore(t.deps, { owner_id: owner.user.id, status: "active" })).id;
});
afterAll(() => t.close());

type Value = string | number | null;

/** A value each field would not have by default. */
function told(field: ProfileField): Value {
  const spec = PET_PROFILE[field];
  if (spec.kind === "text") return `Told ${field}`;
  if (spec.kind === "choice") return spec.values.at(-1)!;
  if (spec.kind === "rupees") return spec.max;
  if (spec.kind === "kg") return spec.max - 0.5;
  // Over eight years back: the age group it implies is the last one, as told above.
  if (spec.kind === "date") return "2015-03-31";
  return "yes";
}
/** What a field reads when nobody has told it. */
const NOT_TOLD = { flag: "unknown", rupees: 0, text: null, choice: null, date: null, kg: null };
const notTold = (field: ProfileField) => NOT_TOLD[PET_PROFILE[field].kind];

const everyField = (value: (field: ProfileField) => Value) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, value(field)]));

describe("every declared profile field", () => {
  it("is saved with a new pet, shown on its page, and cleared by a change", async () => {
    const categoryId = (await makeCategory(t.deps)).id;
    const created = await t.api("POST /pets", {
      headers: owner.headers,
      json: {
        vendor_id: storeId,
        name: "Tara",
        description: "Calm and curious.",
        category_id: categoryId,
        gender: "female",
        post_status: "published",
        ...everyField(told),
      },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject(everyField(told));

    const page = await t.api("GET /pets/:id", { param: { id: created.json.id } });
    expect(page.json[0]?.pet).toMatchObject(everyField(told));

    const cleared = everyField((field) =>
      ["text", "date"].includes(PET_PROFILE[field].kind) ? "" : notTold(field),
    );
    const changed = await t.api("PATCH /pets/:id", {
      param: { id: created.json.id },
      headers: owner.headers,
      json: cleared,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject(everyField(notTold));
  });

  it("refuses a value the declaration does not allow, naming the field", async () => {
    const pet = await makePet(t.deps, { vendor_id: storeId });
    for (const field of PROFILE_FIELDS) {
      const spec = PET_PROFILE[field];
      const wrongs: unknown[] =
        spec.kind === "text"
          ? ["x".repeat(spec.maxLength + 1)]
          : spec.kind === "rupees"
            ? [-1, spec.max + 1, 1.5, "100"]
            : spec.kind === "kg"
              ? [0, -1, spec.max + 0.1, 1.25, "12"]
              : spec.kind === "date"
                ? ["2024-02-30", "2999-01-01", "1900-01-01", "12/05/2020", 20200101]
                : ["not-a-value"];
      for (const wrong of wrongs) {
        const response = await t.api("PATCH /pets/:id", {
          param: { id: pet.id },
          headers: owner.headers,
          json: { [field]: wrong },
        });
        expect(response.status, `${field} ${String(wrong)}`).toBe(400);
        expect(response.refusal.fields, field).toHaveProperty(field);
      }
    }
  });
});

describe("every declared profile filter", () => {
  it.each(PROFILE_FILTERS.map((filter) => [filter.param, filter] as const))(
    "%s lists exactly the pets that match",
    async (param, filter) => {
      // A species of its own keeps this filter's pets apart from the other tests'.
      const category = await makeCategory(t.deps, { category: `Filter ${param}` });
      const pet = async (values: Record<string, string>) =>
        (
          await makePet(t.deps, {
            vendor_id: storeId,
            category_id: category.id,
            post_status: "published",
            ...values,
          })
        ).id;
      const listed = async (value: string) => {
        const response = await t.api("GET /pets", {
          query: { category: category.id, [param]: value },
        });
        expect(response.status, response.text).toBe(200);
        return response.json.map((item) => item.pet.id).sort();
      };

      if (filter.kind === "choice") {
        const [first, second] = filter.values;
        const matching = await pet({ [filter.field]: first! });
        await pet({ [filter.field]: second! });
        await pet({});
        expect(await listed(first!)).toEqual([matching]);
        return;
      }
      for (const { value, field } of filter.flags) {
        const matching = await pet({ [field]: "yes" });
        await pet({ [field]: "no" });
        await pet({ [field]: "unknown" });
        expect(await listed(value)).toEqual([matching]);
      }
    },
  );
});
