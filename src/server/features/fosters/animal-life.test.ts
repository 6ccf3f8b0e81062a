import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalDay } from "../../../contract/calendar";
import { makeMember, makePet, makeStore } from "../../db/factories";
import { apply } from "../../test/adoption-requests";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * An animal's intake, outcome and history (docs/decisions/049-animal-records.md): the team says
 * how it came in; an owner or manager how it left, other than by adoption; the handover and a
 * return write their own lines; the history lists every step, newest first.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;
const today = () => nepalDay(new Date());
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function team() {
  const owner = await t.login({ firstName: "Sujata" });
  const carer = await t.login({ firstName: "Hari" });
  const foster = await t.login({ firstName: "Laxmi" });
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  await makeMember(t.deps, { vendor_id: store.id, user_id: carer.user.id, role: "carer" });
  await makeMember(t.deps, { vendor_id: store.id, user_id: foster.user.id, role: "foster" });
  const pet = await makePet(t.deps, { vendor_id: store.id, name: "Kalu" });
  return { owner, carer, foster, store, pet };
}

const intake = (who: Login, petId: number, body: Record<string, unknown>) =>
  t.api("PUT /pets/:id/intake", {
    param: { id: petId },
    json: body as never,
    headers: who.headers,
  });
const outcome = (who: Login, petId: number, body: Record<string, unknown>) =>
  t.api("POST /pets/:id/outcome", {
    param: { id: petId },
    json: body as never,
    headers: who.headers,
  });
const history = (who: Login, petId: number) =>
  t.api("GET /pets/:id/history", { param: { id: petId }, headers: who.headers });
const decide = (who: Login, id: number, status: "Approved" | "Adopted") =>
  t.api("POST /vendors/applications/:id/update", {
    param: { id },
    json: { status },
    headers: who.headers,
  });
const eventCount = async () =>
  Number(
    (
      await t.db
        .selectFrom("animal_event")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a new pet", () => {
  it("comes in with an intake of a kind not yet told, on its intake day", async () => {
    const { owner, store, pet } = await team();
    const added = await t.api("POST /pets", {
      json: {
        vendor_id: store.id,
        category_id: pet.category_id,
        name: "Tara",
        description: "A calm, curious street dog.",
        gender: "female",
        post_status: "draft",
        intake_date: daysAgo(4),
      },
      headers: owner.headers,
    });
    expect(added.status, added.text).toBe(200);
    const read = await history(owner, added.json.id);
    expect(read.json.intake).toEqual({ reason: "unknown", on_day: daysAgo(4), place: null });
    expect(read.json.lines.map((line) => line.kind)).toEqual(["intake"]);
  });
});

describe("the intake", () => {
  it("is the team's to tell, not the foster's, with a known kind on a day gone by", async () => {
    const { owner, carer, foster, pet } = await team();
    const before = await eventCount();
    const refused: [Record<string, unknown>, string][] = [
      [{ reason: "unknown", on_day: today() }, "BAD_REQUEST"],
      [{ reason: "found_on_moon", on_day: today() }, "BAD_REQUEST"],
      [{ reason: "stray", on_day: "2026-13-01" }, "DATE_INVALID"],
      [{ reason: "stray", on_day: "2098-01-01" }, "DATE_IN_FUTURE"],
    ];
    for (const [body, code] of refused) {
      const response = await intake(owner, pet.id, body);
      expect([response.status, response.refusal.code], JSON.stringify(body)).toEqual([400, code]);
    }
    expect((await intake(foster, pet.id, { reason: "stray", on_day: today() })).status).toBe(403);
    expect(await eventCount()).toBe(before);

    const told = await intake(carer, pet.id, {
      reason: "stray",
      on_day: daysAgo(10),
      place: "Swayambhu, ward 15",
    });
    expect(told.status, told.text).toBe(200);
    expect(told.json.intake).toEqual({
      reason: "stray",
      on_day: daysAgo(10),
      place: "Swayambhu, ward 15",
    });
    // Told again, it is the same intake, changed.
    const again = await intake(owner, pet.id, { reason: "surrendered", on_day: daysAgo(9) });
    expect(again.json.lines.filter((line) => line.kind === "intake")).toHaveLength(1);
    expect(again.json.intake.reason).toBe("surrendered");
  });
});

