import type { Kysely } from "kysely";
import type { AdminStats } from "../../../contract/admin";
import { APPLICATION_STATUSES, POST_STATUSES, STORE_STATUSES } from "../../../contract/pets";
import type { DB } from "../../db/schema";

/** Every status is present, at zero when nothing has it, so the dashboard has no gaps. */
function tally<S extends string>(statuses: readonly S[], rows: { status: S; n: number }[]) {
  const by_status = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) by_status[row.status] = Number(row.n);
  const total = Object.values<number>(by_status).reduce((sum, n) => sum + n, 0);
  return { total, by_status };
}

/** GET /api/admin/stats: what the admin dashboard's cards show. */
export async function countEverything(db: Kysely<DB>): Promise<AdminStats> {
  const [stores, pets, applications, users] = await Promise.all([
    db
      .selectFrom("vendor")
      .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("pet")
      .select((eb) => ["post_status as status", eb.fn.countAll<number>().as("n")])
      .groupBy("post_status")
      .execute(),
    db
      .selectFrom("application")
      .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    vendors: tally(STORE_STATUSES, stores),
    pets: tally(POST_STATUSES, pets),
    applications: tally(APPLICATION_STATUSES, applications),
    users: Number(users.n),
  };
}
