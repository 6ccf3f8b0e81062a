import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeApplication,
  makeMember,
  makePet,
  makePetImage,
  makeStore,
  makeUser,
} from "../../db/factories";
import { createMailTestApp, newEmail, type MailTestApp } from "../../test/test-app";
import { storeFirstListed } from "../../db/migrations/0010-store-first-listed";

let t: MailTestApp;
let admin: { headers: Record<string, string> };
// Three admins: one reading the site in Nepali, one in English, one with no account yet.
const NEPALI_ADMIN = "ne-admin@sathi.test";
const ADMIN_WITHOUT_ACCOUNT = "Later-Admin@sathi.test";
beforeAll(async () => {
  t = await createMailTestApp({
    ADMIN_EMAILS: `admin@sathi.test,${NEPALI_ADMIN},${ADMIN_WITHOUT_ACCOUNT}`,
  });
  admin = await t.loginAdmin();
  const nepali = await makeUser(t.deps, { email: NEPALI_ADMIN });
  await t.db.updateTable("user").set({ language: "ne" }).where("id", "=", nepali.id).execute();
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const read = (id: number | string, headers?: Record<string, string>) =>
  t.api("GET /vendors/:id", { param: { id }, headers });
const setStatus = async (id: number, status: "active" | "pending") => {
  const response = await t.api("POST /vendors/update", {
    json: { id, status },
    headers: admin.headers,
  });
  expect(response.status).toBe(200);
};
const mailsTo = (recipient: string) =>
  t.db
    .selectFrom("mail_outbox")
    .select(["subject", "text", "html"])
    .where("recipient", "=", recipient)
    .orderBy("id")
    .execute();

describe("GET /api/vendors/{id}", () => {
  it("gives the admin the store, its owner, every pet (drafts too) and only its open requests", async () => {
    const owner = await makeUser(t.deps, {
      email: newEmail("owner"),
      firstName: "Sunita",
      lastName: "Tamang",
    });
    const store = await makeStore(t.deps, {
      owner_id: owner.id,
      title: `Dharan Paws ${unique()}`,
      description: "We rescue street dogs in Sunsari.",
      location: "Dharan, Sunsari",
      status: "active",
      created_at: "2025-03-01T08:00:00.000Z",
    });
    const listed = await makePet(t.deps, {
      vendor_id: store.id,
      name: "Bhote",
      post_status: "published",
      created_at: "2025-03-02T08:00:00.000Z",
    });
    const draft = await makePet(t.deps, {
      vendor_id: store.id,
      name: "Kali",
      post_status: "draft",
      created_at: "2025-03-03T08:00:00.000Z",
    });
    const carer = await makeUser(t.deps, { firstName: "Hari", lastName: "Rai" });
    await makeMember(t.deps, { vendor_id: store.id, user_id: carer.id, role: "carer" });
    await makePetImage(t.deps, { pet_id: listed.id, image_key: "pets/bhote-2.webp", position: 1 });
    await makePetImage(t.deps, { pet_id: listed.id, image_key: "pets/bhote-1.webp", position: 0 });
    const waiting = await makeApplication(t.deps, {
      pet_id: listed.id,
      name: "Ramesh Shrestha",
      created_at: "2025-03-04T08:00:00.000Z",
    });
    const approved = await makeApplication(t.deps, {
      pet_id: listed.id,
      name: "Gita Magar",
      status: "Approved",
      created_at: "2025-03-05T08:00:00.000Z",
    });
    await makeApplication(t.deps, { pet_id: listed.id, status: "Rejected" });
    await makeApplication(t.deps, { pet_id: listed.id, status: "Withdrawn" });
    // Another store's pet and request stay out.
    await makeApplication(t.deps, { pet_id: (await makePet(t.deps)).id });

    const response = await read(store.id, admin.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    expect(response.json).toMatchObject({
      id: store.id,
      title: store.title,
      description: "We rescue street dogs in Sunsari.",
      location: "Dharan, Sunsari",
      status: "active",
      created_at: "2025-03-01T08:00:00.000Z",
      owner_name: "Sunita Tamang",
      owner_email: owner.email,
      pet_count: 2,
      listed_pets: 1,
      pending_applications: 1,
    });
    expect(response.json.pets).toEqual([
      {
        id: draft.id,
        name: "Kali",
        category: expect.any(String),
        category_ne: null,
        post_status: "draft",
        image_key: null,
        created_at: "2025-03-03T08:00:00.000Z",
      },
      {
        id: listed.id,
        name: "Bhote",
        category: expect.any(String),
        category_ne: null,
        post_status: "published",
        image_key: "pets/bhote-1.webp",
        created_at: "2025-03-02T08:00:00.000Z",
      },
    ]);
    // Its team, owners first (vetting is unchanged; the admin sees who is on it).
    expect(
      response.json.members.map(({ user_id, name, role }) => ({ user_id, name, role })),
    ).toEqual([
      { user_id: owner.id, name: "Sunita Tamang", role: "owner" },
      { user_id: carer.id, name: "Hari Rai", role: "carer" },
    ]);
    expect(response.json.open_requests).toEqual([
      {
        id: approved.id,
        pet_id: listed.id,
        pet_name: "Bhote",
        applicant_name: "Gita Magar",
        status: "Approved",
        created_at: "2025-03-05T08:00:00.000Z",
      },
      {
        id: waiting.id,
        pet_id: listed.id,
        pet_name: "Bhote",
        applicant_name: "Ramesh Shrestha",
        status: "pending",
        created_at: "2025-03-04T08:00:00.000Z",
      },
    ]);
  });

  it("gives an empty store with empty lists", async () => {
    const store = await makeStore(t.deps, { status: "pending" });
    const response = await read(store.id, admin.headers);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ pets: [], open_requests: [], pet_count: 0 });
  });

  it("answers 401 signed out and 403 to a signed-in user, its owner included", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const signedOut = await read(store.id);
    expect(signedOut.status).toBe(401);
    expect(signedOut.refusal.code).toBe("UNAUTHORIZED");
    for (const caller of [owner, await t.login()]) {
      const refused = await read(store.id, caller.headers);
      expect(refused.status).toBe(403);
      expect(refused.refusal.error).toEqual(expect.any(String));
    }
  });

  it("answers 404 for an unknown store and 400 for an id that is not one", async () => {
    const missing = await read(987654, admin.headers);
    expect(missing.status).toBe(404);
    expect(missing.refusal.error).toBe("No such store");
    expect(missing.refusal.code).toMatch(/NOT_FOUND$/);
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await read(id, admin.headers)).status, id).toBe(400);
    }
  });

  it("leaves GET /api/vendors/me to the caller's own store", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const mine = await t.api("GET /vendors/me", { headers: owner.headers });
    expect(mine.status).toBe(200);
    expect(mine.json.store!.vendor.id).toBe(store.id);
  });
});

