import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sizedKey } from "../../storage/derived-sizes";

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

  it("makes each size once and keeps it in the storage, where every instance finds it", async () => {
    await storePhoto("pets/once.png", 900, 600, "png");
    const first = Buffer.from(await (await get("/f/pets/once.png?w=400")).arrayBuffer());
    const kept = await t.deps.storage.get(sizedKey("pets/once.png", 400));
    expect(kept?.contentType).toBe("image/webp");
    expect(kept?.body.equals(first)).toBe(true);
    // What is served is what the storage holds, not something remade or held in memory.
    const marker = await sharp({
      create: { width: 4, height: 3, channels: 3, background: "#000" },
    })
      .webp()
      .toBuffer();
    await t.deps.storage.put(sizedKey("pets/once.png", 400), marker, "image/webp");
    const second = Buffer.from(await (await get("/f/pets/once.png?w=400")).arrayBuffer());
    expect(second.equals(marker)).toBe(true);
  });

  it("a deleted photo is gone at every size", async () => {
    await storePhoto("pets/gone.png", 900, 600, "png");
    expect((await get("/f/pets/gone.png?w=200")).status).toBe(200);
    expect((await get("/f/pets/gone.png?w=800")).status).toBe(200);
    await t.deps.storage.delete("pets/gone.png");
    for (const width of [200, 800]) {
      expect(await t.deps.storage.get(sizedKey("pets/gone.png", width))).toBeNull();
      expect((await get(`/f/pets/gone.png?w=${width}`)).status).toBe(404);
    }
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

describe("GET /f/{key} of what is no file", () => {
  const expectNoSuchFile = async (response: Response) => {
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No such file", code: "NOT_FOUND" });
  };

  it("answers a folder, or a path inside a file, with 404, never a 500", async () => {
    await storePhoto("demo/inside.png", 100, 100, "png");
    for (const path of ["/f/demo", "/f/demo/", "/f/demo?w=400", "/f/demo/inside.png/more"]) {
      await expectNoSuchFile(await get(path));
    }
    expect((await get("/f/demo/inside.png")).status).toBe(200);
  });

  it("answers a revalidation of a file that is gone with 404, not 304", async () => {
    await storePhoto("pets/cached.png", 300, 200, "png");
    const paths = ["/f/pets/cached.png", "/f/pets/cached.png?w=200"];
    const tags: string[] = [];
    for (const path of paths) {
      const etag = (await get(path)).headers.get("etag")!;
      expect((await get(path, { "If-None-Match": etag })).status).toBe(304);
      tags.push(etag);
    }
    await t.deps.storage.delete("pets/cached.png");
    // What a browser that kept the photo asks after it was deleted.
    for (const [index, path] of paths.entries()) {
      await expectNoSuchFile(await get(path, { "If-None-Match": tags[index]! }));
    }
  });
});

describe("a size asked for by many at once", () => {
  it("is made once and every request gets the same bytes", async () => {
    await storePhoto("pets/rush.jpeg", 1600, 1200, "jpeg");
    const bodies = await Promise.all(
      Array.from({ length: 8 }, async () =>
        Buffer.from(await (await get("/f/pets/rush.jpeg?w=800")).arrayBuffer()),
      ),
    );
    const kept = (await t.deps.storage.get(sizedKey("pets/rush.jpeg", 800)))!.body;
    for (const body of bodies) expect(body.equals(kept)).toBe(true);
  });
});
