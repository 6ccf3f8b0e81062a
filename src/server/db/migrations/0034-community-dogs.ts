import { sql, type Kysely, type Migration } from "kysely";
import { VACCINES } from "../../../contract/animal-values";
import { DOG_RECORD_KINDS, DOG_SEXES, DOG_STATUSES } from "../../../contract/community-dog-values";
import { columnTypes } from "../columns";
import type { Dialect } from "../database";

const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${listOf(values)})`);

/**
 * The community-dog register (docs/decisions/050-lost-and-found.md): the dogs of a street a
 * store and its caretakers keep, their sterilisations and vaccinations (the animal-records
 * vocabulary), the CNVR camps that did many at once, and the QR tags that let a finder reach
 * an animal's person by SMS without seeing her number.
 */
export function communityDogs(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("community_dog")
        .addColumn("id", t.idType, t.id)
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("name", "text")
        .addColumn("sex", "text", (c) => c.notNull().check(oneOf("sex", DOG_SEXES)))
        // English name from contract/places.ts, the ward (1-33) and the tole it lives in.
        .addColumn("district", "text", (c) => c.notNull())
        .addColumn("ward", "integer", (c) => c.notNull())
        .addColumn("tole", "text")
        // 0 or 1: the ear notch a sterilised community dog carries.
        .addColumn("ear_notch", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("collar_tag", "text")
        .addColumn("photo_key", "text")
        .addColumn("photo_width", "integer")
        .addColumn("photo_height", "integer")
        // The person who feeds and watches it; told when its booster is due.
        .addColumn("caretaker_id", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("status", "text", (c) =>
          c.notNull().defaultTo("active").check(oneOf("status", DOG_STATUSES)),
        )
        .addColumn("registered_on", "text", (c) => c.notNull())
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("community_dog_ward_idx")
        .on("community_dog")
        .columns(["district", "ward", "status"])
        .execute();
      await db.schema
        .createIndex("community_dog_store_idx")
        .on("community_dog")
        .columns(["vendor_id", "status"])
        .execute();

      // A CNVR camp: one day, one place, many dogs sterilised and vaccinated.
      await db.schema
        .createTable("cnvr_camp")
        .addColumn("id", t.idType, t.id)
        .addColumn("vendor_id", "integer", (c) =>
          c.notNull().references("vendor.id").onDelete("cascade"),
        )
        .addColumn("held_on", "text", (c) => c.notNull())
        .addColumn("district", "text", (c) => c.notNull())
        .addColumn("ward", "integer")
        .addColumn("place", "text")
        .addColumn("note", "text")
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("dog_record")
        .addColumn("id", t.idType, t.id)
        .addColumn("dog_id", "integer", (c) =>
          c.notNull().references("community_dog.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (c) => c.notNull().check(oneOf("kind", DOG_RECORD_KINDS)))
        .addColumn("vaccine", "text", (c) => c.check(oneOf("vaccine", VACCINES)))
        .addColumn("given_on", "text", (c) => c.notNull())
        .addColumn("next_due_on", "text")
        .addColumn("camp_id", "integer", (c) => c.references("cnvr_camp.id").onDelete("set null"))
        // The day the caretaker was texted that this record's booster is due.
        .addColumn("reminded_on", "text")
        .addColumn("recorded_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("dog_record_dog_idx")
        .on("dog_record")
        .columns(["dog_id", "given_on"])
        .execute();

      // A printable QR tag: its token opens the relay page; it names a pet or a community dog.
      await db.schema
        .createTable("animal_tag")
        .addColumn("id", t.idType, t.id)
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("pet_id", "integer", (c) => c.references("pet.id").onDelete("cascade"))
        .addColumn("dog_id", "integer", (c) => c.references("community_dog.id").onDelete("cascade"))
        .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addCheckConstraint("animal_tag_one_animal", sql`(pet_id is null) <> (dog_id is null)`)
        .execute();

      // A finder's message relayed by SMS: kept for the limits and for an admin's look at abuse.
      await db.schema
        .createTable("tag_message")
        .addColumn("id", t.idType, t.id)
        .addColumn("tag_id", "integer", (c) =>
          c.notNull().references("animal_tag.id").onDelete("cascade"),
        )
        .addColumn("finder_phone", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("sender_ip", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("tag_message_tag_idx")
        .on("tag_message")
        .columns(["tag_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("tag_message").execute();
      await db.schema.dropTable("animal_tag").execute();
      await db.schema.dropTable("dog_record").execute();
      await db.schema.dropTable("cnvr_camp").execute();
      await db.schema.dropTable("community_dog").execute();
    },
  };
}
