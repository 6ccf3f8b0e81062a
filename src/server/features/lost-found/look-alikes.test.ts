import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makeStore } from "../../db/factories";
import {
  makeCommunityDog,
  makeDogRecord,
  makeLostFoundReport,
} from "../../db/factories-street-rows";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * A found dog's report names the registered community dogs it may be (docs/product.md#community-dogs):
 * those of its ward and tole, sex not contradicting, with their last rabies day; never a person.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a found dog's look-alikes on the register", () => {
  it("are the active dogs of its ward and tole whose sex fits, with their last rabies day", async () => {
    const store = await makeStore(t.deps);
    const dog = await makeCategory(t.deps, { category: "Dog" });
    const cat = await makeCategory(t.deps, { category: "Cat" });
    const finder = await t.login({ firstName: "Ram" });
    const place = { district: "Kaski", ward: 9 };
    const kalu = await makeCommunityDog(t.deps, {
      ...place,
      vendor_id: store.id,
      name: "Kalu",
      sex: "male",
      tole: "Jhamsikhel",
      ear_notch: 1,
    });
    await makeDogRecord(t.deps, { dog_id: kalu.id, given_on: "2026-10-20" });
    await makeDogRecord(t.deps, { dog_id: kalu.id, given_on: "2025-10-20" });
    // Not him: another tole, a female, a dog that died, a pending store's, another ward.
    await makeCommunityDog(t.deps, {
      ...place,
      vendor_id: store.id,
      name: "Seto",
      sex: "male",
      tole: "Sanepa",
    });
    await makeCommunityDog(t.deps, {
      ...place,
      vendor_id: store.id,
      name: "Khairi",
      sex: "female",
      tole: "jhamsikhel ",
    });
    await makeCommunityDog(t.deps, {
      ...place,
      vendor_id: store.id,
      name: "Bhote",
      sex: "male",
      tole: "Jhamsikhel",
      status: "died",
    });
    const pending = await makeStore(t.deps, { status: "pending" });
    await makeCommunityDog(t.deps, {
      ...place,
      vendor_id: pending.id,
      name: "Unvouched",
      sex: "male",
      tole: "Jhamsikhel",
    });
    await makeCommunityDog(t.deps, {
      vendor_id: store.id,
      district: "Kaski",
      ward: 8,
      name: "Moti",
      sex: "male",
      tole: "Jhamsikhel",
    });

    const report = (over: object) =>
      makeLostFoundReport(t.deps, {
        ...place,
        user_id: finder.user.id,
        category_id: dog.id,
        kind: "found",
        sex: "male",
        tole: "Jhamsikhel",
        ...over,
      });
    const read = async (id: number) =>
      (await t.api("GET /lost-found/:id", { param: { id } })).json.community_dogs;

    expect(await read((await report({})).id)).toEqual([
      {
        name: "Kalu",
        tole: "Jhamsikhel",
        ward: 9,
        district: "Kaski",
        ear_notch: true,
        rabies_given_on: "2026-10-20",
      },
    ]);
    // Sex unknown: Khairi of the same tole (written otherwise) fits too.
    const unknownSex = await read((await report({ sex: "unknown" })).id);
    expect(unknownSex.map((one) => one.name)).toEqual(["Kalu", "Khairi"]);
    // A ward of few dogs names them all when the tole matches none.
    const otherTole = await read((await report({ tole: "Lakeside", sex: "unknown" })).id);
    expect(otherTole.map((one) => one.name)).toEqual(["Kalu", "Seto", "Khairi"]);
    // A lost report, a cat, a report without a ward: none.
    expect(await read((await report({ kind: "lost" })).id)).toEqual([]);
    expect(await read((await report({ category_id: cat.id })).id)).toEqual([]);
    expect(await read((await report({ ward: null })).id)).toEqual([]);
    // The answer names dogs, never a person.
    const text = (await t.api("GET /lost-found/:id", { param: { id: (await report({})).id } }))
      .text;
    expect(text).not.toContain(store.owner_id);
  });
});
