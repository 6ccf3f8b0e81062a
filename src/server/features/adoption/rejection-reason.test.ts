import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REJECTION_REASON_LIMIT } from "../../../contract/adoption";
import { apply, storeWithPet } from "../../test/adoption-requests";
import { createMailTestApp, type MailTestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/** A store may say why it rejects a request; the applicant reads it on her dashboard and by mail. */

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp();
});
afterAll(() => t.close());

const REASON = "We need a home with a fenced garden for Bhote.";

interface Seen {
  id: number;
  status: string;
  history: { rejection_reason: string | null }[];
}

/** The request as the applicant and as the store see it. */
async function bothSides(ids: { store: number; id: number }, owner: Headers, applicant: Headers) {
  const mine = await t.api("GET /applications", { headers: applicant });
  const theirs = await t.api("GET /vendors/:id/applications", {
    param: { id: ids.store },
    headers: owner,
  });
  const find = (list: Seen[]) => list.find((request) => request.id === ids.id)!;
  return { mine: find(mine.json), theirs: find(theirs.json) };
}
type Headers = Record<string, string>;

const update = (
  id: number,
  headers: Headers,
  body: ApiInput<"POST /vendors/applications/:id/update">["json"],
) => t.api("POST /vendors/applications/:id/update", { param: { id }, json: body, headers });

const historyRows = (id: number) =>
  t.db
    .selectFrom("application_history")
    .select(["status", "reason", "rejection_reason"])
    .where("application_id", "=", id)
    .orderBy("id")
    .execute();

describe("a reason with a rejection", () => {
  it("is kept with the change, shown to both sides and in the applicant's mail", async () => {
    const { owner, store, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);

    const rejected = await update(id, owner.headers, {
      status: "Rejected",
      reason: `  ${REASON}  `,
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.history.at(-1)).toMatchObject({
      status: "Rejected",
      reason: null,
      rejection_reason: REASON,
    });
    expect(await historyRows(id)).toEqual([
      { status: "Rejected", reason: null, rejection_reason: REASON },
    ]);

    const { mine, theirs } = await bothSides(
      { store: store.id, id },
      owner.headers,
      applicant.headers,
    );
    for (const view of [mine, theirs]) {
      expect(view.status).toBe("Rejected");
      expect(view.history.map((step) => step.rejection_reason)).toEqual([null, REASON]);
    }

    const mail = await t.smtp.waitFor(applicant.user.email, /not accepted/);
    expect(mail.text).toContain("Your application has been rejected!");
    expect(mail.text).toContain(`The store's reason: ${REASON}`);
    // After the spec's message, not before it.
    expect(mail.text.indexOf("The store's reason")).toBeGreaterThan(
      mail.text.indexOf("Your application has been rejected!"),
    );

    // Approving later gives no reason, and the rejection keeps its own.
    expect((await update(id, owner.headers, { status: "Approved" })).status).toBe(200);
    const after = await bothSides({ store: store.id, id }, owner.headers, applicant.headers);
    expect(after.mine.history.map((step) => step.rejection_reason)).toEqual([null, REASON, null]);
  });

  it("reaches a Nepali applicant in Nepali, in the store's own words", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    await t.db
      .updateTable("user")
      .set({ language: "ne" })
      .where("id", "=", applicant.user.id)
      .execute();
    const id = await apply(t, applicant.headers, pet.id);
    const reason = "भोटेलाई बगैँचा भएको घर चाहिन्छ।\nधन्यवाद।";
    expect((await update(id, owner.headers, { status: "Rejected", reason })).status).toBe(200);

    const mail = await t.smtp.waitFor(applicant.user.email, /स्वीकृत भएन/);
    expect(mail.text).toContain("तपाईंको अनुरोध अस्वीकृत भएको छ।");
    expect(mail.text).toContain(`केन्द्रले दिएको कारण: ${reason}`);
    expect(mail.text).not.toContain("The store's reason");
  });

  it("without one, nothing changes from before: no reason on the step, none in the mail", async () => {
    const { owner, store, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);

    for (const body of [{ status: "Rejected" }, { status: "Rejected", reason: "   " }] as const) {
      const answered = await update(id, owner.headers, body);
      expect(answered.status).toBe(200);
      expect(answered.json.history.at(-1)).toMatchObject({
        status: "Rejected",
        rejection_reason: null,
      });
      const mail = await t.smtp.waitFor(applicant.user.email, /not accepted/);
      expect(mail.text).toContain("Your application has been rejected!");
      expect(mail.text).not.toContain("The store's reason");
      t.smtp.messages.length = 0;
      expect((await update(id, owner.headers, { status: "Approved" })).status).toBe(200);
      await t.smtp.waitFor(applicant.user.email, /approved/);
      t.smtp.messages.length = 0;
    }
    const { mine } = await bothSides({ store: store.id, id }, owner.headers, applicant.headers);
    expect(mine.history.every((step) => step.rejection_reason === null)).toBe(true);
  });

  it("is refused with any status but Rejected, and nothing changes", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);

    const refused = await update(id, owner.headers, { status: "Approved", reason: REASON });
    expect(refused.status).toBe(400);
    expect(refused.refusal).toMatchObject({
      error: "A reason can only be given when rejecting a request",
      code: "REASON_ONLY_WHEN_REJECTING",
    });
    const stored = await t.db
      .selectFrom("application")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("pending");
    expect(await historyRows(id)).toEqual([]);
  });

  it("refuses a reason too long or with control characters, and nothing changes", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);

    const atLimit = "a".repeat(REJECTION_REASON_LIMIT);
    for (const reason of [
      `${atLimit}b`,
      "Not\u0000now",
      "Not\u0007now",
      "Not\u001bnow",
      "Not\u007fnow",
      42,
    ]) {
      // 42 is a reason the contract forbids, as a client other than the site could send it.
      const refused = await t.request("POST", `/api/vendors/applications/${id}/update`, {
        body: { status: "Rejected", reason },
        headers: owner.headers,
      });
      expect(refused.status, JSON.stringify(reason)).toBe(400);
    }
    expect(await historyRows(id)).toEqual([]);

    // The limit itself is allowed.
    const accepted = await update(id, owner.headers, { status: "Rejected", reason: atLimit });
    expect(accepted.status).toBe(200);
    expect(accepted.json.history.at(-1)!.rejection_reason).toBe(atLimit);
  });
});
