import type { Kysely } from "kysely";
import {
  CATEGORY_EXISTS,
  CATEGORY_IN_USE,
  CATEGORY_NEPALI_EXISTS,
  type CategoryNames,
  type NewCategoryBody,
} from "../../../contract/admin";
import type { Category } from "../../../contract/pets";
import type { DB } from "../../db/schema";
import { isForeignKeyViolation, isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";

/** Every category, for the Species filter and the forms. */
export function listCategories(db: Kysely<DB>) {
  return db
    .selectFrom("category")
    .select(["id", "category", "category_ne", "status", "created_at"])
    .orderBy("id")
    .execute();
}

/**
 * The category already named so in English, else in Nepali, as a refusal naming it as stored;
 * `except` is the category being renamed, which may keep its own names.
 */
async function findNameTaken(db: Kysely<DB>, names: NewCategoryBody, except?: number) {
  const { category, category_ne } = names;
  const taken = await db
    .selectFrom("category")
    .select(["category", "category_ne"])
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["category"]), "=", category.toLowerCase()),
        // No Nepali name yet (the original API's payload) is no name to share.
        ...(category_ne === null
          ? []
          : [eb(eb.fn("lower", ["category_ne"]), "=", category_ne.toLowerCase())]),
      ]),
    )
    .$if(except !== undefined, (query) => query.where("id", "!=", except!))
    .execute();
  const english = taken.find((row) => row.category.toLowerCase() === category.toLowerCase());
  if (english) {
    return new AppError(
      409,
      `A category named "${english.category}" already exists`,
      CATEGORY_EXISTS,
    );
  }
  const nepali = taken[0]?.category_ne;
  if (nepali) {
    return new AppError(
      409,
      `A category with the Nepali name "${nepali}" already exists`,
      CATEGORY_NEPALI_EXISTS,
    );
  }
  return undefined;
}

/**
 * POST /api/category. Names are unique regardless of case in either language: "Dog" and "dog"
 * are one species, and two species both called कुकुर could not be told apart in Nepali. Without
 * a Nepali name (the original API's payload), Nepali pages show the English one.
 */
export async function addCategory(db: Kysely<DB>, names: NewCategoryBody): Promise<Category> {
  const refusal = await findNameTaken(db, names);
  if (refusal) throw refusal;
  try {
    return await db
      .insertInto("category")
      .values({ ...names, status: "active", created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Two admins adding the same name at once: the unique indexes decide, then say which name.
    if (isUniqueViolation(error)) throw (await findNameTaken(db, names)) ?? error;
    throw error;
  }
}

/**
 * PUT /api/category/{id}: new names for a category, e.g. the Nepali name of one added before
 * categories had one. Its pets follow: they refer to it by id.
 */
export async function renameCategory(
  db: Kysely<DB>,
  id: number,
  names: CategoryNames,
): Promise<Category> {
  const refusal = await findNameTaken(db, names, id);
  if (refusal) throw refusal;
  try {
    const renamed = await db
      .updateTable("category")
      .set(names)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!renamed) throw notFound("No such category", "CATEGORY_NOT_FOUND");
    return renamed;
  } catch (error) {
    if (isUniqueViolation(error)) throw (await findNameTaken(db, names, id)) ?? error;
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
  if (!category) throw notFound("No such category", "CATEGORY_NOT_FOUND");
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
