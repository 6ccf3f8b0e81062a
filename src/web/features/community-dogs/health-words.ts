import { rabiesDueAfter, type DogHealth } from "../../../contract/community-dogs";

export type RabiesState =
  { kind: "none" } | { kind: "valid"; until: string } | { kind: "due"; on: string };

/**
 * A dog's rabies vaccination as the register shows it (docs/product.md#community-dogs): good for
 * a year unless its record says when the booster is due; due once that day has come.
 */
export function rabiesState(health: DogHealth, today: string): RabiesState {
  if (!health.rabies) return { kind: "none" };
  const until = health.rabies.next_due_on ?? rabiesDueAfter(health.rabies.given_on);
  return until <= today ? { kind: "due", on: until } : { kind: "valid", until };
}
