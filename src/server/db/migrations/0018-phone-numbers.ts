import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

/**
 * A verified mobile number on an account (better-auth's phone-number plugin and its column
 * names), and whether the person wants texts (docs/product.md#sms): on until she turns them off,
 * but only ever sent to a verified number. One account per number.
 */
export function phoneNumbers(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const yes = dialect === "postgres" ? sql`true` : sql`1`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("user").addColumn("phoneNumber", "text").execute();
      // Null until a number is added, as the auth library leaves it: a sign-up's answer then
      // looks the same whether or not the address already had an account.
      await db.schema.alterTable("user").addColumn("phoneNumberVerified", t.authBool).execute();
      await db.schema
        .alterTable("user")
        .addColumn("smsNotifications", t.authBool, (c) => c.notNull().defaultTo(yes))
        .execute();
      await db.schema
        .createIndex("user_phone_number")
        .on("user")
        .column("phoneNumber")
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("user_phone_number").execute();
      for (const column of ["smsNotifications", "phoneNumberVerified", "phoneNumber"]) {
        await db.schema.alterTable("user").dropColumn(column).execute();
      }
    },
  };
}