describe("a new store is announced to every admin", () => {
  it("mails each admin a link to the store's page, in the language of their account", async () => {
    const owner = await t.login({ firstName: "Bimala", lastName: "Rai" });
    const title = `Hetauda Rescue ${unique()}`;
    const response = await t.api("POST /vendors/create", {
      headers: owner.headers,
      json: { storeName: title, storeDescription: "Dogs and cats", storeLocation: "Hetauda" },
    });
    expect(response.status).toBe(200);
    const link = `${t.config.publicUrl}/admin/stores/${response.json.id}`;

    const english = await t.smtp.waitFor("admin@sathi.test", new RegExp(title));
    expect(english.subject).toBe(`A new rescue shelter is waiting for approval: ${title}`);
    expect(english.text).toContain(`Bimala Rai (${owner.user.email}) has registered ${title}`);
    expect(english.text).toContain(link);

    const nepali = await t.smtp.waitFor(NEPALI_ADMIN, new RegExp(title));
    // The subject as queued: the capture's decoding splits a long Devanagari subject.
    expect((await mailsTo(NEPALI_ADMIN)).at(-1)!.subject).toBe(
      `नयाँ उद्धार केन्द्र स्वीकृतिको प्रतीक्षामा: ${title}`,
    );
    expect(nepali.text).toContain(`Bimala Rai (${owner.user.email})ले Hetaudaमा ${title} दर्ता`);
    expect(nepali.text).toContain("केन्द्र हेर्नुहोस्");
    expect(nepali.text).toContain(link);
    expect(nepali.text).not.toContain("has registered");
    expect((await mailsTo(NEPALI_ADMIN)).at(-1)!.html).toContain('lang="ne"');

    // An admin address with no account yet is written to in English.
    const later = await t.smtp.waitFor(ADMIN_WITHOUT_ACCOUNT.toLowerCase(), new RegExp(title));
    expect(later.subject).toBe(`A new rescue shelter is waiting for approval: ${title}`);
  });

  it("sends nothing when the store is refused", async () => {
    const owner = await t.login();
    await makeStore(t.deps, { owner_id: owner.user.id });
    const before = (await mailsTo("admin@sathi.test")).length;
    const response = await t.api("POST /vendors/create", {
      headers: owner.headers,
      json: { storeName: "Second", storeDescription: "Again", storeLocation: "Pokhara" },
    });
    expect(response.status).toBe(409);
    expect(await mailsTo("admin@sathi.test")).toHaveLength(before);
  });
});

