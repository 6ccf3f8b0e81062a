import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  catalogueChanges as catalogueChangesMigration,
  PET_CARD_COLUMNS,
  PET_PAGE_ONLY_COLUMNS,
} from "../../db/migrations/0030-catalogue-changes";
import {
  makeApplication,
  makeCategory,
  makePet,
  makePetImage,
  makeStore,
} from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { STALE_WINDOW_MS } from "../../lib/fresh-entries";
import { createCatalogueCache } from "./catalogue-cache";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const version = async () =>
  Number(
    (await t.db.selectFrom("catalogue_version").select("version").executeTakeFirstOrThrow())
      .version,
  );

async function publishedPet() {
  const store = await makeStore(t.deps, { status: "active" });
  const category = await makeCategory(t.deps);
  return makePet(t.deps, {
    vendor_id: store.id,
    category_id: category.id,
    post_status: "published",
    name: "Bhote",
  });
}

describe("the catalogue version", () => {
  it("moves with every change the catalogue shows, in the changing statement", async () => {
    const pet = await publishedPet();
    const changes = [
      () => t.db.updateTable("pet").set({ name: "Bhotu" }).where("id", "=", pet.id).execute(),
      () => makePetImage(t.deps, { pet_id: pet.id }),
      () => t.db.updateTable("vendor").set({ title: "New name" }).execute(),
      () => makeCategory(t.deps),
    ];
    for (const change of changes) {
      const before = await version();
      await change();
      expect(await version()).toBeGreaterThan(before);
    }
  });

  it("stays put for a new adoption request, and moves when one is approved", async () => {
    const pet = await publishedPet();
    const before = await version();
    const application = await makeApplication(t.deps, { pet_id: pet.id });
    expect(await version()).toBe(before);
    await t.db
      .updateTable("application")
      .set({ status: "Approved" })
      .where("id", "=", application.id)
      .execute();
    expect(await version()).toBeGreaterThan(before);
  });
});

describe("cached catalogue answers", () => {
  it("computes once while nothing changes, again after any change", async () => {
    const cache = createCatalogueCache(t.db);
    let computed = 0;
    const compute = async () => ({ body: ++computed, shared: true, tags: [] });
    const first = await cache.get("k", compute, { caller: null });
    expect(first.json).toBe("1");
    expect(await cache.get("k", compute, { caller: null })).toEqual(first);
    await makeCategory(t.deps);
    const second = await cache.get("k", compute, { caller: null });
    expect(second.json).toBe("2");
    expect(second.etag).not.toBe(first.etag);
  });

  it("never keeps what may not be shared", async () => {
    const cache = createCatalogueCache(t.db);
    let computed = 0;
    const compute = async () => ({ body: ++computed, shared: false, tags: [] });
    await cache.get("private", compute, { caller: null });
    expect(await cache.get("private", compute, { caller: null })).toMatchObject({
      json: "2",
      etag: null,
    });
  });

  it("a change written by another instance shows on the next request", async () => {
    const pet = await publishedPet();
    const names = async () => (await t.api("GET /pets")).json.map((item) => item.pet.name);
    const detail = async () =>
      (await t.api("GET /pets/:id", { param: { id: pet.id } })).json[0]?.pet.name;
    expect(await names()).toContain("Bhote");
    expect(await detail()).toBe("Bhote");
    const before = (await t.api("GET /pets")).headers.get("etag")!;
    const unchanged = await t.api("GET /pets", { headers: { "If-None-Match": before } });
    expect(unchanged.status).toBe(304);
    // Straight into the database, as another instance's request would.
    await t.db.updateTable("pet").set({ name: "Sheru" }).where("id", "=", pet.id).execute();
    expect(await names()).toContain("Sheru");
    expect(await detail()).toBe("Sheru");
    const changed = await t.api("GET /pets", { headers: { "If-None-Match": before } });
    expect(changed.status).toBe(200);
    await t.db.updateTable("pet").set({ post_status: "draft" }).where("id", "=", pet.id).execute();
    expect(await names()).not.toContain("Sheru");
    expect((await t.api("GET /pets/:id", { param: { id: pet.id } })).status).toBe(404);
  });
});

/** The tags stamped by what `change` did, read straight from the database. */
async function tagsStampedBy(change: () => Promise<unknown>) {
  const before = await version();
  await change();
  const rows = await t.db
    .selectFrom("catalogue_change")
    .select("tag")
    .where("at", ">", before)
    .execute();
  return rows.map((row) => row.tag).sort();
}

