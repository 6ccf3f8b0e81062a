import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { makeCategory, makePet, makeStore } from "../db/factories";
import { STALE_WINDOW_MS } from "../lib/fresh-entries";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * A stand-in for the server build (src/web/server-entry.tsx): it speaks the renderer's protocol,
 * reads the API in-process as the real one does (a pet page its pet, other pages the listing),
 * counts its renders and can be held mid-render.
 */
const STAND_IN_RENDERER = `
let transport;
export const renders = new Map();
export const holds = [];
export let isHeld = false;
export function hold(on) { isHeld = on; }
export function setApiTransport(next) { transport = next; }
export async function renderPage(url) {
  const path = new URL(url).pathname;
  renders.set(path, (renders.get(path) ?? 0) + 1);
  const pet = /^\\/pets\\/(\\d+)$/.exec(path);
  const response = await transport(pet ? "/api/pets/" + pet[1] : "/api/pets", { headers: {} });
  const body = await response.text();
  if (isHeld) await new Promise((resolve) => holds.push(resolve));
  return {
    kind: "page",
    status: response.status === 200 ? 200 : 404,
    html: "<pre>" + body.replace(/</g, "&lt;") + "</pre>",
    meta: {},
    stateScript: "",
    modules: [],
  };
}
`;

interface StandIn {
  renders: Map<string, number>;
  holds: (() => void)[];
  hold(on: boolean): void;
}

let t: TestApp;
let app: ReturnType<typeof createApp>;
let renderer: StandIn;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), "sathi-page-cache-"));
  mkdirSync(join(dir, "web"));
  mkdirSync(join(dir, "ssr"));
  writeFileSync(
    join(dir, "web/index.html"),
    '<html lang="en"><head><!--site-config--><!--head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, "ssr/server-entry.js"), STAND_IN_RENDERER);
  app = createApp(t.deps, { webRoot: join(dir, "web") });
  renderer = await import(pathToFileURL(join(dir, "ssr/server-entry.js")).href);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function publishedPet(name: string) {
  const store = await makeStore(t.deps, { status: "active" });
  const category = await makeCategory(t.deps);
  return makePet(t.deps, {
    vendor_id: store.id,
    category_id: category.id,
    post_status: "published",
    name,
  });
}

const page = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, html: await response.text() };
};
const rendersOf = (path: string) => renderer.renders.get(path) ?? 0;

/**
 * Until every pending callback and I/O of the event loop ran (the batch read included): for what
 * must not have happened by then. What must have happened is waited for (`rendering`).
 */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Until `count` renders are held. */
const rendering = (count: number) =>
  vi.waitFor(() => expect(renderer.holds.length).toBe(count), { timeout: 10_000, interval: 5 });

describe("pages kept while what they show is unchanged", () => {
  it("keeps other pets' pages and the listing through a description edit, not through a name edit", async () => {
    const pet = await publishedPet("Bhote");
    const other = await publishedPet("Kale");
    const paths = [`/pets/${pet.id}`, `/pets/${other.id}`, "/pets"];
    for (const path of paths) expect((await page(path)).status).toBe(200);
    const before = paths.map(rendersOf);

    await t.db
      .updateTable("pet")
      .set({ description: "Loves mangoes" })
      .where("id", "=", pet.id)
      .execute();
    expect((await page(`/pets/${pet.id}`)).html).toContain("Loves mangoes");
    for (const path of paths) await page(path);
    expect(paths.map(rendersOf)).toEqual([before[0]! + 1, before[1], before[2]]);

    await t.db.updateTable("pet").set({ name: "Sheru" }).where("id", "=", pet.id).execute();
    expect((await page("/pets")).html).toContain("Sheru");
    expect(rendersOf("/pets")).toBe(before[2]! + 1);
    await page(`/pets/${other.id}`);
    expect(rendersOf(`/pets/${other.id}`)).toBe(before[1]);
  });

  it("renders once for 50 requests of a missing page, and once for 50 of a stale one", async () => {
    const pet = await publishedPet("Tiger");
    const path = `/pets/${pet.id}`;
    const ask = () => Promise.all(Array.from({ length: 50 }, () => page(path)));
    const first = await ask();
    expect(rendersOf(path)).toBe(1);
    expect(first.every((seen) => seen.status === 200 && seen.html.includes("Tiger"))).toBe(true);
    await t.db.updateTable("pet").set({ name: "Tigress" }).where("id", "=", pet.id).execute();
    await ask();
    expect(rendersOf(path)).toBe(2);
    expect((await page(path)).html).toContain("Tigress");
    expect(rendersOf(path)).toBe(2);
  });

  it("gives the previous page while it is rendered again, and the new one after", async () => {
    const pet = await publishedPet("Moti");
    const path = `/pets/${pet.id}`;
    await page(path);
    await t.db.updateTable("pet").set({ name: "Motu" }).where("id", "=", pet.id).execute();
    renderer.hold(true);
    try {
      const finder = page(path);
      await rendering(1);
      expect(renderer.holds.length).toBe(1);
      // Found stale just now: a visitor without credentials gets the previous page meanwhile.
      expect((await page(path)).html).toContain("Moti");
      renderer.hold(false);
      renderer.holds.splice(0).forEach((go) => go());
      expect((await finder).html).toContain("Motu");
    } finally {
      renderer.hold(false);
      renderer.holds.splice(0).forEach((go) => go());
    }
    expect((await page(path)).html).toContain("Motu");
    expect(rendersOf(path)).toBe(2);
  });

  it("waits for the new page once the previous was found stale longer than the window ago", async () => {
    const pet = await publishedPet("Kalu");
    const path = `/pets/${pet.id}`;
    await page(path);
    await t.db.updateTable("pet").set({ name: "Kali" }).where("id", "=", pet.id).execute();
    renderer.hold(true);
    const realNow = Date.now;
    try {
      const finder = page(path);
      await rendering(1);
      Date.now = () => realNow() + STALE_WINDOW_MS + 1;
      let sent = false;
      const late = page(path).then((seen) => ((sent = true), seen));
      await settle();
      expect(sent).toBe(false);
      renderer.hold(false);
      renderer.holds.splice(0).forEach((go) => go());
      expect((await late).html).toContain("Kali");
      expect((await finder).html).toContain("Kali");
    } finally {
      Date.now = realNow;
      renderer.hold(false);
      renderer.holds.splice(0).forEach((go) => go());
    }
  });
});
