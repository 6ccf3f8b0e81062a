import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { isoNow, makeCategory, makeUser } from "../../db/factories";
import { makeLostFoundReport } from "../../db/factories-street-rows";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  // The real index.html, as a crawler would get it (no JavaScript runs there).
  const webRoot = mkdtempSync(join(tmpdir(), "sathi-report-head-"));
  copyFileSync(join(import.meta.dirname, "../../../web/index.html"), join(webRoot, "index.html"));
  writeFileSync(join(webRoot, "robots.txt"), "");
  app = createApp(t.deps, { webRoot });
});
afterAll(() => t.close());

const htmlOf = async (path: string, headers: Record<string, string> = {}) => {
  const response = await app.request(path, { headers });
  expect(response.status).toBe(200);
  return response.text();
};
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("the HTML of /lost-found/{id}", () => {
  it("carries the report's title, place and first photo for link previews, in the reader's language", async () => {
    const dog = await makeCategory(t.deps, { category: "Dog", category_ne: "कुकुर" });
    const user = await makeUser(t.deps);
    const report = await makeLostFoundReport(t.deps, {
      user_id: user.id,
      category_id: dog.id,
      kind: "found",
      ward: 3,
      tole: "Jhamsikhel",
      latitude: 27.6789,
      longitude: 85.3123,
      description: "A friendly brown dog with a red collar.",
    });
    await t.deps.db
      .insertInto("lost_found_photo")
      .values({
        report_id: report.id,
        image_key: "lost-found/kalu.webp",
        position: 0,
        width: 800,
        height: 600,
        created_at: isoNow(),
      })
      .execute();

    const html = await htmlOf(`/lost-found/${report.id}`);
    expect(html).toContain("<title>Found Dog · Jhamsikhel, ward 3, Lalitpur · Sathi</title>");
    expect(metaOf(html, "og:title")).toBe("Found Dog · Jhamsikhel, ward 3, Lalitpur");
    expect(metaOf(html, "og:image")).toBe(`${TEST_ORIGIN}/f/lost-found/kalu.webp?w=1200`);
    expect(metaOf(html, "og:url")).toBe(`${TEST_ORIGIN}/lost-found/${report.id}`);
    expect(metaOf(html, "og:description")).toContain("A friendly brown dog with a red collar.");
    // The reporter's point is never in the page's head.
    expect(html).not.toContain("27.6789");
    expect(html).not.toContain("85.3123");

    const nepali = await htmlOf(`/lost-found/${report.id}`, { Cookie: "sathi.lang=ne" });
    expect(metaOf(nepali, "og:title")).toBe("भेटिएको कुकुर · Jhamsikhel, वडा ३, ललितपुर");
  });

  it("uses the species' placeholder when the report has no photo", async () => {
    const cat = await makeCategory(t.deps, { category: "Cat" });
    const user = await makeUser(t.deps);
    const report = await makeLostFoundReport(t.deps, { user_id: user.id, category_id: cat.id });
    const html = await htmlOf(`/lost-found/${report.id}/`);
    expect(metaOf(html, "og:title")).toBe("Lost Cat · Lalitpur");
    expect(metaOf(html, "og:image")).toBe(`${TEST_ORIGIN}/placeholders/cat.webp`);
  });

  it("says nothing of a hidden or unknown report, nor of the list", async () => {
    const rabbit = await makeCategory(t.deps, { category: "Rabbit" });
    const user = await makeUser(t.deps);
    const hidden = await makeLostFoundReport(t.deps, {
      user_id: user.id,
      category_id: rabbit.id,
      hidden_reason: "Spam",
      hidden_at: isoNow(),
    });
    for (const path of [`/lost-found/${hidden.id}`, "/lost-found/987654", "/lost-found"]) {
      const html = await htmlOf(path);
      expect(html, path).not.toContain("og:title");
    }
  });
});
