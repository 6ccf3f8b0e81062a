import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PET_ADOPTED, STATUS_MESSAGES } from "../../../contract/adoption";
import { makeApplication, makePet, makeUser, makeStore } from "../../db/factories";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";
import { closeOpenApplications } from "./close-open-applications";

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

async function petWithRequests() {
  const owner = await makeUser(t.deps);
  const store = await makeStore(t.deps, { owner_id: owner.id, title: "Patan Paws Shelter" });
  const pet = await makePet(t.deps, { vendor_id: store.id, name: "Kali" });
  const request = async (status: "pending" | "Approved" | "Rejected" | "Withdrawn") => {
    const applicant = await makeUser(t.deps);
    const application = await makeApplication(t.deps, {
      pet_id: pet.id,
      user_id: applicant.id,
      status,
    });
    return { applicant, application };
  };
  return { owner, pet, request };
}

const statusOf = async (id: number) =>
  (
    await t.db
      .selectFrom("application")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).status;

describe("closeOpenApplications", () => {
  it("rejects the pet's pending requests, records why, and tells each applicant after the commit", async () => {
    const { owner, pet, request } = await petWithRequests();
    const adopter = await request("Approved");
    const waiting = [await request("pending"), await request("pending")];
    const rejected = await request("Rejected");
    const withdrawn = await request("Withdrawn");
    const elsewhere = await makeApplication(t.deps); // another pet's request

    const closed = await t.db
      .transaction()
      .execute((trx) => closeOpenApplications(trx, t.deps, pet.id, { changedBy: owner.id }));
    expect(closed).toBe(2);
    t.deps.mail.kick();

    for (const { applicant, application } of waiting) {
      expect(await statusOf(application.id)).toBe("Rejected");
      const history = await t.db
        .selectFrom("application_history")
        .select(["status", "reason", "changed_by"])
        .where("application_id", "=", application.id)
        .execute();
      expect(history).toEqual([{ status: "Rejected", reason: PET_ADOPTED, changed_by: owner.id }]);
      const mail = await t.smtp.waitFor(applicant.email, /Your adoption request for Kali/);
      expect(mail.text).toContain(STATUS_MESSAGES.Rejected);
      expect(mail.text).toContain("Kali has found a home with another family");
      expect(mail.text).toContain("Patan Paws Shelter has answered your request");
    }
    // The approved request (the adopter), closed requests and other pets' requests stay as they were.
    expect(await statusOf(adopter.application.id)).toBe("Approved");
    expect(await statusOf(rejected.application.id)).toBe("Rejected");
    expect(await statusOf(withdrawn.application.id)).toBe("Withdrawn");
    expect(await statusOf(elsewhere.id)).toBe("pending");
    for (const person of [adopter, rejected, withdrawn]) {
      expect(t.smtp.messages.some((mail) => mail.to.includes(person.applicant.email))).toBe(false);
    }
  });

  it("changes nothing and queues nothing when the surrounding transaction rolls back", async () => {
    const { pet, request } = await petWithRequests();
    const { applicant, application } = await request("pending");
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("pet")
          .set({ post_status: "adopted" })
          .where("id", "=", pet.id)
          .execute();
        await closeOpenApplications(trx, t.deps, pet.id);
        throw new Error("the pet update failed");
      }),
    ).rejects.toThrow("the pet update failed");
    expect(await statusOf(application.id)).toBe("pending");
    const queued = await t.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", applicant.email)
      .execute();
    expect(queued).toEqual([]);
  });

  it("closes nothing for a pet without pending requests", async () => {
    const { pet } = await petWithRequests();
    await expect(
      t.db.transaction().execute((trx) => closeOpenApplications(trx, t.deps, pet.id)),
    ).resolves.toBe(0);
  });
});
