import type { Kysely } from "kysely";
import type { LookAlikeDog, PublicReport } from "../../../contract/lost-found";
import type { DB } from "../../db/schema";
import { latestRabies } from "../community-dogs";

/** More dogs than this in a ward, and only those of the report's own tole are named. */
const WARD_FEW = 3;

const sameWords = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The registered community dogs a found dog may be (docs/product.md#community-dogs): active dogs
 * of the report's district and ward whose sex does not contradict it — those of its tole, or all
 * of them when the ward knows only a few — with their last rabies day, so the finder reads "this
 * looks like Kalu of Jhamsikhel, vaccinated …" before searching for an owner who is the street.
 */
export async function lookAlikeDogs(db: Kysely<DB>, report: PublicReport): Promise<LookAlikeDog[]> {
  if (report.kind !== "found" || report.ward === null) return [];
  if (report.species.name.toLowerCase() !== "dog") return [];
  let query = db
    .selectFrom("community_dog as dog")
    // A pending store's register is not yet vouched for by the admin: nothing of it is public.
    .innerJoin("vendor", "vendor.id", "dog.vendor_id")
    .select(["dog.id", "dog.name", "dog.tole", "dog.ward", "dog.district", "dog.ear_notch"])
    .where("vendor.status", "=", "active")
    .where("dog.district", "=", report.district)
    .where("dog.ward", "=", report.ward)
    .where("dog.status", "=", "active");
  if (report.sex !== "unknown") query = query.where("dog.sex", "in", [report.sex, "unknown"]);
  const dogs = await query.orderBy("dog.id").execute();
  const ofTole = dogs.filter((dog) => sameWords(dog.tole, report.tole));
  const named = ofTole.length > 0 || dogs.length > WARD_FEW ? ofTole : dogs;
  const rabies = await latestRabies(
    db,
    named.map((dog) => Number(dog.id)),
  );
  return named.slice(0, WARD_FEW).map((dog) => ({
    name: dog.name,
    tole: dog.tole,
    ward: Number(dog.ward),
    district: dog.district,
    ear_notch: Number(dog.ear_notch) === 1,
    rabies_given_on: rabies.get(Number(dog.id))?.given_on ?? null,
  }));
}
