import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

/**
 * Everything a client sees of an answer: status, every header, the body's bytes. The length
 * is the server's to add on the wire when the app does not say it, so it is checked, not compared.
 */
async function seen(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(path, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const { "content-length": length, ...rest } = Object.fromEntries(response.headers);
  if (length !== undefined) expect(Number(length)).toBe(body.length);
  return { status: response.status, headers: rest, body };
}

describe("catalogue answers given again", () => {
  it("are the same as the first, every header and byte, plain and gzipped", async () => {
    const pet = await publishedPet("Kale");
    const paths = ["/api/pets", `/api/pets/${pet.id}`, `/api/pets/${pet.id}/similar`];
    for (const path of [...paths, "/api/category", "/api/pets?limit=5"]) {
      const first = await seen(path);
      expect(first.status).toBe(200);
      expect(first.headers["content-security-policy"]).toBeDefined();
      expect(await seen(path)).toEqual(first);

      const gzip = { "Accept-Encoding": "gzip" };
      const zipped = await seen(path, gzip);
      const again = await seen(path, gzip);
      expect(again).toEqual(zipped);
      if (first.body.length >= 1024) {
        expect(again.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(again.body)).toEqual(first.body);
      }
    }
  });

  it("show a change written straight into the database on the next request", async () => {
    const pet = await publishedPet("Bhote");
    const path = `/api/pets/${pet.id}`;
    await seen(path);
    const before = await seen(path);
    expect(before.body.toString()).toContain("Bhote");
    await t.db.updateTable("pet").set({ name: "Sheru" }).where("id", "=", pet.id).execute();
    const after = await seen(path);
    expect(after.body.toString()).toContain("Sheru");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await t.db.updateTable("pet").set({ post_status: "draft" }).where("id", "=", pet.id).execute();
    expect((await seen(path)).status).toBe(404);
  });

  it("of similar pets, made of cards kept once, are given again until a card or the pet changes", async () => {
    const store = await makeStore(t.deps, { status: "active" });
    const category = await makeCategory(t.deps);
    const make = (name: string) =>
      makePet(t.deps, {
        vendor_id: store.id,
        category_id: category.id,
        post_status: "published",
        name,
      });
    const [kalo, seto, rato] = [await make("Kalo"), await make("Seto"), await make("Rato")];
    const similar = (id: number) => seen(`/api/pets/${id}/similar`);
    const first = await similar(kalo.id);
    expect(
      JSON.parse(first.body.toString()).map((item: { pet: { name: string } }) => item.pet.name),
    ).toEqual(["Rato", "Seto"]);
    // Another pet's answer holds the same card: the same bytes for it.
    expect((await similar(rato.id)).body.toString()).toContain(
      JSON.stringify(JSON.parse(first.body.toString())[1]),
    );
    expect(await similar(kalo.id)).toEqual(first);
    // The pet's own page-only column: its answer is made again.
    await t.db.updateTable("pet").set({ description: "Calm" }).where("id", "=", kalo.id).execute();
    const afterPet = await similar(kalo.id);
    expect(afterPet.headers.etag).not.toBe(first.headers.etag);
    expect(afterPet.body).toEqual(first.body);
    // A card it shows.
    await t.db.updateTable("pet").set({ name: "Sweta" }).where("id", "=", seto.id).execute();
    const afterCard = await similar(kalo.id);
    expect(afterCard.body.toString()).toContain('"name":"Sweta"');
    expect(afterCard.body.toString()).not.toContain('"name":"Seto"');
    expect(await similar(kalo.id)).toEqual(afterCard);
  });

  it("leave revalidation and signed-in callers to the whole stack", async () => {
    const pet = await publishedPet("Tiger");
    const path = `/api/pets/${pet.id}`;
    await seen(path);
    const { headers } = await seen(path);
    const revalidated = await seen(path, { "If-None-Match": headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    // A draft is its owner's alone: never kept, whoever asked first.
    const owner = await t.login();
    const store = await makeStore(t.deps, { status: "active", owner_id: owner.user.id });
    const draft = await makePet(t.deps, { vendor_id: store.id, post_status: "draft" });
    expect((await seen(`/api/pets/${draft.id}`)).status).toBe(404);
    expect((await seen(`/api/pets/${draft.id}`, owner.headers)).status).toBe(200);
    expect((await seen(`/api/pets/${draft.id}`)).status).toBe(404);
  });
});
