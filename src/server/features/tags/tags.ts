import type { Kysely } from "kysely";
import { mayDo } from "../../../contract/store-roles";
import type { TagAnimal, TagCreated } from "../../../contract/tags";
import type { SessionUser } from "../../auth/session";
import type { Config } from "../../config";
import type { DB } from "../../db/schema";
import { forbidden, notFound } from "../../lib/errors";
import { requirePetAction, roleIn, roleRefused } from "../stores";
import { ensureTag, tagUrl } from "./tag-rows";

/*
 * QR tags (docs/product.md#qr-tags): a pet's tag is made by those who keep its profile, a
 * community dog's by its store's team; the tag's page shows the animal, never a person.
 */

export const dogNotFound = () => notFound("There is no such dog", "DOG_NOT_FOUND");
export const tagNotFound = () => notFound("There is no such tag", "TAG_NOT_FOUND");

/** A community dog the caller may tag: 404 when there is none, 403 when not her store's. */
export async function requireDogTagger(db: Kysely<DB>, user: SessionUser, dogId: number) {
  const dog = await db
    .selectFrom("community_dog")
    .select(["id", "vendor_id", "name"])
    .where("id", "=", dogId)
    .executeTakeFirst();
  if (!dog) throw dogNotFound();
  const role = await roleIn(db, user.id, dog.vendor_id);
  if (!role) throw forbidden("This dog is not on your store's register", "NOT_YOUR_STORE");
  if (!mayDo(role, "register")) throw roleRefused();
  return dog;
}

/** POST /api/pets/{id}/tag: the pet's tag, made on first asking. */
export async function tagPet(
  { db, config }: { db: Kysely<DB>; config: Config },
  user: SessionUser,
  petId: number,
): Promise<TagCreated> {
  const pet = await requirePetAction(db, user, petId, "pets");
  const { token } = await ensureTag(db, { petId: pet.id }, user.id);
  return { token, url: tagUrl(config, token) };
}

/** POST /api/community-dogs/{id}/tag: the dog's tag, made on first asking. */
export async function tagDog(
  { db, config }: { db: Kysely<DB>; config: Config },
  user: SessionUser,
  dogId: number,
): Promise<TagCreated> {
  const dog = await requireDogTagger(db, user, dogId);
  const { token } = await ensureTag(db, { dogId: dog.id }, user.id);
  return { token, url: tagUrl(config, token) };
}

/**
 * The tag of a token, with the animal it names, while the animal's store is listed: a pending
 * store's register is not public (docs/product.md#tags), so its tags answer as unknown ones.
 */
export async function findTag(db: Kysely<DB>, token: string) {
  const tag = await db
    .selectFrom("animal_tag as tag")
    .leftJoin("pet", "pet.id", "tag.pet_id")
    .leftJoin("community_dog as dog", "dog.id", "tag.dog_id")
    .innerJoin("vendor as store", (join) =>
      join.on((eb) =>
        eb.or([
          eb("store.id", "=", eb.ref("pet.vendor_id")),
          eb("store.id", "=", eb.ref("dog.vendor_id")),
        ]),
      ),
    )
    .select(["tag.id", "tag.pet_id", "tag.dog_id"])
    .where("tag.token", "=", token)
    .where("store.status", "=", "active")
    .executeTakeFirst();
  if (!tag) throw tagNotFound();
  return tag;
}

/** GET /api/tags/{token}: the animal, as anyone holding its tag may see it. */
export async function readTag(db: Kysely<DB>, token: string): Promise<TagAnimal> {
  const tag = await findTag(db, token);
  if (tag.pet_id !== null) return { animal: await readPetAnimal(db, tag.pet_id) };
  const dog = await db
    .selectFrom("community_dog")
    .select(["name", "photo_key", "district", "ward"])
    .where("id", "=", tag.dog_id!)
    .executeTakeFirstOrThrow();
  return {
    animal: {
      kind: "community_dog",
      name: dog.name,
      name_ne: null,
      species: "Dog",
      species_ne: "कुकुर",
      photo: dog.photo_key,
      district: dog.district,
      ward: Number(dog.ward),
    },
  };
}

async function readPetAnimal(db: Kysely<DB>, petId: number): Promise<TagAnimal["animal"]> {
  const pet = await db
    .selectFrom("pet")
    .innerJoin("category", "category.id", "pet.category_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select([
      "pet.name",
      "pet.name_ne",
      "category.category",
      "category.category_ne",
      "vendor.district",
    ])
    .where("pet.id", "=", petId)
    .executeTakeFirstOrThrow();
  const photo = await db
    .selectFrom("pet_image")
    .select("image_key")
    .where("pet_id", "=", petId)
    .orderBy("position")
    .orderBy("id")
    .executeTakeFirst();
  return {
    kind: "pet",
    name: pet.name,
    name_ne: pet.name_ne,
    species: pet.category,
    species_ne: pet.category_ne,
    photo: photo?.image_key ?? null,
    district: pet.district,
    ward: null,
  };
}