describe("what each change stamps", () => {
  it("names the pet, the store, the cards, the text or everything, as the change touches them", async () => {
    const pet = await publishedPet();
    const { id, vendor_id } = pet;
    const edit = (set: Record<string, unknown>) => () =>
      t.db.updateTable("pet").set(set).where("id", "=", id).execute();
    expect(await tagsStampedBy(edit({ description: "Loves mangoes" }))).toEqual([
      `pet:${id}`,
      "text",
    ]);
    // The edit form writes every column on each save: only the values that differ count.
    const row: Record<string, unknown> = { ...pet };
    // Not written by the form: the key, and PostgreSQL's generated search vector.
    delete row.id;
    delete row.search;
    expect(await tagsStampedBy(edit({ ...row, description: "Sleeps a lot" }))).toEqual([
      `pet:${id}`,
      "text",
    ]);
    expect(await tagsStampedBy(edit({ weight_kg: 12 }))).toEqual([`pet:${id}`]);
    expect(await tagsStampedBy(edit({ name: "Bhotu" }))).toEqual(["cards", `pet:${id}`, "text"]);
    expect(await tagsStampedBy(edit({ fee: 500 }))).toEqual(["cards", `pet:${id}`]);
    expect(await tagsStampedBy(() => makePetImage(t.deps, { pet_id: id }))).toEqual([
      "cards",
      `pet:${id}`,
    ]);
    expect(
      await tagsStampedBy(() =>
        t.db.updateTable("vendor").set({ title: "New name" }).where("id", "=", vendor_id).execute(),
      ),
    ).toEqual(["cards", `store:${vendor_id}`]);
    const { owner_id } = await t.db
      .selectFrom("vendor")
      .select("owner_id")
      .where("id", "=", vendor_id)
      .executeTakeFirstOrThrow();
    expect(
      await tagsStampedBy(() =>
        t.db
          .updateTable("user")
          .set({ phoneNumber: "+9779800000001" })
          .where("id", "=", owner_id)
          .execute(),
      ),
    ).toEqual([`store:${vendor_id}`]);
    expect(await tagsStampedBy(() => makeCategory(t.deps))).toEqual(["all"]);
    const application = await makeApplication(t.deps, { pet_id: id });
    expect(
      await tagsStampedBy(() =>
        t.db
          .updateTable("application")
          .set({ status: "Approved" })
          .where("id", "=", application.id)
          .execute(),
      ),
    ).toEqual(["cards", `pet:${id}`]);
  });

  it("knows every column of the pet table as shown on cards or on the pet's page only", async () => {
    const tables = await t.db.introspection.getTables();
    const columns = tables.find((table) => table.name === "pet")!.columns.map((c) => c.name);
    const classified = new Set<string>([...PET_CARD_COLUMNS, ...PET_PAGE_ONLY_COLUMNS]);
    // A new column must be classified (migration 0030's lists), in a migration that makes the pet
    // triggers again: unlisted, a card showing it would stay stale.
    expect(columns.filter((column) => !classified.has(column))).toEqual([]);
    expect(columns).toContain("description");
  });

  it("undoes and redoes its migration, the one counter moving in between", async () => {
    const migration = catalogueChangesMigration(t.deps.dialect);
    const pet = await publishedPet();
    await migration.down!(t.db as never);
    try {
      const before = await version();
      await t.db.updateTable("pet").set({ name: "Kalu" }).where("id", "=", pet.id).execute();
      expect(await version()).toBeGreaterThan(before);
    } finally {
      await migration.up(t.db as never);
    }
    expect(
      await tagsStampedBy(() =>
        t.db.updateTable("pet").set({ name: "Kali" }).where("id", "=", pet.id).execute(),
      ),
    ).toEqual(["cards", `pet:${pet.id}`, "text"]);
  });
});

