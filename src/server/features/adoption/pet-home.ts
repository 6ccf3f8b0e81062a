import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/**
 * Whether a pet has gone home with someone and not come back: a request of it is Adopted and
 * no return is recorded. Such a pet stays off the catalogue and no other request of it is
 * approved or adopted (docs/product.md#requests).
 */
export async function hasHome(db: Kysely<DB>, petId: number): Promise<boolean> {
  const home = await db
    .selectFrom("application")
    .select("id")
    .where("pet_id", "=", petId)
    .where("status", "=", "Adopted")
    .where("returned_at", "is", null)
    .executeTakeFirst();
  return home !== undefined;
}
