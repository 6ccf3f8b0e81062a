import type { Kysely } from "kysely";
import { CATEGORY_EXISTS, CATEGORY_IN_USE } from "../../../contract/admin";
import type { Category } from "../../../contract/pets";
import type { DB } from "../../db/schema";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";

/** Every category, for the Species filter and the forms. */
export function listCategories(db: Kysely<DB>) {
  return db
    .selectFrom("category")
    .select(["id", "category", "status", "created_at"])
    .orderBy("id")
    .execute();
}

const alreadyExists = (name: string) =>
  new AppError(409, `A category named "${name}" already exists`, CATEGORY_EXISTS);

/** POST /api/category. Names are unique regardless of case: "Dog" and "dog" are one species. */
export async function addCategory(db: Kysely<DB>, name: string): Promise<Category> {
  const existing = await db
    .selectFrom("category")
    .select("category")
    .where((eb) => eb(eb.fn("lower", ["category"]), "=", name.toLowerCase()))
    .executeTakeFirst();
  if (existing) throw alreadyExists(existing.category);
  try {
    return await db
      .insertInto("category")
      .values({ category: name, status: "active", created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two admins adding the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw alreadyExists(name);
    throw error;
  }
}

const inUse = (pets?: number) =>
  new AppError(
    409,
    `This category is used by ${pets === undefined ? "pets" : pets === 1 ? "1 pet" : `${pets} pets`}. Move them to another category or delete them first.`,
    CATEGORY_IN_USE,
  );

/** DELETE /api/category. A category still used by pets stays: deleting it would orphan them. */
export async function deleteCategory(db: Kysely<DB>, id: number): Promise<void> {
  const category = await db
    .selectFrom("category")
    .select((eb) => [
      "id",
      eb
        .selectFrom("pet")
        .whereRef("pet.category_id", "=", "category.id")
        .select((sub) => sub.fn.countAll<number>().as("n"))
        .as("pets"),
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!category) throw notFound("No such category");
  const pets = Number(category.pets ?? 0);
  if (pets > 0) throw inUse(pets);
  try {
    await db.deleteFrom("category").where("id", "=", id).execute();
  } catch (error) {
    // A pet added to it since the count: the foreign key refuses, and so do we.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}
