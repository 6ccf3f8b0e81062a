import { sql, type Kysely } from "kysely";
import { LIVE_OUTCOMES, OUTCOME_KINDS, type OutcomeKind } from "../../../contract/animal-values";
import type { Figures, FiguresMonth, InCareRow, OutcomeCounts } from "../../../contract/figures";
import type { DB } from "../../db/schema";
import { addMonths } from "../../../contract/months";

/**
 * A store's figures, or every store's (`storeId` undefined, for the admin): what each number
 * counts is written in docs/product.md#figures. Days are Nepal's, months calendar (AD) months.
 */
export async function countFigures(
  db: Kysely<DB>,
  storeId: number | undefined,
  range: { from: string; to: string; months: string[] },
): Promise<Figures> {
  const days = { first: `${range.from}-01`, after: `${addMonths(range.to, 1)}-01` };
  const [in_care_now, events, vaccinations, adoptions] = await Promise.all([
    countInCare(db, storeId),
    countEvents(db, storeId, days),
    countVaccinations(db, storeId, days),
    daysToAdoption(db, storeId, days),
  ]);
  const months = range.months.map((month): FiguresMonth => {
    const of = (kind: string, reason?: string) =>
      events
        .filter((row) => row.month === month && row.kind === kind)
        .filter((row) => reason === undefined || row.reason === reason)
        .reduce((sum, row) => sum + Number(row.n), 0);
    return {
      month,
      intakes: of("intake"),
      outcomes: outcomeCounts((kind) => of("outcome", kind)),
      returns: of("return"),
      vaccinations: Number(vaccinations.find((row) => row.month === month)?.n ?? 0),
    };
  });
  const sum = (count: (month: FiguresMonth) => number) =>
    months.reduce((total, month) => total + count(month), 0);
  const outcomes = outcomeCounts((kind) => sum((month) => month.outcomes[kind]));
  const allOutcomes = OUTCOME_KINDS.reduce((total, kind) => total + outcomes[kind], 0);
  const liveOutcomes = LIVE_OUTCOMES.reduce((total, kind) => total + outcomes[kind], 0);
  return {
    from: range.from,
    to: range.to,
    in_care_now,
    months,
    totals: {
      intakes: sum((month) => month.intakes),
      outcomes,
      returns: sum((month) => month.returns),
      vaccinations: sum((month) => month.vaccinations),
      median_days_to_adoption: median(adoptions),
      live_release_rate: allOutcomes === 0 ? null : liveOutcomes / allOutcomes,
    },
  };
}

const outcomeCounts = (count: (kind: OutcomeKind) => number) =>
  Object.fromEntries(OUTCOME_KINDS.map((kind) => [kind, count(kind)])) as OutcomeCounts;

/** The middle value, or the mean of the two middle ones; null for none. */
function median(values: number[]) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Days {
  /** The range's first day, and the day after its last, `YYYY-MM-DD`. */
  first: string;
  after: string;
}

/**
 * The animals in care now, by species: those whose latest event (by day, then as recorded) is an
 * intake or a return; in foster while a placement of theirs has not ended.
 */
async function countInCare(db: Kysely<DB>, storeId: number | undefined): Promise<InCareRow[]> {
  const rows = await db
    .selectFrom("pet")
    .innerJoin("category", "category.id", "pet.category_id")
    .select((eb) => [
      "category.id",
      "category.category",
      "category.category_ne",
      eb.fn.countAll().as("in_care"),
      eb.fn
        .sum(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom("foster_placement as placement")
                  .select("placement.id")
                  .whereRef("placement.pet_id", "=", "pet.id")
                  .where("placement.ended_on", "is", null),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as("in_foster"),
    ])
    .where((eb) =>
      eb(
        eb
          .selectFrom("animal_event as latest")
          .select("latest.kind")
          .whereRef("latest.pet_id", "=", "pet.id")
          .orderBy("latest.on_day", "desc")
          .orderBy("latest.id", "desc")
          .limit(1),
        "in",
        ["intake", "return"],
      ),
    )
    .$if(storeId !== undefined, (query) => query.where("pet.vendor_id", "=", storeId!))
    .groupBy(["category.id", "category.category", "category.category_ne"])
    .execute();
  return rows
    .map((row) => ({
      species: { id: row.id, category: row.category, category_ne: row.category_ne },
      in_centre: Number(row.in_care) - Number(row.in_foster),
      in_foster: Number(row.in_foster),
    }))
    .sort(
      (a, b) =>
        b.in_centre + b.in_foster - (a.in_centre + a.in_foster) || a.species.id - b.species.id,
    );
}

const monthOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/** The events of the range by month, kind and reason. */
function countEvents(db: Kysely<DB>, storeId: number | undefined, days: Days) {
  return db
    .selectFrom("animal_event")
    .select((eb) => [
      monthOf("on_day").as("month"),
      "kind",
      "reason",
      eb.fn.countAll<number | string>().as("n"),
    ])
    .where("on_day", ">=", days.first)
    .where("on_day", "<", days.after)
    .$if(storeId !== undefined, (query) => query.where("vendor_id", "=", storeId!))
    .groupBy([monthOf("on_day"), "kind", "reason"])
    .execute();
}

/** The vaccinations given in the range, by month. */
function countVaccinations(db: Kysely<DB>, storeId: number | undefined, days: Days) {
  return db
    .selectFrom("health_record")
    .innerJoin("pet", "pet.id", "health_record.pet_id")
    .select((eb) => [
      monthOf("health_record.given_on").as("month"),
      eb.fn.countAll<number | string>().as("n"),
    ])
    .where("health_record.kind", "=", "vaccination")
    .where("health_record.given_on", ">=", days.first)
    .where("health_record.given_on", "<", days.after)
    .$if(storeId !== undefined, (query) => query.where("pet.vendor_id", "=", storeId!))
    .groupBy(monthOf("health_record.given_on"))
    .execute();
}

/**
 * For each adoption of the range, the days since the animal's latest intake on or before its
 * day; an adoption with no intake before it is left out.
 */
async function daysToAdoption(db: Kysely<DB>, storeId: number | undefined, days: Days) {
  const rows = await db
    .selectFrom("animal_event as adoption")
    .select((eb) => [
      "adoption.on_day",
      eb
        .selectFrom("animal_event as intake")
        .select("intake.on_day")
        .whereRef("intake.pet_id", "=", "adoption.pet_id")
        .where("intake.kind", "=", "intake")
        .whereRef("intake.on_day", "<=", "adoption.on_day")
        .orderBy("intake.on_day", "desc")
        .orderBy("intake.id", "desc")
        .limit(1)
        .as("intake_day"),
    ])
    .where("adoption.kind", "=", "outcome")
    .where("adoption.reason", "=", "adopted")
    .where("adoption.on_day", ">=", days.first)
    .where("adoption.on_day", "<", days.after)
    .$if(storeId !== undefined, (query) => query.where("adoption.vendor_id", "=", storeId!))
    .execute();
  return rows.flatMap(({ on_day, intake_day }) =>
    intake_day ? [(Date.parse(on_day) - Date.parse(intake_day)) / 86_400_000] : [],
  );
}
