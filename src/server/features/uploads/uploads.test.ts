import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makePetImage, makeStore } from "../../db/factories";
import {
  hasGpsTag,
  makeAnimatedGif,
  makeAvif,
  makeGeotaggedJpeg,
  makeHugePng,
  makeJpeg,
  makeManyPixelJpeg,
  makePng,
  makeWebp,
  SVG,
} from "../../test/images";
import { sizedKey } from "../../storage/derived-sizes";
import { createTestAppWith, STORAGES } from "../../test/storages";
import type { TestApp } from "../../test/test-app";
import { upload, type UploadPart } from "../../test/upload";

// Made once: the large ones take a moment.
let huge: Buffer;
let manyPixels: Buffer;
beforeAll(async () => {
  [huge, manyPixels] = await Promise.all([makeHugePng(11), makeManyPixelJpeg(10_000, 5_000)]);
});

describe.each(STORAGES)("uploads (%s storage)", (storage) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp["login"]>>;
  let petId: number;

  beforeAll(async () => {
    t = await createTestAppWith(storage);
    owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const category = await makeCategory(t.deps);
    petId = (await makePet(t.deps, { vendor_id: store.id, category_id: category.id })).id;
  });
  afterAll(() => t.close());

  const petPhotos = (parts: UploadPart[], id = petId) =>
    upload(t, `/api/uploads/petsImages?petId=${id}`, parts, owner.headers);
  const imageCount = async (id = petId) =>
    (await t.db.selectFrom("pet_image").select("id").where("pet_id", "=", id).execute()).length;
  const fetchStored = async (key: string) => {
    const response = await t.app.request(`/f/${key}`);
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };

  it.each([
    ["JPEG", makeJpeg, "photo.jpg"],
    ["PNG", makePng, "photo.png"],
    ["WebP", makeWebp, "photo.webp"],
    ["AVIF", makeAvif, "photo.avif"],
  ])(
    "accepts a %s and stores it re-encoded as WebP, served at /f/{key}",
    async (_kind, make, name) => {
      const response = await petPhotos([{ name, body: await make(120, 80) }]);
      expect(response.status).toBe(200);
      const file = response.json[0]!;
      expect(file).toMatchObject({
        name,
        type: "image/webp",
        key: expect.stringMatching(new RegExp(`^pets/${petId}/[0-9a-f]+\\.webp$`)),
      });
      expect(file.url).toBe(`${t.config.publicUrl}/f/${file.key}`);
      const served = await fetchStored(file.key);
      expect(served.status).toBe(200);
      expect(served.type).toBe("image/webp");
      expect(served.body.length).toBe(file.size);
      const metadata = await sharp(served.body).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 120, 80]);
      await t.db.deleteFrom("pet_image").where("pet_id", "=", petId).execute();
    },
  );

  it("makes a photo's card and phone sizes at upload: /f/{key}?w= serves them as kept", async () => {
    const response = await petPhotos([{ name: "big.jpg", body: await makeJpeg(1600, 1200) }]);
    expect(response.status).toBe(200);
    const file = response.json[0]!;
    for (const width of [400, 800]) {
      const kept = await t.deps.storage.get(sizedKey(file.key, width));
      expect(kept?.contentType).toBe("image/webp");
      const body = kept?.body ?? Buffer.alloc(0);
      expect((await sharp(body).metadata()).width).toBe(width);
      const served = await t.app.request(`/f/${file.key}?w=${width}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
    }
    // The other sizes wait until a page asks for them.
    expect(await t.deps.storage.get(sizedKey(file.key, 1200))).toBeNull();
    await t.db.deleteFrom("pet_image").where("pet_id", "=", petId).execute();
  });

  it("keeps only the first frame of an animated GIF", async () => {
    const response = await petPhotos([{ name: "wag.gif", body: await makeAnimatedGif() }]);
    expect(response.status).toBe(200);
    const served = await fetchStored(response.json[0]!.key);
    const metadata = await sharp(served.body).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(served.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
    expect(data[2]).toBeLessThan(50);
    await t.db.deleteFrom("pet_image").where("pet_id", "=", petId).execute();
  });

  it("strips EXIF and GPS data and applies the orientation", async () => {
    const original = await makeGeotaggedJpeg();
    const before = await sharp(original).metadata();
    expect(hasGpsTag(before.exif)).toBe(true);
    expect([before.width, before.height, before.orientation]).toEqual([60, 40, 6]);

    const response = await petPhotos([{ name: "IMG_0001.jpg", body: original }]);
    expect(response.status).toBe(200);
    const served = await fetchStored(response.json[0]!.key);
    const after = await sharp(served.body).metadata();
    expect(after.exif).toBeUndefined();
    expect(hasGpsTag(after.exif)).toBe(false);
    expect(served.body.includes(Buffer.from("TestCam"))).toBe(false);
    expect([after.width, after.height, after.orientation]).toEqual([40, 60, undefined]);
    const row = await t.db
      .selectFrom("pet_image")
      .select(["width", "height"])
      .where("image_key", "=", response.json[0]!.key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ width: 40, height: 60 });
    await t.db.deleteFrom("pet_image").where("pet_id", "=", petId).execute();
  });

  it.each([
    [
      "a text file named .jpg",
      () => ({
        name: "cat.jpg",
        body: Buffer.from("hello, not an image at all"),
        type: "image/jpeg",
      }),
      400,
      "BAD_REQUEST",
    ],
    ["an SVG", () => ({ name: "logo.svg", body: SVG, type: "image/svg+xml" }), 400, "BAD_REQUEST"],
    [
      "an SVG named .png",
      () => ({ name: "logo.png", body: SVG, type: "image/png" }),
      400,
      "BAD_REQUEST",
    ],
    [
      "an empty file",
      () => ({ name: "empty.jpg", body: Buffer.alloc(0), type: "image/jpeg" }),
      400,
      "TOO_SMALL",
    ],
    [
      "an 11 MB file",
      () => ({ name: "huge.png", body: huge, type: "image/png" }),
      413,
      "TOO_LARGE",
    ],
    [
      "a 50-megapixel image",
      () => ({ name: "panorama.jpg", body: manyPixels, type: "image/jpeg" }),
      413,
      "TOO_LARGE",
    ],
    [
      "a truncated JPEG",
      async () => ({ name: "broken.jpg", body: (await makeJpeg(400, 300)).subarray(0, 200) }),
      400,
      "BAD_REQUEST",
    ],
  ])("refuses %s, stores nothing", async (_label, make, status, code) => {
    const part = await make();
    const response = await petPhotos([part]);
    expect(response.status).toBe(status);
    expect(response.refusal).toMatchObject({ code, error: expect.stringContaining(part.name) });
    expect(await imageCount()).toBe(0);
  });

  it("refuses the whole batch when one file is bad, keeping nothing of it", async () => {
    const response = await petPhotos([
      { name: "good.jpg", body: await makeJpeg() },
      { name: "bad.jpg", body: Buffer.from("not an image, honestly") },
    ]);
    expect(response.status).toBe(400);
    expect(response.refusal.error).toContain("bad.jpg");
    expect(await imageCount()).toBe(0);
  });

  it("skips .DS_Store and Thumbs.db, and refuses an upload of nothing else", async () => {
    const junk = [
      { name: ".DS_Store", body: Buffer.from("junk") },
      { name: "Thumbs.db", body: Buffer.from("junk") },
    ];
    const mixed = await petPhotos([...junk, { name: "ok.png", body: await makePng() }]);
    expect(mixed.status).toBe(200);
    expect(mixed.json.map((file) => file.name)).toEqual(["ok.png"]);
    const only = await petPhotos(junk);
    expect(only.status).toBe(400);
    expect(only.refusal.code).toBe("BAD_REQUEST");
    await t.db.deleteFrom("pet_image").where("pet_id", "=", petId).execute();
  });

  it("allows at most 10 photos per pet, counting those it has", async () => {
    const jpeg = await makeJpeg(20, 20);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.jpg`, body: jpeg }));
    const tooMany = await petPhotos(eleven);
    expect(tooMany.status).toBe(400);
    expect(tooMany.refusal.code).toBe("TOO_MANY_FILES");

    for (let position = 0; position < 8; position++)
      await makePetImage(t.deps, { pet_id: petId, position });
    const three = await petPhotos(eleven.slice(0, 3));
    expect(three.status).toBe(400);
    expect(three.refusal).toMatchObject({
      code: "TOO_MANY_FILES",
      error: expect.stringContaining("room for 2"),
    });
    const two = await petPhotos(eleven.slice(0, 2));
    expect(two.status).toBe(200);
    expect(await imageCount()).toBe(10);
    // New photos go after the existing ones.
    const positions = await t.db
      .selectFrom("pet_image")
      .select("position")
      .where("pet_id", "=", petId)
      .orderBy("position")
      .execute();
    expect(positions.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await t.db.deleteFrom("pet_image").where("pet_id", "=", petId).execute();
  });

  it("keeps the count true when several uploads of one pet run at once", async () => {
    const jpeg = await makeJpeg(20, 20);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        petPhotos([
          { name: `a${i}.jpg`, body: jpeg },
          { name: `b${i}.jpg`, body: jpeg },
        ]),
      ),
    );
    const accepted = results.filter((result) => result.status === 200).length;
    expect(accepted).toBe(5);
    expect(
      results
        .filter((result) => result.status === 400)
        .every((result) => result.refusal.code === "TOO_MANY_FILES"),
    ).toBe(true);
    expect(await imageCount()).toBe(10);
    await t.db.deleteFrom("pet_image").where("pet_id", "=", petId).execute();
  });

  it("takes one store image at a time and needs a store", async () => {
    const jpeg = await makeJpeg();
    const two = await upload(
      t,
      "/api/uploads/image",
      [
        { name: "a.jpg", body: jpeg },
        { name: "b.jpg", body: jpeg },
      ],
      owner.headers,
    );
    expect(two.status).toBe(400);
    expect(two.refusal.code).toBe("TOO_MANY_FILES");
    const big = await upload(
      t,
      "/api/uploads/image",
      [{ name: "huge.png", body: huge }],
      owner.headers,
    );
    expect(big.status).toBe(413);
    expect(big.refusal.code).toBe("TOO_LARGE");
    const storeless = await t.login();
    const none = await upload(
      t,
      "/api/uploads/image",
      [{ name: "a.jpg", body: jpeg }],
      storeless.headers,
    );
    expect(none.status).toBe(404);
    expect(none.refusal.code).toBe("NOT_FOUND");
  });

  it("refuses a body that is not multipart and a missing petId", async () => {
    const json = await t.request("POST", "/api/uploads/image", {
      headers: owner.headers,
      body: { files: [] },
    });
    expect(json.status).toBe(400);
    expect(json.refusal.code).toBe("BAD_REQUEST");
    const noPet = await upload(
      t,
      "/api/uploads/petsImages",
      [{ name: "a.jpg", body: await makeJpeg() }],
      owner.headers,
    );
    expect(noPet.status).toBe(400);
  });
});
