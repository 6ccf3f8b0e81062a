import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";

/**
 * An address a phone account added waits here until its owner opens the link while signed in to
 * that account (docs/decisions/044-every-credential-proven.md); until then `email` keeps the
 * account's placeholder. Accounts that added one before this rule had it put straight into
 * `email`, unproved: it moves back here, so it no longer signs anyone in, makes nobody admin and
 * blocks nobody's sign-up.
 */
export function pendingEmail(dialect: Dialect): Migration {
  const no = dialect === "postgres" ? sql`false` : sql`0`;
  const yes = dialect === "postgres" ? sql`true` : sql`1`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("user").addColumn("pendingEmail", "text").execute();
      // The placeholder is the number without its "+" (contract/phone.ts's placeholderEmail).
      await sql`
        update "user"
        set "pendingEmail" = "email", "email" = substr("phoneNumber", 2) || '@phone.sathi.invalid'
        where "emailVerified" = ${no} and "phoneNumberVerified" = ${yes}
          and "phoneNumber" is not null and "email" not like '%@phone.sathi.invalid'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("user").dropColumn("pendingEmail").execute();
    },
  };
}
