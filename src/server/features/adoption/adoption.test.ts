import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS_MESSAGES } from "../../../contract/adoption";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";
import { requestFor, storeWithPet } from "../../test/adoption-requests";

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) => t.smtp.messages.filter((mail) => mail.to.includes(email));

describe("the adoption life cycle", () => {
  it("request, approve, reject, approve again, withdraw: both sides see it, the right people are e-mailed", async () => {
    const { owner, store, pet, applicant } = await storeWithPet(t);

    // The applicant asks.
    const created = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id, { name: "  Sita Rai  ", phone: "+977 984-1234567" }),
      headers: applicant.headers,
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      pet_id: pet.id,
      name: "Sita Rai",
      phone: "+977 984-1234567",
      address: "Jhamsikhel, Lalitpur",
      message: "We have a fenced garden and I work from home.",
      status: "pending",
    });
    const id: number = created.json.id;

    // The owner is told, with the pet, the message and a link to the dashboard.
    const notice = await t.smtp.waitFor(owner.user.email, /New adoption request for Bhote/);
    expect(notice.text).toContain("Sita Rai would like to adopt Bhote");
    expect(notice.text).toContain("We have a fenced garden and I work from home.");
    expect(notice.links).toContain("http://localhost:3000/dashboard?tab=vendor");

    // Both sides see it as pending.
    const mine = await t.api("GET /applications", { headers: applicant.headers });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual([
      {
        id,
        pet_id: pet.id,
        status: "pending",
        message: "We have a fenced garden and I work from home.",
        pet: { name: "Bhote" },
        vendor: { title: "Kathmandu Animal Rescue" },
        created_at: created.json.created_at,
        updated_at: created.json.updated_at,
        history: [
          { status: "pending", at: created.json.created_at, reason: null, rejection_reason: null },
        ],
        agreement: null,
        // The pet has no adoption fee.
        fee: null,
        answers: [],
        answered_at: null,
        returned_at: null,
      },
    ]);
    const requests = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: owner.headers,
    });
    expect(requests.status).toBe(200);
    expect(requests.json).toHaveLength(1);
    expect(requests.json[0]).toMatchObject({
      id,
      name: "Sita Rai",
      phone: "+977 984-1234567",
      address: "Jhamsikhel, Lalitpur",
      status: "pending",
      pet_id: pet.id,
      pet: { name: "Bhote" },
    });

    // The owner answers: each change is e-mailed with its status message and kept in the history.
    const moves = ["Approved", "Rejected", "Approved"] as const;
    for (const [index, status] of moves.entries()) {
      const updated = await t.api("POST /vendors/applications/:id/update", {
        param: { id },
        json: { status },
        headers: owner.headers,
      });
      expect(updated.status).toBe(200);
      expect(updated.json.status).toBe(status);
      expect(updated.json.history.map((step: { status: string }) => step.status)).toEqual([
        "pending",
        ...moves.slice(0, index + 1),
      ]);
      await expect
        .poll(() => mailsTo(applicant.user.email).length, { timeout: 5000 })
        .toBe(index + 1);
      const mail = mailsTo(applicant.user.email)[index]!;
      expect(mail.subject).toMatch(/Your adoption request for Bhote/);
      expect(mail.text).toContain(STATUS_MESSAGES[status]);
      expect(mail.links).toContain("http://localhost:3000/dashboard");
    }
    expect(mailsTo(applicant.user.email).map((mail) => mail.subject)).toEqual([
      "Your adoption request for Bhote is approved",
      "Your adoption request for Bhote is not accepted",
      "Your adoption request for Bhote is approved",
    ]);

    // The applicant sees the same timeline, with times in order.
    const after = await t.api("GET /applications", { headers: applicant.headers });
    const history = after.json[0]!.history;
    expect(after.json[0]!.status).toBe("Approved");
    expect(history.map((step) => step.status)).toEqual([
      "pending",
      "Approved",
      "Rejected",
      "Approved",
    ]);
    expect(history.map((step) => step.at)).toEqual(history.map((step) => step.at).sort());

    // The applicant withdraws: final, and the owner is told.
    const withdrawn = await t.api("POST /applications/:id/withdraw", {
      param: { id },
      headers: applicant.headers,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.status).toBe("Withdrawn");
    expect(withdrawn.json.history.at(-1)!.status).toBe("Withdrawn");
    const told = await t.smtp.waitFor(owner.user.email, /withdrew their request for Bhote/);
    expect(told.text).toContain("Sita Rai no longer wishes to adopt Bhote");
    const again = await t.api("POST /vendors/applications/:id/update", {
      param: { id },
      json: { status: "Approved" },
      headers: owner.headers,
    });
    expect(again.status).toBe(409);
    expect(again.refusal).toEqual({
      error: "The applicant has withdrawn this request",
      code: "STATUS_MOVE_REFUSED",
    });

    // After withdrawing, the applicant may ask again.
    const reapplied = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id),
      headers: applicant.headers,
    });
    expect(reapplied.status).toBe(200);
  });

  it("a rejected request cannot be withdrawn; the owner may re-approve it unless a newer one is open", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const first = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id),
      headers: applicant.headers,
    });
    const reject = await t.api("POST /vendors/applications/:id/update", {
      param: { id: first.json.id },
      json: { status: "Rejected" },
      headers: owner.headers,
    });
    expect(reject.status).toBe(200);

    const withdraw = await t.api("POST /applications/:id/withdraw", {
      param: { id: first.json.id },
      headers: applicant.headers,
    });
    expect(withdraw.status).toBe(409);
    expect(withdraw.refusal.error).toBe(
      "This request was rejected, so there is nothing to withdraw",
    );

    // Rejected is not open: the applicant may ask again…
    const second = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id, { message: "Please reconsider: we have moved to a bigger flat." }),
      headers: applicant.headers,
    });
    expect(second.status).toBe(200);
    // …and then the old request cannot be re-opened beside the new one.
    const reopen = await t.api("POST /vendors/applications/:id/update", {
      param: { id: first.json.id },
      json: { status: "Approved" },
      headers: owner.headers,
    });
    expect(reopen.status).toBe(409);
    expect(reopen.refusal.error).toBe("This person has another open request for this pet");
    const rows = await t.db
      .selectFrom("application")
      .select(["id", "status"])
      .where("pet_id", "=", pet.id)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: first.json.id, status: "Rejected" },
      { id: second.json.id, status: "pending" },
    ]);
  });

  it("once the pet is adopted, a rejected request cannot be approved (409) and nothing changes", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const other = await t.login();
    const apply = async (headers: Record<string, string>) =>
      (
        await t.api("POST /adoptPet/:pet_id", {
          param: { pet_id: pet.id },
          json: requestFor(pet.id),
          headers,
        })
      ).json.id;
    const adopter = await apply(applicant.headers);
    const turnedDown = await apply(other.headers);
    const answer = (id: number, status: "Approved" | "Rejected") =>
      t.api("POST /vendors/applications/:id/update", {
        param: { id },
        json: { status },
        headers: owner.headers,
      });
    expect((await answer(turnedDown, "Rejected")).status).toBe(200);
    expect((await answer(adopter, "Approved")).status).toBe(200);
    const adopted = await t.api("PATCH /pets/:id", {
      param: { id: pet.id },
      json: { post_status: "adopted" },
      headers: owner.headers,
    });
    expect(adopted.status).toBe(200);

    const snapshot = async () => ({
      requests: await t.db
        .selectFrom("application")
        .select(["id", "status", "updated_at"])
        .where("pet_id", "=", pet.id)
        .orderBy("id")
        .execute(),
      history: await t.db
        .selectFrom("application_history")
        .select(["application_id", "status"])
        .where("application_id", "in", [adopter, turnedDown])
        .orderBy("id")
        .execute(),
      mails: await t.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient", "=", other.user.email)
        .execute(),
    });
    const before = await snapshot();
    const refused = await answer(turnedDown, "Approved");
    expect(refused.status).toBe(409);
    expect(refused.refusal).toEqual({
      error: "This pet has been adopted, so its requests can no longer be approved",
      code: "PET_ADOPTED",
    });
    expect(await snapshot()).toEqual(before);
    expect(before.requests.map((row) => row.status)).toEqual(["Approved", "Rejected"]);
  });

  it("lists the store's requests newest first, for that store only", async () => {
    const { owner, store, pet } = await storeWithPet(t);
    const other = await storeWithPet(t);
    const names = ["Ram", "Shyam", "Gita"];
    for (const name of names) {
      const person = await t.login();
      await t.api("POST /adoptPet/:pet_id", {
        param: { pet_id: pet.id },
        json: requestFor(pet.id, { name }),
        headers: person.headers,
      });
    }
    await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: other.pet.id },
      json: requestFor(other.pet.id, { name: "Elsewhere" }),
      headers: other.applicant.headers,
    });
    const list = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: owner.headers,
    });
    expect(list.json.map((row: { name: string }) => row.name)).toEqual([...names].reverse());
  });
});
