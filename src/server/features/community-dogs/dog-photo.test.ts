import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeMember, makeStore } from "../../db/factories";
import { makeCommunityDog } from "../../db/factories-street-rows";
import { makeGeotaggedJpeg, makeJpeg, makePng } from "../../test/images";
import { createTestApp, type TestApp } from "../../test/test-app";
import { upload } from "../../test/upload";

/** A community dog's one photo: checked as a pet's photo is, a new one replacing the old. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const photoKey = async (dogId: number) =>
  (
    await t.db
      .selectFrom("community_dog")
      .select("photo_key")
      .where("id", "=", dogId)
      .executeTakeFirstOrThrow()
  ).photo_key;

describe("a community dog's photo", () => {
  it("is stored without its metadata, and a new one replaces it", async () => {
    const caretaker = await t.login();
    const store = await makeStore(t.deps);
    await makeMember(t.deps, {
      vendor_id: store.id,
      user_id: caretaker.user.id,
      role: "caretaker",
    });
    const dog = await makeCommunityDog(t.deps, { vendor_id: store.id });
    const path = `/api/community-dogs/${dog.id}/photo`;

    const first = await upload(
      t,
      path,
      [{ name: "kalu.jpg", body: await makeGeotaggedJpeg() }],
      caretaker.headers,
    );
    expect(first.status, first.text).toBe(200);
    const firstKey = await photoKey(dog.id);
    expect(firstKey).toMatch(new RegExp(`^community-dogs/${dog.id}/[0-9a-f]{24}\\.webp$`));
    expect(first.json).toMatchObject({
      id: dog.id,
      photo: { key: firstKey, width: 40, height: 60 },
    });
    const stored = await t.deps.storage.get(firstKey!);
    expect(stored!.body.includes(Buffer.from("TestCam"))).toBe(false);

    const second = await upload(
      t,
      path,
      [{ name: "kalu.png", body: await makePng() }],
      caretaker.headers,
    );
    expect(second.status).toBe(200);
    const secondKey = await photoKey(dog.id);
    expect(secondKey).not.toBe(firstKey);
    expect(await t.deps.storage.get(firstKey!)).toBeNull();
    expect(await t.deps.storage.get(secondKey!)).not.toBeNull();
  });

  it("refuses what is not an image, two files, and anyone off the store's register", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const foster = await t.login();
    await makeMember(t.deps, { vendor_id: store.id, user_id: foster.user.id, role: "foster" });
    const stranger = await t.login();
    const dog = await makeCommunityDog(t.deps, { vendor_id: store.id });
    const path = `/api/community-dogs/${dog.id}/photo`;
    const jpeg = await makeJpeg();

    const text = await upload(
      t,
      path,
      [{ name: "kalu.jpg", body: Buffer.from("not an image at all"), type: "image/jpeg" }],
      owner.headers,
    );
    expect(text.status).toBe(400);
    const two = await upload(
      t,
      path,
      [
        { name: "a.jpg", body: jpeg },
        { name: "b.jpg", body: jpeg },
      ],
      owner.headers,
    );
    expect(two.status).toBe(400);
    expect(two.refusal.code).toBe("TOO_MANY_FILES");
    for (const [who, code] of [
      [foster, "ROLE_NOT_ALLOWED"],
      [stranger, "NOT_YOUR_DOG"],
    ] as const) {
      const refused = await upload(t, path, [{ name: "kalu.jpg", body: jpeg }], who.headers);
      expect(refused.status).toBe(403);
      expect(refused.refusal.code).toBe(code);
    }
    const missing = await upload(
      t,
      "/api/community-dogs/999999999/photo",
      [{ name: "kalu.jpg", body: jpeg }],
      owner.headers,
    );
    expect(missing.status).toBe(404);
    expect(await photoKey(dog.id)).toBeNull();
  });
});
