import type { DogSex, DogStatus } from "../../../contract/community-dog-values";
import { nepalDay } from "../../../contract/calendar";
import { addMonths, monthsBetween } from "../../../contract/months";
import { COVERAGE_TREND_MONTHS, type CoverageMonth } from "../../../contract/ward-coverage";
import { monthEnd, rabiesCountedAfter, shareOf } from "./coverage-days";

/** A dog of a ward's register, with the days of its sterilisations and rabies vaccinations. */
export interface WardDog {
  id: number;
  name: string | null;
  tole: string | null;
  sex: DogSex;
  ear_notch: number;
  status: DogStatus;
  registered_on: string;
  updated_at: string;
  photo_key: string | null;
  photo_width: number | null;
  photo_height: number | null;
  sterilised_on: string[];
  rabies_on: string[];
}

/**
 * Where a dog stood on a day: known when registered by then and not yet gone. The register keeps
 * no day of leaving, so a dog no longer active is taken to have gone on the (Nepal) day its row
 * last changed, when it was marked so (docs/product.md#ward-coverage). An ear notch is taken as
 * sterilised from its registration.
 */
export function stateOn(dog: WardDog, day: string) {
  const gone = dog.status !== "active" && nepalDay(dog.updated_at) <= day;
  const after = rabiesCountedAfter(day);
  return {
    known: dog.registered_on <= day && !gone,
    sterilised: dog.ear_notch === 1 || dog.sterilised_on.some((given) => given <= day),
    vaccinated: dog.rabies_on.some((given) => given > after && given <= day),
  };
}

/** The ward's last COVERAGE_TREND_MONTHS months, oldest first, each counted on its last day. */
export function coverageTrend(dogs: WardDog[], today: string): CoverageMonth[] {
  const thisMonth = today.slice(0, 7);
  return monthsBetween(addMonths(thisMonth, 1 - COVERAGE_TREND_MONTHS), thisMonth).map((month) => {
    const day = month === thisMonth ? today : monthEnd(month);
    const states = dogs.map((dog) => stateOn(dog, day)).filter((state) => state.known);
    const count = (key: "sterilised" | "vaccinated") => states.filter((state) => state[key]).length;
    return {
      month,
      counted_on: day,
      dogs: states.length,
      sterilised_share: shareOf(count("sterilised"), states.length),
      vaccinated_share: shareOf(count("vaccinated"), states.length),
    };
  });
}
