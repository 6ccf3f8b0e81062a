import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalDay } from "../../../contract/calendar";
import { makeCategory, makeConversation, makeMember, makePet, makeStore } from "../../db/factories";
import { apply } from "../../test/adoption-requests";
import { makeJpeg } from "../../test/images";
import { upload } from "../../test/upload";
import { createMailTestApp, newEmail, type MailTestApp } from "../../test/test-app";

/**
 * Fosters (docs/product.md#fosters): invited like any member; an owner or manager places an
 * animal with one and brings it back; she reads and acts on only the animals placed with her,
 * and never the store's requests or conversations.
 */

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<MailTestApp["login"]>>;
const today = () => nepalDay(new Date());
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A store with an owner, a manager, a carer and a foster who joined through an invitation. */
async function team() {
  const owner = await t.login({ firstName: "Sujata" });
  const manager = await t.login({ firstName: "Gita" });
  const carer = await t.login({ firstName: "Hari" });
  const foster = await t.login({ firstName: "Laxmi", email: newEmail("foster") });
  const store = await makeStore(t.deps, { owner_id: owner.user.id, title: "Lalitpur Paws" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: manager.user.id, role: "manager" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });
  const invited = await t.api("POST /vendors/:id/invitations", {
    param: { id: store.id },
    json: { role: "foster", email: foster.user.email },
    headers: owner.headers,
  });
  expect(invited.status, invited.text).toBe(200);
  await t.deps.mail.flush();
  const link = t.smtp.messages
    .filter((mail) => mail.to.includes(foster.user.email))
    .at(-1)!
    .links.find((href) => href.includes("/invitations/"))!;
  const token = link.split("/invitations/")[1]!;
  const accepted = await t.api("POST /invitations/:token/accept", {
    param: { token },
    headers: foster.headers,
  });
  expect(accepted.json).toMatchObject({ role: "foster" });
  const category =
    (await t.db
      .selectFrom("category")
      .selectAll()
      .where("category", "=", "Dog")
      .executeTakeFirst()) ?? (await makeCategory(t.deps, { category: "Dog" }));
  const pet = await makePet(t.deps, {
    vendor_id: store.id,
    category_id: category.id,
    name: "Kalu",
  });
  const otherPet = await makePet(t.deps, { vendor_id: store.id, category_id: category.id });
  return { owner, manager, carer, foster, store, pet, otherPet };
}

const place = (who: Login, petId: number, body: Record<string, unknown>) =>
  t.api("POST /pets/:id/placements", {
    param: { id: petId },
    json: { district: "Lalitpur", starts_on: today(), ...body } as never,
    headers: who.headers,
  });
const end = (who: Login, petId: number, placementId: number, ended_on?: string) =>
  t.api("POST /pets/:id/placements/:placementId/end", {
    param: { id: petId, placementId },
    json: ended_on ? { ended_on } : {},
    headers: who.headers,
  });
const history = (who: Login, petId: number) =>
  t.api("GET /pets/:id/history", { param: { id: petId }, headers: who.headers });
const animals = (who: Login, storeId: number) =>
  t.api("GET /vendors/:id/animals", { param: { id: storeId }, headers: who.headers });
const placementCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("foster_placement")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a foster", () => {
  it("adds photos of the animal placed with her, and of no other", async () => {
    const w = await team();
    const placed = await place(w.owner, w.pet.id, { foster_id: w.foster.user.id });
    expect(placed.status, placed.text).toBe(201);
    const photo = [{ name: "kalu.jpg", body: await makeJpeg() }];
    const hers = await upload(
      t,
      `/api/uploads/petsImages?petId=${w.pet.id}`,
      photo,
      w.foster.headers,
    );
    expect(hers.status, hers.text).toBeLessThan(300);
    const other = await upload(
      t,
      `/api/uploads/petsImages?petId=${w.otherPet.id}`,
      photo,
      w.foster.headers,
    );
    expect([other.status, other.refusal?.code]).toEqual([403, "NOT_YOUR_PET"]);
    const photos = await t.db
      .selectFrom("pet_image")
      .select("pet_id")
      .where("pet_id", "in", [w.pet.id, w.otherPet.id])
      .execute();
    expect(photos.map((row) => row.pet_id)).toEqual([w.pet.id]);
  });

  it("shows on the pet page at once, by district only, and when she leaves the animal is back", async () => {
    const w = await team();
    const publicHealth = async () =>
      (await t.api("GET /pets/:id", { param: { id: w.pet.id } })).json[0]!.health;
    // Read once first, so a cached answer would show if a placement did not refresh it.
    const first = await t.api("GET /pets/:id", { param: { id: w.pet.id } });
    expect(first.status, first.text).toBe(200);
    expect((await publicHealth()).foster_district).toBeNull();
    const placed = await place(w.manager, w.pet.id, { foster_id: w.foster.user.id });
    expect(placed.status, placed.text).toBe(201);
    const shown = await t.api("GET /pets/:id", { param: { id: w.pet.id } });
    expect(shown.json[0]!.health.foster_district).toBe("Lalitpur");
    expect(shown.text).not.toContain(w.foster.user.name);

    const left = await t.api("DELETE /vendors/:id/members/:userId", {
      param: { id: w.store.id, userId: w.foster.user.id },
      headers: w.foster.headers,
    });
    expect(left.status, left.text).toBeLessThan(300);
    const placement = await t.db
      .selectFrom("foster_placement")
      .select("ended_on")
      .where("id", "=", placed.json.id)
      .executeTakeFirstOrThrow();
    expect(placement.ended_on).toBe(today());
    expect((await publicHealth()).foster_district).toBeNull();
  });

  it("joins by invitation and is listed on the team with her role", async () => {
    const { owner, foster, store } = await team();
    const response = await t.api("GET /vendors/:id/team", {
      param: { id: store.id },
      headers: owner.headers,
    });
    expect(response.json.members).toContainEqual(
      expect.objectContaining({ user_id: foster.user.id, role: "foster" }),
    );
  });
});

