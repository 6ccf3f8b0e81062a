import type { Kysely } from "kysely";
import type { HealthSummary } from "../../../contract/animal-records";
import type { Tristate } from "../../../contract/pet-profile";
import { toBikramSambat } from "../../../contract/bikram-sambat";
import type { DB } from "../../db/schema";

const bsOf = (day: string) => {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return toBikramSambat(year, month - 1, date);
};

/** The records the public summary is made from: never their batches, places, notes or names. */
export interface SummaryRecord {
  kind: string;
  vaccine: string | null;
  given_on: string;
  next_due_on: string | null;
}

/** A day a year on (29 February goes to 1 March). */
export const yearAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The public summary (docs/decisions/049-animal-records.md): derived from the records, newest
 * first; a hand-set "yes" without a record is "said". Whether rabies is still valid is the
 * reader's to decide, so a cached answer does not go stale at midnight.
 */
export function summarise(
  records: readonly SummaryRecord[],
  flags: { vaccinated: Tristate; sterilised: Tristate },
  fosterDistrict: string | null,
): HealthSummary {
  const first = (kind: string, vaccine?: string) =>
    records.find((record) => record.kind === kind && (!vaccine || record.vaccine === vaccine));
  const rabies = first("vaccination", "rabies");
  const validUntil = rabies ? (rabies.next_due_on ?? yearAfter(rabies.given_on)) : null;
  const backed = (kind: string, flag: Tristate) =>
    first(kind) ? ("record" as const) : flag === "yes" ? ("said" as const) : null;
  return {
    rabies:
      rabies && validUntil
        ? { given_on: rabies.given_on, valid_until: validUntil, valid_until_bs: bsOf(validUntil) }
        : null,
    vaccinated: backed("vaccination", flags.vaccinated),
    sterilised: backed("sterilisation", flags.sterilised),
    dewormed_on: first("deworming")?.given_on ?? null,
    microchipped: first("microchip") !== undefined,
    foster_district: fosterDistrict,
  };
}

/** A pet's public summary, read now. */
export async function readHealthSummary(
  db: Kysely<DB>,
  pet: { id: number; vaccinated: Tristate; sterilised: Tristate },
): Promise<HealthSummary> {
  const [records, placement] = await Promise.all([
    db
      .selectFrom("health_record")
      .select(["kind", "vaccine", "given_on", "next_due_on"])
      .where("pet_id", "=", pet.id)
      .where("kind", "in", ["vaccination", "sterilisation", "deworming", "microchip"])
      .orderBy("given_on", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("foster_placement")
      .select("district")
      .where("pet_id", "=", pet.id)
      .where("ended_on", "is", null)
      .orderBy("starts_on", "desc")
      .executeTakeFirst(),
  ]);
  return summarise(records, pet, placement?.district ?? null);
}
