import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeApplication,
  makeCategory,
  makePet,
  makePetImage,
  makeUser,
  makeStore,
} from "../../db/factories";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

let t: MailTestApp;
let admin: { headers: Record<string, string> };
beforeAll(async () => {
  t = await createMailTestApp();
  admin = await t.loginAdmin();
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const get = (query: ApiInput<"GET /vendors">["query"]) =>
  t.api("GET /vendors", { query, headers: admin.headers });
const update = (json: ApiInput<"POST /vendors/update">["json"]) =>
  t.api("POST /vendors/update", { json, headers: admin.headers });
const remove = (id: number) => t.api("DELETE /vendors", { json: { id }, headers: admin.headers });
/** What the contract cannot take (an unknown status, an id left out, text that is not JSON): sent as it is. */
const getRaw = (query: string) =>
  t.request("GET", `/api/vendors${query}`, { headers: admin.headers });
const updateRaw = (body: unknown) =>
  t.request("POST", "/api/vendors/update", { body, headers: admin.headers });

describe("GET /api/vendors", () => {
  it("gives each store with its owner's e-mail and real pet and pending-request counts", async () => {
    const owner = await makeUser(t.deps, { email: `owner-${unique()}@example.test` });
    const title = `Counted Rescue ${unique()}`;
    const store = await makeStore(t.deps, {
      owner_id: owner.id,
      title,
      location: "Dharan, Sunsari",
      image_key: "vendors/counted.webp",
      status: "pending",
    });
    const [first, second] = [
      await makePet(t.deps, { vendor_id: store.id }),
      await makePet(t.deps, { vendor_id: store.id, post_status: "draft" }),
      await makePet(t.deps, { vendor_id: store.id, post_status: "adopted" }),
    ];
    await makeApplication(t.deps, { pet_id: first!.id });
    await makeApplication(t.deps, { pet_id: first!.id });
    await makeApplication(t.deps, { pet_id: second!.id, status: "Approved" });
    await makeApplication(t.deps, { pet_id: second!.id, status: "Rejected" });

    const response = await get({ q: title });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Total-Count")).toBe("1");
    expect(response.json).toEqual([
      {
        id: store.id,
        title,
        description: store.description,
        status: "pending",
        image_key: "vendors/counted.webp",
        location: "Dharan, Sunsari",
        created_at: store.created_at,
        owner_email: owner.email,
        pet_count: 3,
        listed_pets: 1,
        pending_applications: 2,
      },
    ]);
  });

  it("gives zero counts to an empty store", async () => {
    const title = `Empty Store ${unique()}`;
    await makeStore(t.deps, { title });
    const [store] = (await get({ q: title })).json;
    expect(store).toMatchObject({ pet_count: 0, listed_pets: 0, pending_applications: 0 });
  });

  it("filters by status and searches titles ignoring case", async () => {
    const tag = unique();
    const active = await makeStore(t.deps, { title: `Himalayan Paws ${tag}`, status: "active" });
    const pending = await makeStore(t.deps, {
      title: `himalayan tails ${tag}`,
      status: "pending",
    });
    await makeStore(t.deps, { title: `Terai Friends ${tag}`, status: "pending" });

    const both = await get({ q: "himalayan" });
    expect(both.json.map((v) => v.id)).toEqual(expect.arrayContaining([active.id, pending.id]));
    const onlyPending = await get({ q: "HIMALAYAN", status: "pending" });
    expect(onlyPending.json.map((v) => v.id)).toContain(pending.id);
    expect(onlyPending.json.every((v) => v.status === "pending")).toBe(true);
    expect(onlyPending.json.some((v) => /terai/i.test(v.title))).toBe(false);
  });

  it("takes % and _ in a search literally", async () => {
    const tag = unique();
    const percent = await makeStore(t.deps, { title: `100% Rescue ${tag}` });
    await makeStore(t.deps, { title: `1000 Rescue ${tag}` });
    const found = await get({ q: `0% Rescue ${tag}` });
    expect(found.json.map((v) => v.id)).toEqual([percent.id]);
    const none = await get({ q: `__ Rescue ${tag}` });
    expect(none.json).toEqual([]);
  });

  it("pages through the stores, newest first, with the total", async () => {
    const tag = unique();
    const made = [];
    for (let day = 1; day <= 5; day++) {
      made.push(
        await makeStore(t.deps, {
          title: `Paged Store ${tag} ${day}`,
          created_at: `2024-01-0${day}T00:00:00.000Z`,
        }),
      );
    }
    const first = await get({ q: `Paged Store ${tag}`, limit: 2 });
    const third = await get({ q: `Paged Store ${tag}`, limit: 2, page: 3 });
    expect(first.headers.get("X-Total-Count")).toBe("5");
    expect(first.json.map((v) => v.id)).toEqual([made[4]!.id, made[3]!.id]);
    expect(third.headers.get("X-Total-Count")).toBe("5");
    expect(third.json.map((v) => v.id)).toEqual([made[0]!.id]);
  });

  it.each([
    ["an unknown status", "?status=closed"],
    ["a page of zero", "?page=0"],
    ["a page that is not a number", "?page=two"],
    ["too large a page size", "?limit=1000"],
    ["too long a search", `?q=${"a".repeat(101)}`],
  ])("refuses %s with a readable 400", async (_label, query) => {
    const response = await getRaw(query);
    expect(response.status).toBe(400);
    expect(response.refusal.code).toBe("BAD_REQUEST");
    expect(response.refusal.error).toEqual(expect.any(String));
  });
});

describe("POST /api/vendors/update", () => {
  it("sets a pending store active, returns it, and e-mails the owner once", async () => {
    const owner = await makeUser(t.deps, { email: `live-${unique()}@example.test` });
    const store = await makeStore(t.deps, { owner_id: owner.id, status: "pending" });
    await makePet(t.deps, { vendor_id: store.id });

    const response = await update({ id: store.id, status: "active" });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: store.id,
      status: "active",
      owner_email: owner.email,
      pet_count: 1,
    });
    const mail = await t.smtp.waitFor(owner.email, /is now listed/);
    expect(mail.subject).toBe(`${store.title} is now listed on Sathi`);
    expect(mail.text).toContain("/dashboard?tab=vendor");

    // Setting it active again changes nothing and sends nothing more.
    expect((await update({ id: store.id, status: "active" })).status).toBe(200);
    const queued = await t.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", owner.email)
      .execute();
    expect(queued).toHaveLength(1);
  });

  it("sets an active store back to pending", async () => {
    const store = await makeStore(t.deps, { status: "active" });
    const response = await update({ id: store.id, status: "pending" });
    expect(response.status).toBe(200);
    expect(response.json.status).toBe("pending");
    const stored = await t.db
      .selectFrom("vendor")
      .select(["status", "updated_at"])
      .where("id", "=", store.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("pending");
    expect(stored.updated_at > store.updated_at).toBe(true);
  });

  it("answers 404 for an unknown store", async () => {
    const response = await update({ id: 987654, status: "active" });
    expect(response.status).toBe(404);
    expect(response.refusal).toEqual({ error: "No such store", code: "STORE_NOT_FOUND" });
  });

  it.each([
    ["another status", { status: "closed" }, "Status must be active or pending"],
    ["no status", {}, "Status must be active or pending"],
    ["a status in other case", { status: "Active" }, "Status must be active or pending"],
  ])("refuses %s with 400 and changes nothing", async (_label, change, message) => {
    const store = await makeStore(t.deps, { status: "pending" });
    const response = await updateRaw({ id: store.id, ...change });
    expect(response.status).toBe(400);
    expect(response.refusal.error).toBe(message);
    const stored = await t.db
      .selectFrom("vendor")
      .select("status")
      .where("id", "=", store.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("pending");
  });

  it.each([
    ["a missing id", { status: "active" }],
    ["an id that is text", { id: "abc", status: "active" }],
    ["a negative id", { id: -1, status: "active" }],
  ])("refuses %s with 400", async (_label, body) => {
    const response = await updateRaw(body);
    expect(response.status).toBe(400);
    expect(response.refusal.fields).toHaveProperty("id");
  });

  it("refuses a body that is not JSON", async () => {
    const response = await updateRaw("{ id: 1");
    expect(response.status).toBe(400);
    expect(response.refusal.error).toBe("The request body is not valid JSON");
  });
});

describe("DELETE /api/vendors", () => {
  it("removes the store with its pets, photos, requests and files, like the owner's own delete", async () => {
    const category = await makeCategory(t.deps);
    const doomed = await makeStore(t.deps, { image_key: `vendors/${unique()}.webp` });
    const kept = await makeStore(t.deps);
    const pet = await makePet(t.deps, { vendor_id: doomed.id, category_id: category.id });
    const keptPet = await makePet(t.deps, { vendor_id: kept.id, category_id: category.id });
    const image = await makePetImage(t.deps, { pet_id: pet.id });
    await t.deps.storage.put(doomed.image_key!, Buffer.from("logo"), "image/webp");
    await t.deps.storage.put(image.image_key, Buffer.from("photo"), "image/webp");
    await makeApplication(t.deps, { pet_id: pet.id });
    const keptApplication = await makeApplication(t.deps, { pet_id: keptPet.id });

    const response = await remove(doomed.id);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ id: doomed.id });

    const rowsOf = {
      vendor: () => t.db.selectFrom("vendor").select("id").where("id", "=", doomed.id).execute(),
      pets: () => t.db.selectFrom("pet").select("id").where("vendor_id", "=", doomed.id).execute(),
      images: () =>
        t.db.selectFrom("pet_image").select("id").where("pet_id", "=", pet.id).execute(),
      requests: () =>
        t.db.selectFrom("application").select("id").where("pet_id", "=", pet.id).execute(),
    };
    for (const rows of Object.values(rowsOf)) expect(await rows()).toEqual([]);
    expect(await t.deps.storage.get(doomed.image_key!)).toBeNull();
    expect(await t.deps.storage.get(image.image_key)).toBeNull();
    // The other store, its pet and its request are untouched; so is the shared category.
    const survivor = await t.db
      .selectFrom("application")
      .select("id")
      .where("id", "=", keptApplication.id)
      .executeTakeFirst();
    expect(survivor).toBeDefined();
    expect((await get({ q: kept.title })).json).toHaveLength(1);
  });

  it("answers 404 for an unknown store, and again for one already deleted", async () => {
    const store = await makeStore(t.deps);
    expect((await remove(store.id)).status).toBe(200);
    const again = await remove(store.id);
    expect(again.status).toBe(404);
    expect(again.refusal).toEqual({ error: "No such store", code: "STORE_NOT_FOUND" });
  });

  it("refuses a missing id with 400", async () => {
    const response = await t.request("DELETE", "/api/vendors", {
      body: {},
      headers: admin.headers,
    });
    expect(response.status).toBe(400);
    expect(response.refusal.fields).toHaveProperty("id");
  });
});