describe("answers kept while what they show is unchanged", () => {
  it("keep other pets and the listing through a description edit, not through a name edit", async () => {
    const pet = await publishedPet();
    const other = await publishedPet();
    const etagOf = async (call: () => Promise<{ status: number; headers: Headers }>) => {
      const response = await call();
      expect(response.status).toBe(200);
      return response.headers.get("etag");
    };
    const listing = () => t.api("GET /pets");
    const otherPet = () => t.api("GET /pets/:id", { param: { id: other.id } });
    const similar = () => t.api("GET /pets/:id/similar", { param: { id: other.id } });
    const calls = [
      listing,
      () => t.api("GET /pets/:id", { param: { id: pet.id } }),
      otherPet,
      similar,
      () => t.api("GET /pets", { query: { q: "bhote" } }),
    ];
    const before = await Promise.all(calls.map(etagOf));
    await t.db
      .updateTable("pet")
      .set({ description: "Loves mangoes" })
      .where("id", "=", pet.id)
      .execute();
    const after = await Promise.all(calls.map(etagOf));
    // The listing, the other pet and its similar pets are the same entries; the edited pet and
    // the search (which reads descriptions) are made again.
    expect(after.slice(0, 1)).toEqual(before.slice(0, 1));
    expect(after.slice(2, 4)).toEqual(before.slice(2, 4));
    expect(after[1]).not.toBe(before[1]);
    expect(after[4]).not.toBe(before[4]);
    expect((await t.api("GET /pets/:id", { param: { id: pet.id } })).json[0]?.pet.description).toBe(
      "Loves mangoes",
    );

    await t.db.updateTable("pet").set({ name: "Sheru" }).where("id", "=", pet.id).execute();
    expect(await etagOf(listing)).not.toBe(after[0]);
    expect(await etagOf(similar)).not.toBe(after[3]);
    expect(await etagOf(otherPet)).toBe(after[2]);
  });
});

/** A compute that runs until `finish()`, counting its runs. */
function heldCompute(body: () => unknown) {
  let runs = 0;
  const held: (() => void)[] = [];
  const compute = async () => {
    runs++;
    await new Promise<void>((resolve) => held.push(resolve));
    return { body: body(), shared: true, tags: ["cards"] };
  };
  return { compute, runs: () => runs, finish: () => held.splice(0).forEach((go) => go()) };
}

/**
 * Until every pending callback and I/O of the event loop ran (the batch read included): for what
 * must not have happened by then. What must have happened is waited for (`computing`).
 */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** Until `runs` computes have started. */
const computing = (runs: () => number, count: number) =>
  vi.waitFor(() => expect(runs()).toBe(count), { timeout: 10_000, interval: 5 });

/** An answer "old" made and kept, then a change it depends on; the next compute gives "new". */
async function respondThenChange() {
  const cache = createCatalogueCache(t.db);
  let body = "old";
  const held = heldCompute(() => body);
  const first = cache.get("k", held.compute, { caller: null });
  await computing(held.runs, 1);
  held.finish();
  await first;
  await makeCategory(t.deps);
  body = "new";
  return { cache, held };
}

/** Runs `check` with the clock moved past the stale window. */
async function pastTheWindow(check: () => Promise<void>) {
  const realNow = Date.now;
  Date.now = () => realNow() + STALE_WINDOW_MS + 1;
  try {
    await check();
  } finally {
    Date.now = realNow;
  }
}

describe("the cache's size", () => {
  it("counts what an answer really holds, so unique empty searches cannot fill the memory", async () => {
    const cache = createCatalogueCache(t.db, 64 * 1024);
    let runs = 0;
    const compute = async () => {
      runs++;
      return { body: [], shared: true, tags: ["cards", "text"] };
    };
    // An empty answer under a long Nepali key, as a search for made-up words gives.
    const key = (n: number) => `pets:{"q":"${"कुकुर".repeat(40)}${n}"}`;
    for (let n = 0; n < 1000; n++) await cache.get(key(n), compute, { caller: null });
    expect(runs).toBe(1000);
    // The first is long gone: a thousand such answers are far more than 64 KB.
    await cache.get(key(0), compute, { caller: null });
    expect(runs).toBe(1001);
  });
});

