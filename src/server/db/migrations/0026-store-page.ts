import { sql, type Kysely, type Migration } from "kysely";
import type { Dialect } from "../database";

const TRIGGER = "user_catalogue_version_phone";

/**
 * A store's own page (docs/product.md#a-stores-page): its opening hours in its own words, and
 * whether it shows its owner's verified number there (off until she says so: the number is hers).
 * The page is cached with the catalogue, so a change of that number bumps the catalogue's version
 * as a store's own changes do (0007-catalogue-speed).
 */
export function storePage(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("vendor").addColumn("opening_hours", "text").execute();
      await db.schema
        .alterTable("vendor")
        .addColumn("show_phone", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      const columns = `"phoneNumber", "phoneNumberVerified"`;
      await sql
        .raw(
          dialect === "postgres"
            ? `create trigger ${TRIGGER} after update of ${columns} on "user" for each statement execute function bump_catalogue_version()`
            : `create trigger ${TRIGGER} after update of ${columns} on "user" begin update catalogue_version set version = version + 1; end`,
        )
        .execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql
        .raw(`drop trigger ${TRIGGER}${dialect === "postgres" ? ` on "user"` : ""}`)
        .execute(db);
      await db.schema.alterTable("vendor").dropColumn("show_phone").execute();
      await db.schema.alterTable("vendor").dropColumn("opening_hours").execute();
    },
  };
}
