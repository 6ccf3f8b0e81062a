import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet } from "../../db/factories";
import { requestFor, storeWithPet } from "../../test/adoption-requests";
import { createTestApp, type TestApp } from "../../test/test-app";

/** A store takes its adoption requests away as a spreadsheet (docs/product.md, Adoption). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER =
  "request_id,pet_id,pet_name,status,name,phone,address,message,rejection_reason,applied_at,updated_at";

const exportFor = (headers: Record<string, string>) =>
  t.api("GET /vendors/me/applications.csv", { headers });

describe("GET /api/vendors/me/applications.csv", () => {
  it("holds every request for the store's pets, newest first, as the store sees them", async () => {
    const { owner, store, pet, applicant } = await storeWithPet(t);
    const second = await makePet(t.deps, { vendor_id: store.id, name: "कालु" });
    const first = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id, {
        name: '=HYPERLINK("http://evil.test")',
        message: 'Line one,\nline "two"',
      }),
      headers: applicant.headers,
    });
    const other = await t.login({ firstName: "Maya", lastName: "Gurung" });
    const newest = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: second.id },
      json: requestFor(second.id, { name: "माया गुरुङ", address: "@Pokhara" }),
      headers: other.headers,
    });
    const rejected = await t.api("POST /vendors/applications/:id/update", {
      param: { id: first.json.id },
      json: { status: "Rejected", reason: "-We need a fenced garden" },
      headers: owner.headers,
    });
    expect(rejected.status).toBe(200);

    const response = await exportFor(owner.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(
        `^attachment; filename="adoption-requests-${store.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
      ),
    );
    const text = response.text;
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines.at(-1)).toBe("");
    // Newest first; Devanagari as it was typed; a cell starting like a formula is text.
    expect(lines[1]).toMatch(
      new RegExp(`^${newest.json.id},${second.id},कालु,pending,माया गुरुङ,9841234567,'@Pokhara,`),
    );
    const [, , older] = text.split(/\r\n(?=\d+,)/);
    expect(older).toContain(`${first.json.id},${pet.id},Bhote,Rejected,`);
    expect(older).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(older).toContain('"Line one,\nline ""two"""');
    expect(older).toContain(",'-We need a fenced garden,");
  });

  it("is refused to someone without a store, and leaves out other stores' requests", async () => {
    const { pet, applicant } = await storeWithPet(t);
    const response = await exportFor(applicant.headers);
    expect(response.status).toBe(404);
    expect(response.refusal).toMatchObject({ code: "NO_STORE" });

    const { owner: otherOwner } = await storeWithPet(t);
    const mine = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id),
      headers: applicant.headers,
    });
    const theirs = await exportFor(otherOwner.headers);
    expect(theirs.status).toBe(200);
    expect(theirs.text).not.toContain(`\r\n${mine.json.id},`);
  });
});
