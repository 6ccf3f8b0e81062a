import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

/**
 * The auth tables (better-auth's schema, its column names) and the marketplace:
 * category, vendor, pet, pet_image, application. Deleting a vendor removes its
 * pets, their images and applications (ON DELETE CASCADE); a category in use
 * cannot be deleted (no cascade).
 */
export function init(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", t.authBool, (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("firstName", "text")
        .addColumn("lastName", "text")
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("updatedAt", t.authDate, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("expiresAt", t.authDate, (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("updatedAt", t.authDate, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("session_user_idx").on("session").column("userId").execute();

      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", t.authDate)
        .addColumn("refreshTokenExpiresAt", t.authDate)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("updatedAt", t.authDate, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("account_user_idx").on("account").column("userId").execute();

      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", t.authDate, (c) => c.notNull())
        .addColumn("createdAt", t.authDate, (c) => c.notNull())
        .addColumn("updatedAt", t.authDate, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("verification_identifier_idx")
        .on("verification")
        .column("identifier")
        .execute();

      await db.schema
        .createTable("category")
        .addColumn("id", t.idType, t.id)
        .addColumn("category", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      // Category names are unique regardless of case ("Dog" and "dog" are one species).
      await db.schema
        .createIndex("category_name_unique")
        .on("category")
        .expression(sql`lower(category)`)
        .unique()
        .execute();

      await db.schema
        .createTable("vendor")
        .addColumn("id", t.idType, t.id)
        // One store per user: any signed-in user may run a store, but only one.
        .addColumn("owner_id", "text", (c) =>
          c.notNull().unique().references("user.id").onDelete("cascade"),
        )
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("location", "text", (c) => c.notNull())
        .addColumn("image_key", "text")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addCheckConstraint("vendor_status_check", sql`status in ('pending', 'active')`)
        .execute();
      await db.schema
        .createIndex("vendor_status_idx")
        .on("vendor")
        .columns(["status", "id"])
        .execute();

      const tristate = (name: string) => sql`${sql.ref(name)} in ('yes', 'no', 'unknown')`;
      await db.schema
        .createTable("pet")
        .addColumn("id", t.idType, t.id)
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("category_id", "integer", (c) => c.notNull().references("category.id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("gender", "text", (c) => c.notNull())
        .addColumn("post_status", "text", (c) => c.notNull().defaultTo("draft"))
        .addColumn("breed", "text")
        .addColumn("age_group", "text")
        .addColumn("size", "text")
        .addColumn("colour", "text")
        .addColumn("vaccinated", "text", (c) => c.notNull().defaultTo("unknown"))
        .addColumn("sterilised", "text", (c) => c.notNull().defaultTo("unknown"))
        .addColumn("house_trained", "text", (c) => c.notNull().defaultTo("unknown"))
        .addColumn("good_with_children", "text", (c) => c.notNull().defaultTo("unknown"))
        .addColumn("good_with_dogs", "text", (c) => c.notNull().defaultTo("unknown"))
        .addColumn("good_with_cats", "text", (c) => c.notNull().defaultTo("unknown"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addCheckConstraint("pet_gender_check", sql`gender in ('male', 'female')`)
        .addCheckConstraint(
          "pet_post_status_check",
          sql`post_status in ('draft', 'published', 'adopted')`,
        )
        .addCheckConstraint(
          "pet_age_group_check",
          sql`age_group is null or age_group in ('baby', 'young', 'adult', 'senior')`,
        )
        .addCheckConstraint(
          "pet_size_check",
          sql`size is null or size in ('small', 'medium', 'large', 'xlarge')`,
        )
        .addCheckConstraint("pet_vaccinated_check", tristate("vaccinated"))
        .addCheckConstraint("pet_sterilised_check", tristate("sterilised"))
        .addCheckConstraint("pet_house_trained_check", tristate("house_trained"))
        .addCheckConstraint("pet_good_with_children_check", tristate("good_with_children"))
        .addCheckConstraint("pet_good_with_dogs_check", tristate("good_with_dogs"))
        .addCheckConstraint("pet_good_with_cats_check", tristate("good_with_cats"))
        .execute();
      // The public listing: published pets, newest first, optionally by species or sex.
      await db.schema
        .createIndex("pet_listing_idx")
        .on("pet")
        .columns(["post_status", "created_at", "id"])
        .execute();
      await db.schema
        .createIndex("pet_listing_category_idx")
        .on("pet")
        .columns(["post_status", "category_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("pet_listing_gender_idx")
        .on("pet")
        .columns(["post_status", "gender", "created_at"])
        .execute();
      await db.schema
        .createIndex("pet_vendor_idx")
        .on("pet")
        .columns(["vendor_id", "created_at"])
        .execute();
      await db.schema.createIndex("pet_category_idx").on("pet").column("category_id").execute();

      await db.schema
        .createTable("pet_image")
        .addColumn("id", t.idType, t.id)
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .addColumn("image_key", "text", (c) => c.notNull().unique())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("width", "integer", (c) => c.notNull())
        .addColumn("height", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("pet_image_pet_idx")
        .on("pet_image")
        .columns(["pet_id", "position"])
        .execute();

      await db.schema
        .createTable("application")
        .addColumn("id", t.idType, t.id)
        .addColumn("pet_id", "integer", (c) => c.notNull().references("pet.id").onDelete("cascade"))
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addCheckConstraint(
          "application_status_check",
          sql`status in ('pending', 'Approved', 'Rejected', 'Withdrawn')`,
        )
        .execute();
      await db.schema
        .createIndex("application_pet_idx")
        .on("application")
        .columns(["pet_id", "status"])
        .execute();
      await db.schema
        .createIndex("application_user_idx")
        .on("application")
        .columns(["user_id", "created_at"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        "application",
        "pet_image",
        "pet",
        "vendor",
        "category",
        "verification",
        "account",
        "session",
        "user",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