describe("activating a store mails its owner", () => {
  it("the first approval the first time, and 'listed again' after it was set pending", async () => {
    const owner = await makeUser(t.deps, { email: newEmail("again"), firstName: "Hari" });
    const store = await makeStore(t.deps, { owner_id: owner.id, status: "pending" });

    await setStatus(store.id, "active");
    const first = await t.smtp.waitFor(owner.email, /./);
    expect(first.subject).not.toMatch(/again/);
    expect(first.subject).toContain(store.title);

    await setStatus(store.id, "pending");
    await setStatus(store.id, "active");
    const again = await t.smtp.waitFor(owner.email, /listed again/);
    expect(again.subject).toBe(`${store.title} is listed again`);
    expect(again.text).toContain(`${store.title} is active again`);
    expect(again.text).toContain("/dashboard?tab=vendor");

    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).not.toMatch(/again/);
  });

  it("'listed again' for a store listed before, in Nepali for a Nepali account", async () => {
    const owner = await makeUser(t.deps, { email: newEmail("phirta") });
    await t.db.updateTable("user").set({ language: "ne" }).where("id", "=", owner.id).execute();
    const store = await makeStore(t.deps, {
      owner_id: owner.id,
      status: "pending",
      first_listed_at: "2026-01-05T10:00:00.000Z",
    });

    await setStatus(store.id, "active");
    const mail = await t.smtp.waitFor(owner.email, new RegExp(store.title));
    expect(mail.text).toContain(`${store.title} फेरि सक्रिय भएको छ`);
    const queued = await mailsTo(owner.email);
    expect(queued.map((row) => row.subject)).toEqual([`${store.title} फेरि सूचीमा छ`]);
  });

  it("the first approval for a new store whose owner once ran another", async () => {
    const owner = await makeUser(t.deps, { email: newEmail("second-store") });
    const old = await makeStore(t.deps, { owner_id: owner.id, status: "pending" });
    await setStatus(old.id, "active");
    await t.smtp.waitFor(owner.email, /./);
    await t.db.deleteFrom("vendor").where("id", "=", old.id).execute();
    const store = await makeStore(t.deps, {
      owner_id: owner.id,
      status: "pending",
      created_at: new Date(Date.now() + 1000).toISOString(),
    });

    await setStatus(store.id, "active");
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain(store.title);
    expect(mails[1]!.subject).not.toMatch(/again/);
  });
});

describe("the migration that records when stores were first listed", () => {
  it("counts stores active now, and stores whose pets had requests, as listed before", async () => {
    const migration = storeFirstListed();
    const active = await makeStore(t.deps, { status: "active" });
    const askedOf = await makeStore(t.deps, { status: "pending" });
    await makeApplication(t.deps, {
      pet_id: (await makePet(t.deps, { vendor_id: askedOf.id })).id,
    });
    const fresh = await makeStore(t.deps, { status: "pending" });
    await migration.down!(t.db as never);
    await migration.up(t.db as never);
    const rows = await t.db
      .selectFrom("vendor")
      .select(["id", "first_listed_at", "updated_at", "created_at"])
      .where("id", "in", [active.id, askedOf.id, fresh.id])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.first_listed_at)).toEqual([
      rows[0]!.updated_at,
      rows[1]!.created_at,
      null,
    ]);
  });
});
