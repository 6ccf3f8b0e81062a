import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, storeWithPet } from "../../test/adoption-requests";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/**
 * One home at a time (docs/product.md#requests): once a request is Adopted its pet stays off
 * the catalogue, and no other request is approved or adopted, until the store records a return.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const update = (
  id: number,
  headers: Headers,
  status: ApiInput<"POST /vendors/applications/:id/update">["json"]["status"],
) => t.api("POST /vendors/applications/:id/update", { param: { id }, json: { status }, headers });
const publish = (
  petId: number,
  headers: Headers,
  post_status: ApiInput<"PATCH /pets/:id">["json"]["post_status"] = "published",
) => t.api("PATCH /pets/:id", { param: { id: petId }, json: { post_status }, headers });
const recordReturn = (id: number, headers: Headers) =>
  t.api("POST /vendors/applications/:id/return", { param: { id }, json: {}, headers });
const adoptedCount = async (petId: number) =>
  (
    await t.db
      .selectFrom("application")
      .select("id")
      .where("pet_id", "=", petId)
      .where("status", "=", "Adopted")
      .execute()
  ).length;

/** A pet gone home with the applicant, and a second person's request closed by the handover. */
async function adoptedPet() {
  const world = await storeWithPet(t);
  const id = await apply(t, world.applicant.headers, world.pet.id);
  const second = await t.login();
  const secondId = await apply(t, second.headers, world.pet.id);
  expect((await update(id, world.owner.headers, "Approved")).status).toBe(200);
  expect((await update(id, world.owner.headers, "Adopted")).status).toBe(200);
  return { ...world, id, second, secondId };
}

describe("an adopted pet", () => {
  it("cannot be listed again, nor another of its requests approved or adopted", async () => {
    const { owner, pet, secondId } = await adoptedPet();

    for (const status of ["published", "draft"] as const) {
      const refused = await publish(pet.id, owner.headers, status);
      expect([refused.status, refused.refusal.code]).toEqual([409, "PET_HAS_HOME"]);
    }
    // Marking it adopted again changes nothing and is allowed.
    expect((await publish(pet.id, owner.headers, "adopted")).status).toBe(200);

    // A pet listed again before this rule, its closed request approved and adopted again.
    await t.db
      .updateTable("pet")
      .set({ post_status: "published" })
      .where("id", "=", pet.id)
      .execute();
    const approve = await update(secondId, owner.headers, "Approved");
    expect([approve.status, approve.refusal.code]).toEqual([409, "PET_ADOPTED"]);
    await t.db
      .updateTable("application")
      .set({ status: "Approved" })
      .where("id", "=", secondId)
      .execute();
    const adopt = await update(secondId, owner.headers, "Adopted");
    expect([adopt.status, adopt.refusal.code]).toEqual([409, "PET_ADOPTED"]);
    expect(await adoptedCount(pet.id)).toBe(1);
  });

  it("comes back when the store records its return: the adoption stays, the pet is listed and adopted again", async () => {
    const { owner, pet, id, applicant, store } = await adoptedPet();
    const stranger = await storeWithPet(t);
    expect((await recordReturn(id, applicant.headers)).status).toBe(403);
    expect((await recordReturn(id, stranger.owner.headers)).status).toBe(403);

    const returned = await recordReturn(id, owner.headers);
    expect(returned.status, returned.text).toBe(200);
    expect(returned.json).toMatchObject({
      id,
      status: "Adopted",
      returned_at: expect.stringMatching(/^\d{4}-/),
    });
    const again = await recordReturn(id, owner.headers);
    expect([again.status, again.refusal.code]).toEqual([409, "ALREADY_RETURNED"]);
    // Her side shows it too; the pet waits as a draft for its new listing.
    const mine = (await t.api("GET /applications", { headers: applicant.headers })).json;
    expect(mine.find((row) => row.id === id)?.returned_at).toBe(returned.json.returned_at);
    const { post_status } = await t.db
      .selectFrom("pet")
      .select("post_status")
      .where("id", "=", pet.id)
      .executeTakeFirstOrThrow();
    expect(post_status).toBe("draft");

    expect((await publish(pet.id, owner.headers)).status).toBe(200);
    const next = await t.login();
    const nextId = await apply(t, next.headers, pet.id);
    expect((await update(nextId, owner.headers, "Approved")).status).toBe(200);
    expect((await update(nextId, owner.headers, "Adopted")).status).toBe(200);
    const history = (
      await t.api("GET /vendors/:id/applications", {
        param: { id: store.id },
        headers: owner.headers,
      })
    ).json;
    expect(history.filter((row) => row.status === "Adopted")).toEqual([
      expect.objectContaining({ id: nextId, returned_at: null }),
      expect.objectContaining({ id, returned_at: returned.json.returned_at }),
    ]);
  });

  it("is returned only from an Adopted request", async () => {
    const { owner, pet } = await storeWithPet(t);
    const person = await t.login();
    const id = await apply(t, person.headers, pet.id);
    const refused = await recordReturn(id, owner.headers);
    expect([refused.status, refused.refusal.code]).toEqual([409, "REQUEST_NOT_ADOPTED"]);
    const unknown = await recordReturn(999_999, owner.headers);
    expect([unknown.status, unknown.refusal.code]).toEqual([404, "REQUEST_NOT_FOUND"]);
  });
});

describe("withdrawing an Adopted request", () => {
  it("is refused as adopted, never described as rejected", async () => {
    const { applicant, id } = await adoptedPet();
    const refused = await t.api("POST /applications/:id/withdraw", {
      param: { id },
      headers: applicant.headers,
    });
    expect([refused.status, refused.refusal.code]).toEqual([409, "REQUEST_ADOPTED"]);
    expect(refused.refusal.error).not.toMatch(/reject/i);
  });
});
