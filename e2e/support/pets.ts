import type { APIRequestContext } from "@playwright/test";
import type { Insertable } from "kysely";
import type { PetListItem } from "../../src/contract/catalogue";
import { makePet, makeStore } from "../../src/server/db/factories";
import type { PetTable, StoreTable } from "../../src/server/db/schema";
import type { Credentials } from "./accounts";
import { userIdOf, withE2eDatabase } from "./database";

/** A listed pet with at least `count` photos, found through the API. */
export async function petWithPhotos(request: APIRequestContext, count: number) {
  for (const item of (await (await request.get("/api/pets?limit=100")).json()) as PetListItem[]) {
    const images = (await (await request.get(`/api/pets/${item.pet.id}/images`)).json()) as {
      image_key: string;
    }[];
    if (images.length >= count) return { ...item.pet, images };
  }
  throw new Error(`no demo pet has ${count} photos`);
}

/**
 * The owner's own store with one listed dog, made with the shared factories in the e2e database:
 * `Kali <suffix>` at `Sano Ghar Rescue <suffix>` unless told otherwise.
 */
export async function storeWithDog(
  owner: Credentials,
  {
    pet = {},
    store = {},
  }: { pet?: Partial<Insertable<PetTable>>; store?: Partial<Insertable<StoreTable>> } = {},
) {
  return withE2eDatabase(async (database) => {
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const dog = await database.db
      .selectFrom("category")
      .select("id")
      .where("category", "=", "Dog")
      .executeTakeFirstOrThrow();
    const made = await makeStore(database, {
      owner_id: await userIdOf(database, owner.email),
      title: `Sano Ghar Rescue ${suffix}`,
      ...store,
    });
    const listed = await makePet(database, {
      vendor_id: made.id,
      category_id: dog.id,
      name: `Kali ${suffix}`,
      ...pet,
    });
    return { store: made, pet: listed };
  });
}
