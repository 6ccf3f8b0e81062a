import type { AppDeps } from "../deps";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A sign-up's link lasts an hour; a week leaves room to ask for another before the account goes. */
const KEEP_UNVERIFIED_DAYS = 7;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes accounts whose address was never proved, a week after sign-up: someone who signed up
 * with another person's address must not hold it for ever
 * (docs/decisions/008-verifying-takes-link-and-password.md). Such an account could never sign
 * in, so it owns nothing; its sign-in methods go with it.
 */
export async function deleteStaleUnverifiedAccounts(
  { db, dialect }: Pick<AppDeps, "db" | "dialect">,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - KEEP_UNVERIFIED_DAYS * DAY_MS);
  const result = await db
    .deleteFrom("user")
    .where("emailVerified", "=", dialect === "postgres" ? false : 0)
    // An account made with a phone proved its number instead.
    .where((eb) =>
      eb.or([
        eb("phoneNumberVerified", "is", null),
        eb("phoneNumberVerified", "=", dialect === "postgres" ? false : 0),
      ]),
    )
    .where("createdAt", "<", dialect === "postgres" ? before : before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sweeps once at start and then every hour; several instances sweeping at once is harmless. */
export function sweepUnverifiedAccounts(deps: Pick<AppDeps, "db" | "dialect" | "log">) {
  const sweep = () =>
    deleteStaleUnverifiedAccounts(deps).then(
      (count) => {
        if (count > 0) deps.log.info("Unverified accounts removed", { count });
      },
      (error: unknown) =>
        deps.log.warn("Could not remove unverified accounts", {
          reason: error instanceof Error ? error.message : String(error),
        }),
    );
  void sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