describe("an outcome", () => {
  it("is refused while requests are open, and recorded once, off the listing and out of foster", async () => {
    const { owner, carer, foster, pet } = await team();
    const applicant = await t.login();
    const requestId = await apply(t, applicant.headers, pet.id);
    await decide(owner, requestId, "Approved");
    const before = await eventCount();
    const died = { reason: "died", on_day: today(), note: "Distemper" };
    const open = await outcome(owner, pet.id, died);
    expect([open.status, open.refusal.code]).toEqual([409, "PET_HAS_OPEN_REQUESTS"]);
    expect((await outcome(carer, pet.id, died)).status).toBe(403);
    expect((await outcome(owner, pet.id, { reason: "adopted", on_day: today() })).status).toBe(400);
    expect(await eventCount()).toBe(before);

    await t.api("POST /applications/:id/withdraw", {
      param: { id: requestId },
      headers: applicant.headers,
    });
    const placed = await t.api("POST /pets/:id/placements", {
      param: { id: pet.id },
      json: { foster_id: foster.user.id, district: "Kaski", starts_on: daysAgo(3) },
      headers: owner.headers,
    });
    expect(placed.status, placed.text).toBe(201);
    const recorded = await outcome(owner, pet.id, {
      reason: "transferred_out",
      on_day: daysAgo(1),
      place: "KAT Centre",
    });
    expect(recorded.status, recorded.text).toBe(201);
    expect(recorded.json).toMatchObject({
      in_care: false,
      where: { kind: "centre" },
      outcome: { reason: "transferred_out", on_day: daysAgo(1) },
      pet: { post_status: "draft" },
    });
    const placement = await t.db
      .selectFrom("foster_placement")
      .select("ended_on")
      .where("id", "=", placed.json.id)
      .executeTakeFirstOrThrow();
    expect(placement.ended_on).toBe(daysAgo(1));
    const twice = await outcome(owner, pet.id, died);
    expect([twice.status, twice.refusal.code]).toEqual([409, "NOT_IN_CARE"]);
    const placeAgain = await t.api("POST /pets/:id/placements", {
      param: { id: pet.id },
      json: { foster_id: foster.user.id, district: "Kaski", starts_on: today() },
      headers: owner.headers,
    });
    expect(placeAgain.refusal.code).toBe("NOT_IN_CARE");

    // It comes back: a new intake, newest in its history, and in care again.
    const again = (who: Login) =>
      t.api("POST /pets/:id/intake-again", {
        param: { id: pet.id },
        json: { reason: "transferred_in", on_day: daysAgo(1) },
        headers: who.headers,
      });
    expect((await again(carer)).status).toBe(403);
    const back = await again(owner);
    expect(back.status, back.text).toBe(201);
    expect(back.json.in_care).toBe(true);
    expect(back.json.lines.slice(0, 2).map((line) => [line.kind, line.reason])).toEqual([
      ["intake", "transferred_in"],
      ["outcome", "transferred_out"],
    ]);
    expect((await again(owner)).refusal.code).toBe("IN_CARE");
  });
});

describe("the handover and a return", () => {
  it("write the adoption and the return with its reason; the history lists every step in order", async () => {
    const { owner, foster, store, pet } = await team();
    await intake(owner, pet.id, { reason: "stray", on_day: daysAgo(20) });
    const placed = await t.api("POST /pets/:id/placements", {
      param: { id: pet.id },
      json: { foster_id: foster.user.id, district: "Kathmandu", starts_on: daysAgo(15) },
      headers: owner.headers,
    });
    await t.api("POST /pets/:id/placements/:placementId/end", {
      param: { id: pet.id, placementId: placed.json.id },
      json: { ended_on: daysAgo(5) },
      headers: owner.headers,
    });
    await t.db
      .insertInto("health_record")
      .values({
        pet_id: pet.id,
        kind: "vaccination",
        vaccine: "rabies",
        given_on: daysAgo(12),
        next_due_on: daysAgo(-353),
        note: "Left thigh",
        created_at: new Date().toISOString(),
      })
      .execute();
    const applicant = await t.login({ firstName: "Asha" });
    const requestId = await apply(t, applicant.headers, pet.id);
    await decide(owner, requestId, "Approved");
    expect((await decide(owner, requestId, "Adopted")).status).toBe(200);
    const adopted = await history(owner, pet.id);
    expect(adopted.json).toMatchObject({
      in_care: false,
      outcome: { reason: "adopted", on_day: today() },
    });

    // An old client sends no body at all; a new one says why.
    const bare = await t.request("POST", `/api/vendors/applications/${requestId}/return`, {
      headers: owner.headers,
    });
    expect(bare.status, bare.text).toBe(200);
    const back = await history(owner, pet.id);
    expect(back.json).toMatchObject({ in_care: true, outcome: null });
    const lines = back.json.lines.map((line) => [line.kind, line.on_day]);
    expect(lines).toEqual([
      ["return", today()],
      ["outcome", today()],
      ["placement_ended", daysAgo(5)],
      ["health", daysAgo(12)],
      ["placement_started", daysAgo(15)],
      ["intake", daysAgo(20)],
    ]);
    expect(back.json.lines[1]).toMatchObject({ reason: "adopted", applicant_name: "Sita Rai" });
    expect(back.json.lines[3]).toMatchObject({ record_kind: "vaccination", vaccine: "rabies" });
    expect(back.json.lines[4]).toMatchObject({
      foster_name: foster.user.name,
      district: "Kathmandu",
    });
    const admin = await t.loginAdmin();
    expect((await history(admin, pet.id)).status).toBe(200);
    const comeBackOnce = await t.api("POST /pets/:id/intake-again", {
      param: { id: pet.id },
      json: { reason: "stray", on_day: today() },
      headers: owner.headers,
    });
    expect(comeBackOnce.refusal.code).toBe("IN_CARE");
    const animals = await t.api("GET /vendors/:id/animals", {
      param: { id: store.id },
      headers: admin.headers,
    });
    expect(animals.json.find((a) => a.pet_id === pet.id)?.in_care).toBe(true);
  });

  it("keeps the reason told with a return", async () => {
    const { owner, pet } = await team();
    const applicant = await t.login();
    const requestId = await apply(t, applicant.headers, pet.id);
    await decide(owner, requestId, "Approved");
    await decide(owner, requestId, "Adopted");
    const returned = await t.api("POST /vendors/applications/:id/return", {
      param: { id: requestId },
      json: { reason: "Her landlord refused dogs" },
      headers: owner.headers,
    });
    expect(returned.status, returned.text).toBe(200);
    const [line] = (await history(owner, pet.id)).json.lines;
    expect(line).toMatchObject({ kind: "return", note: "Her landlord refused dogs" });
    const tooLong = await t.api("POST /vendors/applications/:id/return", {
      param: { id: requestId },
      json: { reason: "x".repeat(501) },
      headers: owner.headers,
    });
    expect(tooLong.status).toBe(400);
  });
});
