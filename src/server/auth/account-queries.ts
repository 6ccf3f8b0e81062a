import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/database";
import type { DB } from "../db/schema";

/** The database's true: a boolean in PostgreSQL, 1 in SQLite. */
const trueIn = (dialect: Dialect) => (dialect === "postgres" ? true : 1);

/**
 * Marks the address proved and removes the number and identities it had before: whoever added
 * them had not proved the address. Answers whether anything was removed.
 */
export async function takeBackAccount(
  db: Kysely<DB>,
  dialect: Dialect,
  userId: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("user")
      .select("phoneNumber")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("user")
      .set({
        emailVerified: trueIn(dialect),
        phoneNumber: null,
        phoneNumberVerified: null,
        pendingEmail: null,
      })
      .where("id", "=", userId)
      .execute();
    const identities = await trx
      .deleteFrom("account")
      .where("userId", "=", userId)
      .where("providerId", "!=", "credential")
      .executeTakeFirst();
    return before.phoneNumber !== null || Number(identities.numDeletedRows) > 0;
  });
}

/**
 * A new phone account's placeholder address may be held by an account that signed up with it
 * by e-mail before such sign-ups were refused; one that never proved anything owns nothing and
 * goes, anything else is refused rather than failing on the unique address.
 */
export async function clearPlaceholder(db: Kysely<DB>, email: string) {
  const holder = await db
    .selectFrom("user")
    .select(["id", "emailVerified", "phoneNumberVerified"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (!holder) return;
  if (holder.emailVerified || holder.phoneNumberVerified) {
    throw new APIError("CONFLICT", {
      code: "CONFLICT",
      message: "This number already has an account",
    });
  }
  await db.deleteFrom("session").where("userId", "=", holder.id).execute();
  await db.deleteFrom("account").where("userId", "=", holder.id).execute();
  await db.deleteFrom("user").where("id", "=", holder.id).execute();
}

/** The verified account a sign-in tried ("phone:+977…" or an address): who is told of wrong passwords. */
export function findVerifiedOwner(db: Kysely<DB>, dialect: Dialect, account: string) {
  return db
    .selectFrom("user")
    .select(["email", "name", "language"])
    .where(
      account.startsWith("phone:") ? "phoneNumber" : "email",
      "=",
      account.replace(/^phone:/, ""),
    )
    .where("emailVerified", "=", trueIn(dialect))
    .executeTakeFirst()
    .then((user) => user ?? null);
}
