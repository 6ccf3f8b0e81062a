export const AGE_GROUPS = ["baby", "young", "adult", "senior"] as const;
export const SIZES = ["small", "medium", "large", "xlarge"] as const;
/** A yes/no fact a store may not know: `unknown` until it says. */
export const TRISTATE = ["yes", "no", "unknown"] as const;
export type Tristate = (typeof TRISTATE)[number];

/** Free text, at most `maxLength` characters; empty means not told (null). */
interface TextField {
  kind: "text";
  maxLength: number;
  /**
   * The field this one writes in Devanagari (a name or breed also told in Nepali): shown in its
   * place to a Nepali reader, never on its own, and searched in either script
   * (docs/product.md#search-and-filters).
   */
  nepaliOf?: "name" | "breed";
}
/** One of `values`, or null when not told; filtered as "any of the chosen values". */
interface ChoiceField {
  kind: "choice";
  values: readonly [string, ...string[]];
  filter?: { param: string };
}
/** yes, no or unknown; filtered as "known to be yes", several flags of one `param` all at once. */
interface FlagField {
  kind: "flag";
  filter?: { param: string; value: string };
}
/** Whole rupees from 0 (none) to `max`; never empty, so 0 when not told. */
interface RupeesField {
  kind: "rupees";
  max: number;
}
/** A day, `YYYY-MM-DD`, not in the future and at most `maxYearsAgo` years back; null when not told. */
interface DateField {
  kind: "date";
  maxYearsAgo: number;
}
/** Kilograms above 0 up to `max`, to one decimal; null when not told. */
interface KgField {
  kind: "kg";
  max: number;
}
export type FieldSpec = TextField | ChoiceField | FlagField | RupeesField | DateField | KgField;

/**
 * A pet's optional profile, declared once: the API's request and response schemas, the listing's
 * filters, the columns read, the owner's form and the About panel are all built from this list,
 * in this order. Each field also needs a column (a migration, and its line in db/schema.ts) and
 * its words in locales/<language>/profile.json: `field.<name>`, a choice's `value.<name>.<value>`,
 * a flag filter's `filter.<param>.title` and `filter.<param>.<value>`. Why, and what it costs:
 * docs/decisions/033-pet-profile-declared-once.md; the files to touch: CONTRIBUTING.md.
 */
export const PET_PROFILE = {
  // On the owner's form beside the name, which is not part of the profile.
  name_ne: { kind: "text", maxLength: 80, nepaliOf: "name" },
  breed: { kind: "text", maxLength: 80 },
  breed_ne: { kind: "text", maxLength: 80, nepaliOf: "breed" },
  age_group: { kind: "choice", values: AGE_GROUPS, filter: { param: "age" } },
  // Shown as "about 2 years"; when given, the age group follows it (contract/pet-age.ts).
  birth_date: { kind: "date", maxYearsAgo: 40 },
  size: { kind: "choice", values: SIZES, filter: { param: "size" } },
  weight_kg: { kind: "kg", max: 150 },
  colour: { kind: "text", maxLength: 80 },
  vaccinated: { kind: "flag" },
  sterilised: { kind: "flag" },
  house_trained: { kind: "flag" },
  good_with_children: { kind: "flag", filter: { param: "good_with", value: "children" } },
  good_with_dogs: { kind: "flag", filter: { param: "good_with", value: "dogs" } },
  good_with_cats: { kind: "flag", filter: { param: "good_with", value: "cats" } },
  // Also on the pet's card; paid online once a request is approved (docs/product.md#adoption-fee).
  fee: { kind: "rupees", max: 1_000_000 },
  // The day the store took the pet in: "waiting 3 months" counts from it (docs/product.md#profile).
  intake_date: { kind: "date", maxYearsAgo: 40 },
} as const satisfies Record<string, FieldSpec>;

type Profile = typeof PET_PROFILE;
export type ProfileField = keyof Profile;
export const PROFILE_FIELDS = Object.keys(PET_PROFILE) as ProfileField[];

type Stored<S> = S extends { kind: "choice"; values: readonly (infer V)[] }
  ? V | null
  : S extends { kind: "flag" }
    ? Tristate
    : S extends { kind: "rupees" }
      ? number
      : S extends { kind: "kg" }
        ? number | null
        : string | null;
/** The profile as stored and sent: null (or `unknown` for a flag) when not told. */
export type PetProfile = { [F in ProfileField]: Stored<Profile[F]> };

type FilterParamOf<S> = S extends { filter: { param: infer P extends string } } ? P : never;
/** The listing's query parameters the profile adds (`age`, `size`, `good_with`). */
export type ProfileFilterParam = { [F in ProfileField]: FilterParamOf<Profile[F]> }[ProfileField];
type FilterValueOf<S> = S extends { kind: "choice"; values: readonly (infer V)[] }
  ? V
  : S extends { filter: { value: infer V } }
    ? V
    : never;
type ValuesOf<P> = {
  [F in ProfileField]: Profile[F] extends { filter: { param: P } }
    ? FilterValueOf<Profile[F]>
    : never;
}[ProfileField];
/** What a visitor asked for under each profile filter; an empty list filters nothing. */
export type ProfileFilters = { [P in ProfileFilterParam]: ValuesOf<P>[] };

/**
 * One filter of the listing: a choice field's values (any of them matches), or a group of
 * flags, each value naming the flag that must be `yes` (all of them must).
 */
export type ProfileFilter =
  | { kind: "choice"; param: ProfileFilterParam; field: ProfileField; values: readonly string[] }
  | {
      kind: "flags";
      param: ProfileFilterParam;
      flags: { value: string; field: ProfileField }[];
    };

function collectFilters(): ProfileFilter[] {
  const filters: ProfileFilter[] = [];
  for (const field of PROFILE_FIELDS) {
    const spec: FieldSpec = PET_PROFILE[field];
    if (!("filter" in spec) || !spec.filter) continue;
    const param = spec.filter.param as ProfileFilterParam;
    if (spec.kind === "choice") {
      filters.push({ kind: "choice", param, field, values: spec.values });
      continue;
    }
    const flag = { value: spec.filter.value, field };
    const group = filters.find((filter) => filter.param === param);
    if (group?.kind === "flags") group.flags.push(flag);
    else filters.push({ kind: "flags", param, flags: [flag] });
  }
  return filters;
}

/** The profile's filters, in the declaration's order. */
export const PROFILE_FILTERS: readonly ProfileFilter[] = collectFilters();

/** The values a filter accepts. */
export const filterValues = (filter: ProfileFilter): readonly string[] =>
  filter.kind === "choice" ? filter.values : filter.flags.map((flag) => flag.value);
