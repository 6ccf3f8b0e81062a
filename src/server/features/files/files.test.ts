import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createResizeCache } from "./resized-images";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real photo-sized image, so sharp does real work. */
async function storePhoto(key: string, width: number, height: number, format: "png" | "jpeg") {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
  const body = await (format === "png" ? image.png() : image.jpeg()).toBuffer();
  await t.deps.storage.put(key, body, `image/${format}`);
}

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers });

describe("GET /f/{key}?w=", () => {
  it("serves a WebP of the asked width with a year-long immutable cache and an ETag", async () => {
    await storePhoto("pets/wide.png", 1600, 1200, "png");
    for (const width of [200, 400, 800, 1200]) {
      const response = await get(`/f/pets/wide.png?w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toMatch(/^".+"$/);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe((width * 3) / 4);
    }
  });

  it("makes a card-sized photo small enough for a slow connection", async () => {
    await storePhoto("pets/big.jpeg", 3000, 2000, "jpeg");
    const original = (await t.deps.storage.get("pets/big.jpeg"))!.body.length;
    const card = await get("/f/pets/big.jpeg?w=400");
    expect((await card.arrayBuffer()).byteLength).toBeLessThan(original / 4);
  });

  it("never enlarges a photo narrower than the asked width", async () => {
    await storePhoto("pets/small.png", 300, 200, "png");
    const response = await get("/f/pets/small.png?w=800");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(300);
  });

  it("answers a revalidation of a size with 304", async () => {
    await storePhoto("pets/again.png", 900, 600, "png");
    const etag = (await get("/f/pets/again.png?w=400")).headers.get("etag")!;
    const again = await get("/f/pets/again.png?w=400", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Another size is another representation.
    expect((await get("/f/pets/again.png?w=200", { "If-None-Match": etag })).status).toBe(200);
  });

  it("computes each size once: the cached one is served even after the original is gone", async () => {
    await storePhoto("pets/once.png", 900, 600, "png");
    const first = Buffer.from(await (await get("/f/pets/once.png?w=400")).arrayBuffer());
    await t.deps.storage.delete("pets/once.png");
    const second = await get("/f/pets/once.png?w=400");
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
    expect((await get("/f/pets/once.png")).status).toBe(404);
  });

  it.each(["300", "abc", "", "400.5", "-400", "99999"])("refuses w=%s with 400", async (w) => {
    await storePhoto("pets/any.png", 100, 100, "png");
    const response = await get(`/f/pets/any.png?w=${w}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "w must be one of 96, 200, 400, 800, 1200",
      code: "BAD_REQUEST",
    });
  });

  it("answers a missing file with 404 at any size", async () => {
    const response = await get("/f/pets/nothing.webp?w=400");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("serves what cannot be resized (SVG, a damaged file) as stored, never a 500", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    await t.deps.storage.put("logos/vector.svg", Buffer.from(svg), "image/svg+xml");
    const vector = await get("/f/logos/vector.svg?w=200");
    expect(vector.status).toBe(200);
    expect(vector.headers.get("content-type")).toBe("image/svg+xml");
    expect(await vector.text()).toBe(svg);

    await t.deps.storage.put("pets/broken.webp", Buffer.from("RIFF-not-really"), "image/webp");
    const broken = await get("/f/pets/broken.webp?w=400");
    expect(broken.status).toBe(200);
    expect(await broken.text()).toBe("RIFF-not-really");
  });
});

describe("the resize cache", () => {
  it("shares one computation between concurrent requests and forgets the least recently used", async () => {
    const cache = createResizeCache(10);
    let computed = 0;
    const make = (size: number) => async () => {
      computed++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { body: Buffer.alloc(size), etag: `"${size}"` };
    };
    await Promise.all([cache.get("a", 400, make(4)), cache.get("a", 400, make(4))]);
    expect(computed).toBe(1);
    await cache.get("b", 400, make(4));
    await cache.get("a", 400, make(4)); // a is now the most recent
    await cache.get("c", 400, make(4)); // over 10 bytes: b goes
    expect(computed).toBe(3);
    await cache.get("a", 400, make(4));
    expect(computed).toBe(3);
    await cache.get("b", 400, make(4));
    expect(computed).toBe(4);
  });
});