describe("placing an animal", () => {
  it("refuses what is not a placement, saving nothing", async () => {
    const w = await team();
    const before = await placementCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ foster_id: w.carer.user.id }, 400, "NOT_A_FOSTER"],
      [{ foster_id: "no-such-person" }, 400, "NOT_A_FOSTER"],
      [{ foster_id: w.foster.user.id, district: "Atlantis" }, 400, "UNKNOWN_DISTRICT"],
      [{ foster_id: w.foster.user.id, starts_on: dayAfter(today(), 2) }, 400, "DATE_IN_FUTURE"],
      [{ foster_id: w.foster.user.id, starts_on: "2026-02-30" }, 400, "DATE_INVALID"],
      [{ foster_id: w.foster.user.id, until_on: dayAfter(today(), -1) }, 400, "DAY_BEFORE_START"],
    ];
    for (const [body, status, code] of cases) {
      const response = await place(w.owner, w.pet.id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.refusal.code, JSON.stringify(body)).toBe(code);
    }
    // A foster of another store is not this store's foster.
    const elsewhere = await t.login();
    const otherStore = await makeStore(t.deps);
    await makeMember(t.deps, {
      vendor_id: otherStore.id,
      user_id: elsewhere.user.id,
      role: "foster",
    });
    expect((await place(w.owner, w.pet.id, { foster_id: elsewhere.user.id })).refusal.code).toBe(
      "NOT_A_FOSTER",
    );
    // Only owners and managers place: the carer and the foster are refused.
    for (const who of [w.carer, w.foster]) {
      const refused = await place(who, w.pet.id, { foster_id: w.foster.user.id });
      expect(refused.status).toBe(403);
    }
    expect(await placementCount()).toBe(before);
  });

  it("places with a foster, once at a time, and brings it back", async () => {
    const w = await team();
    const placed = await place(w.manager, w.pet.id, {
      foster_id: w.foster.user.id,
      district: "lalitpur",
      until_on: dayAfter(today(), 30),
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json).toMatchObject({
      foster_id: w.foster.user.id,
      foster_name: w.foster.user.name,
      district: "Lalitpur",
      starts_on: today(),
      ended_on: null,
    });
    const again = await place(w.owner, w.pet.id, { foster_id: w.foster.user.id });
    expect([again.status, again.refusal.code]).toEqual([409, "ALREADY_IN_FOSTER"]);

    const listed = await animals(w.owner, w.store.id);
    expect(listed.json.find((animal) => animal.pet_id === w.pet.id)).toMatchObject({
      name: "Kalu",
      species: "Dog",
      in_care: true,
      where: { kind: "foster", placement_id: placed.json.id, foster_name: w.foster.user.name },
      intake: { reason: "unknown" },
      outcome: null,
    });

    // The foster herself may not end it; a day before it began is refused.
    expect((await end(w.foster, w.pet.id, placed.json.id)).status).toBe(403);
    const early = await end(w.owner, w.pet.id, placed.json.id, dayAfter(today(), -3));
    expect(early.refusal.code).toBe("DAY_BEFORE_START");
    const ended = await end(w.owner, w.pet.id, placed.json.id);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json.ended_on).toBe(today());
    expect((await end(w.owner, w.pet.id, placed.json.id)).refusal.code).toBe("PLACEMENT_NOT_FOUND");
    const back = (await animals(w.owner, w.store.id)).json.find((a) => a.pet_id === w.pet.id);
    expect(back?.where).toEqual({ kind: "centre" });
    const lines = await t.api("GET /vendors/:id/activity", {
      param: { id: w.store.id },
      headers: w.owner.headers,
    });
    expect(lines.json.lines.map((line) => line.action).slice(0, 2)).toEqual([
      "placement_ended",
      "pet_placed",
    ]);
  });

  it("lets the foster read only the animals placed with her, and none of the store's requests", async () => {
    const w = await team();
    const placed = await place(w.owner, w.pet.id, { foster_id: w.foster.user.id });
    expect(placed.status).toBe(201);
    await makeConversation(t.deps, { pet_id: w.pet.id });
    const applicant = await t.login();
    await apply(t, applicant.headers, w.pet.id);

    const mine = await history(w.foster, w.pet.id);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json.where).toMatchObject({ kind: "foster", foster_name: w.foster.user.name });
    expect((await history(w.foster, w.otherPet.id)).refusal.code).toBe("NOT_YOUR_PET");
    expect((await animals(w.foster, w.store.id)).status).toBe(403);
    const fostered = await t.api("GET /me/fostered", { headers: w.foster.headers });
    expect(fostered.json).toEqual([
      {
        pet_id: w.pet.id,
        name: "Kalu",
        store_id: w.store.id,
        store_title: "Lalitpur Paws",
        since: today(),
        until: null,
        photo: null,
      },
    ]);
    expect((await t.api("GET /me/fostered", { headers: w.owner.headers })).json).toEqual([]);
    expect((await t.api("GET /me/fostered")).status).toBe(401);

    const requests = await t.api("GET /vendors/:id/applications", {
      param: { id: w.store.id },
      headers: w.foster.headers,
    });
    expect(requests.status).toBe(403);
    const conversations = await t.api("GET /conversations", { headers: w.foster.headers });
    expect(conversations.status, conversations.text).toBe(200);
    expect(conversations.json.conversations).toEqual([]);

    // Back at the centre, the animal is no longer hers to read.
    await end(w.owner, w.pet.id, placed.json.id);
    expect((await history(w.foster, w.pet.id)).status).toBe(403);
    expect((await t.api("GET /me/fostered", { headers: w.foster.headers })).json).toEqual([]);
  });
});
