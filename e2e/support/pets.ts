import type { APIRequestContext } from "@playwright/test";
import type { PetListItem } from "../../src/contract/catalogue";

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
