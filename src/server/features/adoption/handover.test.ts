import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PET_ADOPTED, STATUS_MESSAGES } from "../../../contract/adoption";
import { makeApplication, makeUser } from "../../db/factories";
import { apply, storeWithPet } from "../../test/adoption-requests";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/** The handover: an approved request marked Adopted (docs/product.md#requests). */

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const update = (
  id: number,
  headers: Headers,
  status: ApiInput<"POST /vendors/applications/:id/update">["json"]["status"],
) => t.api("POST /vendors/applications/:id/update", { param: { id }, json: { status }, headers });

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom("application")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).status;

const petStatus = async (id: number) =>
  (
    await t.db
      .selectFrom("pet")
      .select("post_status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).post_status;

const listedIds = (cards: { pet: { id: number } }[]) => cards.map((card) => card.pet.id);

const historyOf = (id: number) =>
  t.db
    .selectFrom("application_history")
    .select(["status", "reason"])
    .where("application_id", "=", id)
    .orderBy("id")
    .execute();

describe("marking a request Adopted", () => {
  it("hands the pet over: adopted and off the listing, every other open request closed kindly, mails sent", async () => {
    const { owner, store, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);
    expect((await update(id, owner.headers, "Approved")).status).toBe(200);
    // Others for the same pet: waiting, approved too, and already closed ones.
    const others = [];
    for (const status of ["pending", "Approved", "Rejected", "Withdrawn"] as const) {
      const person = await makeUser(t.deps);
      others.push({
        person,
        status,
        request: await makeApplication(t.deps, { pet_id: pet.id, user_id: person.id, status }),
      });
    }
    const listed = await t.api("GET /pets", { query: { limit: "100" } });
    expect(listedIds(listed.json)).toContain(pet.id);

    const adopted = await update(id, owner.headers, "Adopted");
    expect(adopted.status, adopted.text).toBe(200);
    expect(adopted.json.status).toBe("Adopted");
    expect(adopted.json.history.map((step: { status: string }) => step.status)).toEqual([
      "pending",
      "Approved",
      "Adopted",
    ]);
    expect(await historyOf(id)).toEqual([
      { status: "Approved", reason: null },
      { status: "Adopted", reason: null },
    ]);

    // The pet: adopted, off the listing, and its page says so.
    expect(await petStatus(pet.id)).toBe("adopted");
    const after = await t.api("GET /pets", { query: { limit: "100" } });
    expect(listedIds(after.json)).not.toContain(pet.id);
    const page = await t.api("GET /pets/:id", { param: { id: pet.id } });
    expect(page.status).toBe(200);
    expect(page.json[0]!.pet.post_status).toBe("adopted");

    // Every other open request, pending and Approved, is closed with the kind message.
    for (const { person, status, request } of others) {
      if (status === "pending" || status === "Approved") {
        expect(await statusOf(request.id)).toBe("Rejected");
        expect((await historyOf(request.id)).at(-1)).toEqual({
          status: "Rejected",
          reason: PET_ADOPTED,
        });
        const mail = await t.smtp.waitFor(person.email, /Bhote/);
        expect(mail.text).toContain("Bhote has found a home with another family");
      } else {
        expect(await statusOf(request.id)).toBe(status);
        expect(await historyOf(request.id)).toEqual([]);
      }
    }
    const mail = await t.smtp.waitFor(applicant.user.email, /is complete/);
    expect(mail.subject).toBe("Your adoption request for Bhote is complete");
    expect(mail.text).toContain(STATUS_MESSAGES.Adopted);

    // The store and the applicant both see it.
    const theirs = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: owner.headers,
    });
    expect(theirs.json.find((r) => r.id === id)!.status).toBe("Adopted");
    const mine = await t.api("GET /applications", { headers: applicant.headers });
    expect(mine.json.find((r) => r.id === id)!.status).toBe("Adopted");
  });

  it("is refused from any status but Approved, and Adopted is final", async () => {
    const { owner, pet } = await storeWithPet(t);
    for (const status of ["pending", "Rejected", "Withdrawn"] as const) {
      const request = await makeApplication(t.deps, { pet_id: pet.id, status });
      const refused = await update(request.id, owner.headers, "Adopted");
      expect(refused.status).toBe(409);
      expect(refused.refusal.code).toBe("STATUS_MOVE_REFUSED");
      expect(await statusOf(request.id)).toBe(status);
    }
    expect(await petStatus(pet.id)).toBe("published");

    const adopter = await t.login();
    const id = await apply(t, adopter.headers, pet.id);
    await update(id, owner.headers, "Approved");
    expect((await update(id, owner.headers, "Adopted")).status).toBe(200);
    for (const status of ["Approved", "Rejected", "pending", "Adopted"] as const) {
      const refused = await update(id, owner.headers, status);
      expect(refused.status, status).toBe(409);
      expect(refused.refusal.code).toBe("STATUS_MOVE_REFUSED");
    }
    // Nor can the adopter withdraw it.
    const withdraw = await t.api("POST /applications/:id/withdraw", {
      param: { id },
      headers: adopter.headers,
    });
    expect(withdraw.status).toBe(409);
    expect(await statusOf(id)).toBe("Adopted");
  });

  it("is for the store's owner only", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);
    await update(id, owner.headers, "Approved");
    const other = await storeWithPet(t);
    for (const caller of [applicant, other.owner, await t.loginAdmin()]) {
      expect((await update(id, caller.headers, "Adopted")).status).toBe(403);
    }
    expect(await statusOf(id)).toBe("Approved");
    expect(await petStatus(pet.id)).toBe("published");
  });
});
