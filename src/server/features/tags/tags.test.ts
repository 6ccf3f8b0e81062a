import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makeMember, makePet, makePetImage, makeStore } from "../../db/factories";
import { makeCommunityDog } from "../../db/factories-street-rows";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";

/**
 * QR tags (docs/product.md#qr-tags): one tag per animal, made by its store's team; a sheet of
 * them as a PDF; the tag's public page shows the animal and never a person.
 */

let t: TestApp;
let category: Awaited<ReturnType<typeof makeCategory>>;
beforeAll(async () => {
  t = await createTestApp();
  category = await makeCategory(t.deps, { category: "Dog", category_ne: "कुकुर" });
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;

/** A store with an owner, a manager and a carer, a pet with a photo and a community dog. */
async function storeWithAnimals() {
  const owner = await t.login({ firstName: "Sujata" });
  const manager = await t.login({ firstName: "Gita" });
  const carer = await t.login({ firstName: "Hari" });
  const store = await makeStore(t.deps, {
    owner_id: owner.user.id,
    title: "Lalitpur Paws",
    district: "Lalitpur",
    province: "Bagmati",
  });
  await makeMember(t.deps, { vendor_id: store.id, user_id: manager.user.id, role: "manager" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });
  const pet = await makePet(t.deps, {
    vendor_id: store.id,
    category_id: category.id,
    name: "Moti",
    name_ne: "मोती",
  });
  const image = await makePetImage(t.deps, { pet_id: pet.id });
  const dog = await makeCommunityDog(t.deps, {
    vendor_id: store.id,
    name: "Kalu",
    ward: 3,
    tole: "Jhamsikhel",
    caretaker_id: carer.user.id,
    photo_key: `dogs/kalu-${pet.id}.webp`,
  });
  return { owner, manager, carer, store, pet, dog, image };
}

const tagRows = (column: "pet_id" | "dog_id", id: number) =>
  t.db.selectFrom("animal_tag").selectAll().where(column, "=", id).execute();

const tagPet = (id: number, who: Login) =>
  t.api("POST /pets/:id/tag", { param: { id }, headers: who.headers });
const tagDog = (id: number, who: Login) =>
  t.api("POST /community-dogs/:id/tag", { param: { id }, headers: who.headers });

describe("making a tag", () => {
  it("gives a pet one unguessable tag, the same one each time", async () => {
    const w = await storeWithAnimals();
    const first = await tagPet(w.pet.id, w.owner);
    expect(first.status, first.text).toBe(201);
    expect(first.json.token).toMatch(/^[a-z2-7]{16}$/);
    expect(first.json.url).toBe(`${TEST_ORIGIN}/t/${first.json.token}`);
    const again = await tagPet(w.pet.id, w.manager);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const rows = await tagRows("pet_id", w.pet.id);
    expect(rows).toEqual([
      expect.objectContaining({
        token: first.json.token,
        dog_id: null,
        created_by: w.owner.user.id,
      }),
    ]);
    const other = await tagPet((await makePet(t.deps, { vendor_id: w.store.id })).id, w.owner);
    expect(other.json.token).not.toBe(first.json.token);
  });

  it("lets the dog's store's team tag it, and refuses others with nothing saved", async () => {
    const w = await storeWithAnimals();
    const rival = await t.login({ firstName: "Bina" });
    await makeStore(t.deps, { owner_id: rival.user.id });
    const refusedPet = await tagPet(w.pet.id, w.carer);
    expect([refusedPet.status, refusedPet.refusal.code]).toEqual([403, "ROLE_NOT_ALLOWED"]);
    const strangerPet = await tagPet(w.pet.id, rival);
    expect([strangerPet.status, strangerPet.refusal.code]).toEqual([403, "NOT_YOUR_PET"]);
    const strangerDog = await tagDog(w.dog.id, rival);
    expect([strangerDog.status, strangerDog.refusal.code]).toEqual([403, "NOT_YOUR_STORE"]);
    const missing = await tagDog(2_000_000_000, w.owner);
    expect([missing.status, missing.refusal.code]).toEqual([404, "DOG_NOT_FOUND"]);
    expect(await tagRows("pet_id", w.pet.id)).toEqual([]);
    expect(await tagRows("dog_id", w.dog.id)).toEqual([]);
    const byCarer = await tagDog(w.dog.id, w.carer);
    expect(byCarer.status, byCarer.text).toBe(201);
    expect((await tagRows("dog_id", w.dog.id)).map((row) => row.token)).toEqual([
      byCarer.json.token,
    ]);
  });
});

describe("a tag's page", () => {
  it("shows the animal, and nothing of its people", async () => {
    const w = await storeWithAnimals();
    const petTag = await tagPet(w.pet.id, w.owner);
    const dogTag = await tagDog(w.dog.id, w.owner);
    const pet = await t.api("GET /tags/:token", { param: { token: petTag.json.token } });
    expect(pet.status).toBe(200);
    expect(pet.json).toEqual({
      animal: {
        kind: "pet",
        name: "Moti",
        name_ne: "मोती",
        species: "Dog",
        species_ne: "कुकुर",
        photo: w.image.image_key,
        district: "Lalitpur",
        ward: null,
      },
    });
    const dog = await t.api("GET /tags/:token", { param: { token: dogTag.json.token } });
    expect(dog.json).toEqual({
      animal: {
        kind: "community_dog",
        name: "Kalu",
        name_ne: null,
        species: "Dog",
        species_ne: "कुकुर",
        photo: w.dog.photo_key,
        district: "Lalitpur",
        ward: 3,
      },
    });
    for (const response of [pet, dog]) {
      expect(response.text).not.toMatch(/@|\+977|Sujata|Hari|Lalitpur Paws|user|vendor/);
    }
    const unknown = await t.api("GET /tags/:token", { param: { token: "aaaaaaaaaaaaaaaa" } });
    expect([unknown.status, unknown.refusal.code]).toEqual([404, "TAG_NOT_FOUND"]);
  });
});

describe("a pending store's tags", () => {
  it("are made and printed, but answer as unknown until the store is listed", async () => {
    const w = await storeWithAnimals();
    await t.db
      .updateTable("vendor")
      .set({ status: "pending" })
      .where("id", "=", w.store.id)
      .execute();
    const petTag = await tagPet(w.pet.id, w.owner);
    const dogTag = await tagDog(w.dog.id, w.owner);
    expect([petTag.status, dogTag.status]).toEqual([201, 201]);
    const printed = await sheet(w.store.id, w.owner, `pets=${w.pet.id}&dogs=${w.dog.id}`);
    expect(printed.response.status).toBe(200);
    const read = (token: string) => t.api("GET /tags/:token", { param: { token } });
    for (const token of [petTag.json.token, dogTag.json.token]) {
      const hidden = await read(token);
      expect([hidden.status, hidden.refusal.code]).toEqual([404, "TAG_NOT_FOUND"]);
      expect(hidden.text).not.toMatch(/Moti|Kalu|Lalitpur/);
    }
    await t.db
      .updateTable("vendor")
      .set({ status: "active" })
      .where("id", "=", w.store.id)
      .execute();
    expect((await read(petTag.json.token)).json.animal.name).toBe("Moti");
    expect((await read(dogTag.json.token)).json.animal.name).toBe("Kalu");
  });
});

/** The sheet as a browser downloads it. */
async function sheet(storeId: number, who: Login, query: string) {
  const response = await t.app.request(`/api/vendors/${storeId}/tags.pdf?${query}`, {
    headers: { Origin: TEST_ORIGIN, ...who.headers },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder().decode(bytes) };
}

describe("a sheet of tags", () => {
  it("prints eight to a page, making the tags the animals lack", async () => {
    const w = await storeWithAnimals();
    const kept = await tagPet(w.pet.id, w.owner);
    const pets = [w.pet.id];
    for (let i = 0; i < 7; i++) {
      pets.push((await makePet(t.deps, { vendor_id: w.store.id, name: `Pet ${i}` })).id);
    }
    // A Devanagari name: the standard font cannot write it, so the tag says "Sathi".
    const named = await makeCommunityDog(t.deps, { vendor_id: w.store.id, name: "भुस्याहा" });
    const { response, bytes } = await sheet(
      w.store.id,
      w.manager,
      `pets=${pets.join(",")}&dogs=${w.dog.id},${named.id}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toBe("Sathi tags");
    for (const id of pets) expect(await tagRows("pet_id", id)).toHaveLength(1);
    expect((await tagRows("pet_id", w.pet.id))[0]!.token).toBe(kept.json.token);
    expect(await tagRows("dog_id", named.id)).toHaveLength(1);
  });

  it("refuses another store's animal, too many, none, and a role that may not", async () => {
    const w = await storeWithAnimals();
    const other = await storeWithAnimals();
    const foreign = await sheet(w.store.id, w.owner, `pets=${w.pet.id},${other.pet.id}`);
    expect(foreign.response.status).toBe(404);
    expect(JSON.parse(foreign.text).code).toBe("PET_NOT_FOUND");
    const foreignDog = await sheet(w.store.id, w.owner, `dogs=${other.dog.id}`);
    expect(JSON.parse(foreignDog.text).code).toBe("DOG_NOT_FOUND");
    const many = Array.from({ length: 41 }, (_, i) => i + 1).join(",");
    const tooMany = await sheet(w.store.id, w.owner, `pets=${many}`);
    expect([tooMany.response.status, JSON.parse(tooMany.text).code]).toEqual([
      400,
      "TAG_LIST_TOO_LONG",
    ]);
    const none = await sheet(w.store.id, w.owner, "pets=");
    expect(JSON.parse(none.text).code).toBe("TAG_LIST_EMPTY");
    const carer = await sheet(w.store.id, w.carer, `pets=${w.pet.id}`);
    expect(JSON.parse(carer.text).code).toBe("ROLE_NOT_ALLOWED");
    const notMember = await sheet(other.store.id, w.owner, `dogs=${other.dog.id}`);
    expect(JSON.parse(notMember.text).code).toBe("NOT_YOUR_STORE");
    expect(await tagRows("pet_id", w.pet.id)).toEqual([]);
    expect(await tagRows("dog_id", other.dog.id)).toEqual([]);
    const byCarer = await sheet(w.store.id, w.carer, `dogs=${w.dog.id}`);
    expect(byCarer.response.status).toBe(200);
    expect((await PDFDocument.load(byCarer.bytes)).getPageCount()).toBe(1);
  });
});
