import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApplication, makePet, makeUser, makeStore } from "../../db/factories";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

describe("PATCH /api/pets/{id} to adopted", () => {
  it("closes the pet's pending requests as Rejected and e-mails those applicants", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const pet = await makePet(t.deps, { vendor_id: store.id, name: "Bhote" });
    const applicant = await makeUser(t.deps);
    const adopter = await makeUser(t.deps);
    const waiting = await makeApplication(t.deps, { pet_id: pet.id, user_id: applicant.id });
    const chosen = await makeApplication(t.deps, {
      pet_id: pet.id,
      user_id: adopter.id,
      status: "Approved",
    });

    const response = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      headers: owner.headers,
      json: { post_status: "adopted" },
    });
    expect(response.status).toBe(200);

    const statuses = await t.db
      .selectFrom("application")
      .select(["id", "status"])
      .where("pet_id", "=", pet.id)
      .orderBy("id")
      .execute();
    expect(statuses).toEqual([
      { id: waiting.id, status: "Rejected" },
      { id: chosen.id, status: "Approved" },
    ]);
    const mail = await t.smtp.waitFor(applicant.email, /Bhote/);
    expect(mail.text).toContain("Your application has been rejected!");
    expect(t.smtp.messages.some((message) => message.to.includes(adopter.email))).toBe(false);
  });

  it("leaves requests alone for any other change", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id });
    const pet = await makePet(t.deps, { vendor_id: store.id });
    const request = await makeApplication(t.deps, { pet_id: pet.id });
    await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      headers: owner.headers,
      json: { post_status: "draft" },
    });
    const { status } = await t.db
      .selectFrom("application")
      .select("status")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe("pending");
  });
});
