/** Adoption fees quoted on the FAQ, in US dollars. */
export const ADOPTION_FEES = [
  { kind: "dogs", min: 250, max: 500 },
  { kind: "cats", min: 150, max: 300 },
  { kind: "small", min: 50, max: 150 },
] as const;