describe("one compute per key", () => {
  it("runs once for 50 requests of a missing key, and once for 50 of a stale one", async () => {
    const cache = createCatalogueCache(t.db);
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { body: runs, shared: true, tags: ["cards"] };
    };
    const ask = () =>
      Promise.all(Array.from({ length: 50 }, () => cache.get("k", compute, { caller: null })));
    const first = await ask();
    expect(runs).toBe(1);
    expect(new Set(first.map((answer) => answer.json))).toEqual(new Set(["1"]));
    await makeCategory(t.deps);
    await ask();
    expect(runs).toBe(2);
    expect((await cache.get("k", compute, { caller: null })).json).toBe("2");
  });

  it("gives the previous answer to callers without credentials while it is made again", async () => {
    const cache = createCatalogueCache(t.db);
    let body = "old";
    const held = heldCompute(() => body);
    const first = cache.get("k", held.compute, { caller: null });
    await computing(held.runs, 1);
    held.finish();
    expect((await first).json).toBe('"old"');

    const pet = await publishedPet();
    await t.db.updateTable("pet").set({ name: "Kalu" }).where("id", "=", pet.id).execute();
    body = "new";
    // The request that finds it stale waits for the new answer…
    const finder = cache.get("k", held.compute, { caller: null });
    await computing(held.runs, 2);
    expect(held.runs()).toBe(2);
    // …others get the previous one, unless they are signed in (they may have made the change).
    expect((await cache.get("k", held.compute, { caller: null })).json).toBe('"old"');
    const signedIn = cache.get("k", held.compute, { caller: "user-1" });
    await computing(held.runs, 3);
    expect(held.runs()).toBe(3);
    held.finish();
    expect((await finder).json).toBe('"new"');
    expect((await signedIn).json).toBe('"new"');
    expect((await cache.get("k", held.compute, { caller: null })).json).toBe('"new"');
  });

  it("makes every caller wait once the answer was found stale longer than the window ago", async () => {
    const { cache, held } = await respondThenChange();
    const finder = cache.get("k", held.compute, { caller: null });
    await computing(held.runs, 2);
    await pastTheWindow(async () => {
      let answered = false;
      const late = cache.get("k", held.compute, { caller: null }).then((answer) => {
        answered = true;
        return answer;
      });
      await settle();
      expect(answered).toBe(false);
      held.finish();
      expect((await late).json).toBe('"new"');
      expect((await finder).json).toBe('"new"');
      expect(held.runs()).toBe(2);
    });
  });

  it("gives nobody an answer last known true longer than the window ago, however late it is asked for", async () => {
    const { cache, held } = await respondThenChange();
    // Nobody asks for it for longer than the window; then two visitors come at once.
    await pastTheWindow(async () => {
      const finder = cache.get("k", held.compute, { caller: null });
      await computing(held.runs, 2);
      let answered = false;
      const other = cache.get("k", held.compute, { caller: null }).then((answer) => {
        answered = true;
        return answer;
      });
      await settle();
      expect(answered).toBe(false);
      held.finish();
      expect((await finder).json).toBe('"new"');
      expect((await other).json).toBe('"new"');
    });
  });

  it("gives nobody the previous answer once making it again failed (the pet is gone)", async () => {
    const cache = createCatalogueCache(t.db);
    let gone = false;
    let release: () => void = () => undefined;
    let runs = 0;
    const compute = async () => {
      runs++;
      if (!gone) return { body: "Kalu", shared: true, tags: ["cards"] };
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error("There is no such pet");
    };
    await cache.get("k", compute, { caller: null });
    await makeCategory(t.deps);
    gone = true;
    const finder = cache.get("k", compute, { caller: null });
    await computing(() => runs, 2);
    // While it is made again, within the window, a visitor may still get the previous answer…
    expect((await cache.get("k", compute, { caller: null })).json).toBe('"Kalu"');
    release();
    await expect(finder).rejects.toThrow("There is no such pet");
    // …never after it failed, though the window is not over.
    const again = cache.get("k", compute, { caller: null });
    await computing(() => runs, 3);
    const other = cache.get("k", compute, { caller: null });
    await settle();
    release();
    await expect(again).rejects.toThrow("There is no such pet");
    await expect(other).rejects.toThrow("There is no such pet");
  });

  it("keeps no failed compute: its callers get the error, the next request tries again", async () => {
    const cache = createCatalogueCache(t.db);
    let runs = 0;
    const compute = async () => {
      runs++;
      if (runs === 1) throw new Error("the database is away");
      return { body: runs, shared: true, tags: ["cards"] };
    };
    const tries = await Promise.allSettled(
      Array.from({ length: 5 }, () => cache.get("k", compute, { caller: null })),
    );
    expect(runs).toBe(1);
    expect(tries.map((result) => result.status)).toEqual(Array(5).fill("rejected"));
    expect((await cache.get("k", compute, { caller: null })).json).toBe("2");
  });
});
