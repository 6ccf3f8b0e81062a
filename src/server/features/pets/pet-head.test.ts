import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { makeCategory, makePet, makePetImage, makeStore } from "../../db/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { spaRoutes } from "../../web/spa";

let t: TestApp;
let app: ReturnType<typeof createApp>;
let webRoot: string;
beforeAll(async () => {
  t = await createTestApp();
  // The real index.html, as a crawler would get it (no JavaScript runs there).
  webRoot = mkdtempSync(join(tmpdir(), "sathi-head-"));
  copyFileSync(join(import.meta.dirname, "../../../web/index.html"), join(webRoot, "index.html"));
  writeFileSync(join(webRoot, "robots.txt"), "");
  app = createApp(t.deps, { webRoot });
});
afterAll(() => t.close());

const htmlOf = async (path: string) => {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  return response.text();
};
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("the HTML of /pets/{id}", () => {
  it("carries the pet's title, description and Open Graph / Twitter tags with its first photo", async () => {
    const category = await makeCategory(t.deps, { category: "Dog" });
    const store = await makeStore(t.deps, { title: "Patan Paws" });
    const pet = await makePet(t.deps, {
      name: "Momo",
      category_id: category.id,
      vendor_id: store.id,
      description: `Found outside a momo shop in Thamel. ${"He loves long walks. ".repeat(20)}`,
    });
    await makePetImage(t.deps, { pet_id: pet.id, position: 1, image_key: "pets/momo-2.webp" });
    await makePetImage(t.deps, {
      pet_id: pet.id,
      position: 0,
      image_key: "pets/momo-1.webp",
      width: 800,
      height: 600,
    });

    const html = await htmlOf(`/pets/${pet.id}`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Momo · Sathi</title>");
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(metaOf(html, "og:title")).toBe("Momo · Dog · Patan Paws");
    expect(metaOf(html, "twitter:title")).toBe("Momo · Dog · Patan Paws");
    expect(metaOf(html, "og:image")).toBe(`${TEST_ORIGIN}/f/pets/momo-1.webp?w=1200`);
    expect(metaOf(html, "og:image:width")).toBe("800");
    expect(metaOf(html, "og:image:height")).toBe("600");
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "og:url")).toBe(`${TEST_ORIGIN}/pets/${pet.id}`);
    const description = metaOf(html, "og:description")!;
    expect(description.startsWith("Found outside a momo shop in Thamel.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(201);
    expect(description.endsWith("…")).toBe(true);
    expect(html).toMatch(
      /<link rel="preload" as="image"[^>]*imagesrcset="\/f\/pets\/momo-1\.webp\?w=400 400w/,
    );
    // The app still boots from the same page.
    expect(html).toContain('<script id="site-config"');
  });

  it("names the category in the page's language: Nepali where it has a Nepali name", async () => {
    const rabbit = await makeCategory(t.deps, { category: "Rabbit", category_ne: "खरायो" });
    const iguana = await makeCategory(t.deps, { category: "Iguana" });
    const store = await makeStore(t.deps, { title: "Patan Paws" });
    const pet = (category_id: number) =>
      makePet(t.deps, { name: "Khaire", category_id, vendor_id: store.id });
    const [khaire, other] = [await pet(rabbit.id), await pet(iguana.id)];
    const titleOf = async (id: number, headers: Record<string, string>) =>
      metaOf(await (await app.request(`/pets/${id}`, { headers })).text(), "og:title");

    const nepali = { Cookie: "sathi.lang=ne" };
    expect(await titleOf(khaire.id, nepali)).toBe("Khaire · खरायो · Patan Paws");
    expect(await titleOf(khaire.id, { "Accept-Language": "ne-NP,ne;q=0.9" })).toBe(
      "Khaire · खरायो · Patan Paws",
    );
    expect(await titleOf(khaire.id, {})).toBe("Khaire · Rabbit · Patan Paws");
    expect(await titleOf(other.id, nepali)).toBe("Khaire · Iguana · Patan Paws");
  });

  it("uses the species placeholder when the pet has no photo", async () => {
    const cat = await makeCategory(t.deps, { category: "Cat" });
    const pet = await makePet(t.deps, { category_id: cat.id });
    const html = await htmlOf(`/pets/${pet.id}/`);
    expect(metaOf(html, "og:image")).toBe(`${TEST_ORIGIN}/placeholders/cat.webp`);
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it("escapes what a store typed", async () => {
    const pet = await makePet(t.deps, {
      name: '"><script>alert(1)</script>',
      description: "Fish & <b>chips</b>",
    });
    const html = await htmlOf(`/pets/${pet.id}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<b>chips");
    expect(metaOf(html, "og:description")).toBe("Fish &#38; &#60;b&#62;chips&#60;/b&#62;");
  });

  it("writes $` $& $' in a name or description as they are, not as parts of the page", async () => {
    const pet = await makePet(t.deps, {
      name: "Momo $` $& $' $$",
      description: "Price $` then $& then $' end",
    });
    const html = await htmlOf(`/pets/${pet.id}`);
    expect(html).toContain("<title>Momo $` $&#38; $&#39; $$ · Sathi</title>");
    expect(metaOf(html, "og:description")).toBe("Price $` then $&#38; then $&#39; end");
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html).not.toContain("<!--head-->");
  });

  it("writes $` $& $' in the site's name as they are", async () => {
    const site = { ...t.deps.config.site, name: "Paws $` $& $'" };
    const spa = spaRoutes({ ...t.deps, config: { ...t.deps.config, site } }, { webRoot });
    const html = await (await spa.request("/")).text();
    expect(html).toContain("<title>Paws $` $&#38; $&#39; — adopt a pet in Nepal</title>");
    expect(html).toContain(`"name":"Paws $\` $& $'"`);
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  });

  it("says nothing of a draft, an unknown pet or another page", async () => {
    const draft = await makePet(t.deps, { post_status: "draft", name: "Secret" });
    for (const path of [`/pets/${draft.id}`, "/pets/987654", "/pets/abc", "/pets", "/"]) {
      const html = await htmlOf(path);
      expect(html, path).not.toContain("og:title");
      expect(html, path).toContain("<title>Sathi — adopt a pet in Nepal</title>");
    }
  });
});
