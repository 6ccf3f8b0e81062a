import { createHash } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGREEMENT_LIMIT } from "../../../contract/agreement";
import { apply, storeWithPet } from "../../test/adoption-requests";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/** A store's adoption agreement, and the applicant's signature on it (docs/product.md#agreement). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const TEXT = "I will keep Bhote indoors at night.\nI will bring her for her vaccinations.";
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

const putAgreement = (headers: Headers, text: string) =>
  t.api("PUT /vendors/me/agreement", { json: { text }, headers });
const getAgreement = (id: number, headers: Headers) =>
  t.api("GET /applications/:id/agreement", { param: { id }, headers });
const signing = (headers: Headers) => ({ ...headers, "User-Agent": "Firefox/140 (test)" });
const sign = (
  id: number,
  headers: Headers,
  body: ApiInput<"POST /applications/:id/agreement">["json"],
) =>
  t.api("POST /applications/:id/agreement", {
    param: { id },
    json: body,
    headers: signing(headers),
  });
const update = (id: number, headers: Headers, status: "Approved" | "Rejected" | "Adopted") =>
  t.api("POST /vendors/applications/:id/update", { param: { id }, json: { status }, headers });

/** A store with an agreement, and an approved request waiting for the applicant's signature. */
async function approvedWithAgreement(text = TEXT) {
  const world = await storeWithPet(t);
  expect((await putAgreement(world.owner.headers, text)).status).toBe(200);
  const id = await apply(t, world.applicant.headers, world.pet.id);
  expect((await update(id, world.owner.headers, "Approved")).status).toBe(200);
  return { ...world, id };
}

const signatures = async () =>
  (await sql`select * from agreement_signature order by application_id`.execute(t.db)).rows;

describe("GET and PUT /api/vendors/me/agreement", () => {
  it("keeps the store's text with its line breaks; empty removes it", async () => {
    const { owner } = await storeWithPet(t);
    expect((await t.api("GET /vendors/me/agreement", { headers: owner.headers })).json).toEqual({
      text: "",
      updated_at: null,
    });

    const saved = await putAgreement(owner.headers, "  First line\r\n\r\nSecond line  \n");
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.text).toBe("First line\n\nSecond line");
    const read = await t.api("GET /vendors/me/agreement", { headers: owner.headers });
    expect(read.json).toEqual({
      text: "First line\n\nSecond line",
      updated_at: expect.any(String),
    });

    const long = "अ".repeat(AGREEMENT_LIMIT);
    expect((await putAgreement(owner.headers, long)).json.text).toBe(long);

    expect((await putAgreement(owner.headers, "   \n ")).json).toEqual({
      text: "",
      updated_at: null,
    });
    const rows = await t.db.selectFrom("store_agreement").selectAll().execute();
    expect(rows.filter((row) => row.text.startsWith("First"))).toEqual([]);
  });

  it("refuses too long, control characters and a missing text, changing nothing", async () => {
    const { owner, store } = await storeWithPet(t);
    await putAgreement(owner.headers, TEXT);
    for (const text of [
      "x".repeat(AGREEMENT_LIMIT + 1),
      "a\u0007b",
      "tab\there",
      "nul\u0000",
      42,
    ]) {
      // 42 is a text the contract forbids, as a client other than the site could send it.
      const refused = await t.request("PUT", "/api/vendors/me/agreement", {
        body: { text },
        headers: owner.headers,
      });
      expect(refused.status, String(text).slice(0, 20)).toBe(400);
      expect(refused.refusal.error).toEqual(expect.any(String));
    }
    const kept = await t.db
      .selectFrom("store_agreement")
      .select("text")
      .where("vendor_id", "=", store.id)
      .executeTakeFirstOrThrow();
    expect(kept.text).toBe(TEXT);
  });

  it("answers 404 NO_STORE to someone without a store", async () => {
    const person = await t.login();
    const read = await t.api("GET /vendors/me/agreement", { headers: person.headers });
    expect([read.status, read.refusal.code]).toEqual([404, "NO_STORE"]);
    const write = await putAgreement(person.headers, TEXT);
    expect([write.status, write.refusal.code]).toEqual([404, "NO_STORE"]);
  });
});

describe("signing a request's agreement", () => {
  it("keeps the name, time, address, browser, exact text and its hash; the hash is the text shown", async () => {
    const { applicant, owner, store, id } = await approvedWithAgreement();
    const shown = await getAgreement(id, applicant.headers);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.json).toMatchObject({
      application_id: id,
      status: "Approved",
      pet: { name: "Bhote" },
      store: { title: "Kathmandu Animal Rescue" },
      applicant: { name: "Sita Rai" },
      text: TEXT,
      hash: sha256(TEXT),
      signature: null,
      viewer: "applicant",
      can_sign: true,
    });
    // The store's owner sees the same text, and cannot sign it.
    const theirs = await getAgreement(id, owner.headers);
    expect(theirs.json).toMatchObject({
      text: TEXT,
      hash: sha256(TEXT),
      viewer: "store",
      can_sign: false,
    });

    const signed = await sign(id, applicant.headers, {
      full_name: "  Sita Kumari Rai ",
      hash: shown.json.hash,
    });
    expect(signed.status, signed.text).toBe(200);
    expect(signed.json).toMatchObject({
      text: TEXT,
      hash: shown.json.hash,
      signature: { full_name: "Sita Kumari Rai", signed_at: expect.any(String) },
      can_sign: false,
    });
    const row = await t.db
      .selectFrom("agreement_signature")
      .selectAll()
      .where("application_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      application_id: id,
      full_name: "Sita Kumari Rai",
      text: TEXT,
      text_hash: sha256(shown.json.text),
      signed_at: signed.json.signature!.signed_at,
      ip_address: "127.0.0.1",
      user_agent: "Firefox/140 (test)",
    });

    // The signed record stays as signed when the store changes its text later.
    await putAgreement(owner.headers, "A new agreement.");
    for (const headers of [applicant.headers, owner.headers]) {
      const record = await getAgreement(id, headers);
      expect(record.json).toMatchObject({
        text: TEXT,
        hash: sha256(TEXT),
        signature: { full_name: "Sita Kumari Rai" },
      });
    }
    // Both request lists carry it.
    const mine = await t.api("GET /applications", { headers: applicant.headers });
    expect(mine.json.find((r) => r.id === id)!.agreement).toEqual({
      signed_at: row.signed_at,
      signed_name: "Sita Kumari Rai",
    });
    const list = await t.api("GET /vendors/:id/applications", {
      param: { id: store.id },
      headers: owner.headers,
    });
    expect(list.json.find((r) => r.id === id)!.agreement).toEqual({
      signed_at: row.signed_at,
      signed_name: "Sita Kumari Rai",
    });
  });

  it("refuses a text changed since it was shown (409), and signs the new one once read", async () => {
    const { applicant, owner, id } = await approvedWithAgreement();
    const shown = await getAgreement(id, applicant.headers);
    await putAgreement(owner.headers, `${TEXT}\nI will not sell her.`);
    const before = await signatures();
    const refused = await sign(id, applicant.headers, {
      full_name: "Sita Rai",
      hash: shown.json.hash,
    });
    expect([refused.status, refused.refusal.code]).toEqual([409, "AGREEMENT_CHANGED"]);
    expect(await signatures()).toEqual(before);

    const reread = await getAgreement(id, applicant.headers);
    expect(reread.json.text).toBe(`${TEXT}\nI will not sell her.`);
    const signed = await sign(id, applicant.headers, {
      full_name: "Sita Rai",
      hash: reread.json.hash,
    });
    expect(signed.status).toBe(200);
    expect(signed.json.text).toBe(`${TEXT}\nI will not sell her.`);
  });

  it("is refused twice, before approval, without an agreement, and to anyone but the applicant", async () => {
    const { applicant, owner, pet, id } = await approvedWithAgreement();
    const hash = sha256(TEXT);
    const before = await signatures();

    // Not the applicant: the store's owner, another person, another store's owner, the admin.
    const other = await storeWithPet(t);
    for (const caller of [owner, other.applicant, other.owner, await t.loginAdmin()]) {
      const refused = await sign(id, caller.headers, { full_name: "Someone", hash });
      expect([refused.status, refused.refusal.code]).toEqual([403, "NOT_YOUR_REQUEST"]);
    }
    // A bad name or hash.
    for (const body of [
      { full_name: "   ", hash },
      { full_name: "Sita\nRai", hash },
      { full_name: "S".repeat(101), hash },
      { hash },
      { full_name: "Sita Rai", hash: "abc" },
      { full_name: "Sita Rai" },
    ]) {
      // Some leave out a field the contract requires, as a client other than the site could.
      const refused = await t.request("POST", `/api/applications/${id}/agreement`, {
        body,
        headers: signing(applicant.headers),
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect(await signatures()).toEqual(before);

    expect((await sign(id, applicant.headers, { full_name: "Sita Rai", hash })).status).toBe(200);
    const twice = await sign(id, applicant.headers, { full_name: "Sita Rai", hash });
    expect([twice.status, twice.refusal.code]).toEqual([409, "AGREEMENT_ALREADY_SIGNED"]);

    // A pending request of the same store: not yet approved.
    const waiting = await t.login();
    const pendingId = await apply(t, waiting.headers, pet.id);
    const early = await sign(pendingId, waiting.headers, { full_name: "Asha", hash });
    expect([early.status, early.refusal.code]).toEqual([409, "REQUEST_NOT_APPROVED"]);
    const notYet = await getAgreement(pendingId, waiting.headers);
    expect([notYet.status, notYet.refusal.code]).toEqual([404, "NO_AGREEMENT"]);

    // An approved request of a store without an agreement.
    const plain = await storeWithPet(t);
    const plainId = await apply(t, plain.applicant.headers, plain.pet.id);
    await update(plainId, plain.owner.headers, "Approved");
    const none = await sign(plainId, plain.applicant.headers, { full_name: "Sita", hash });
    expect([none.status, none.refusal.code]).toEqual([404, "NO_AGREEMENT"]);
    const noneRead = await getAgreement(plainId, plain.applicant.headers);
    expect([noneRead.status, noneRead.refusal.code]).toEqual([404, "NO_AGREEMENT"]);

    const unknown = await sign(2_000_000_000, applicant.headers, { full_name: "Sita", hash });
    expect([unknown.status, unknown.refusal.code]).toEqual([404, "REQUEST_NOT_FOUND"]);
  });

  it("takes only the applicant's own name, written loosely, as the signature", async () => {
    const { applicant, id } = await approvedWithAgreement();
    const hash = sha256(TEXT);
    const before = await signatures();
    for (const full_name of ["Totally Different Person", "Sita", "Gita Rai", "Rai"]) {
      const refused = await sign(id, applicant.headers, { full_name, hash });
      expect([refused.status, refused.refusal.code], full_name).toEqual([
        400,
        "SIGNATURE_NAME_MISMATCH",
      ]);
      expect(refused.refusal.fields).toEqual({ full_name: expect.any(String) });
    }
    expect(await signatures()).toEqual(before);
    // Her name as she gave it with her request ("Sita Rai"), in other case, spacing and dots.
    const signed = await sign(id, applicant.headers, { full_name: "  SITA  rai. ", hash });
    expect(signed.status, signed.text).toBe(200);
  });

  it("is read by the two parties only: strangers, other stores and the admin get 403", async () => {
    const { applicant, owner, id } = await approvedWithAgreement();
    const other = await storeWithPet(t);
    for (const caller of [other.applicant, other.owner, await t.loginAdmin()]) {
      const refused = await getAgreement(id, caller.headers);
      expect([refused.status, refused.refusal.code]).toEqual([403, "NOT_YOUR_REQUEST"]);
      expect(refused.text).not.toContain("Bhote indoors");
    }
    expect((await getAgreement(id, {})).status).toBe(401);
    expect((await getAgreement(id, applicant.headers)).status).toBe(200);
    expect((await getAgreement(id, owner.headers)).status).toBe(200);
  });
});

describe("the agreement in the request lists and the handover", () => {
  it("is null before approval, unsigned once approved, and blocks Adopted until signed", async () => {
    const { applicant, owner, store, pet } = await storeWithPet(t);
    await putAgreement(owner.headers, TEXT);
    const id = await apply(t, applicant.headers, pet.id);
    const agreementOf = async () =>
      (
        await t.api("GET /vendors/:id/applications", {
          param: { id: store.id },
          headers: owner.headers,
        })
      ).json.find((r) => r.id === id)!.agreement;
    expect(await agreementOf()).toBeNull();
    await update(id, owner.headers, "Approved");
    expect(await agreementOf()).toEqual({ signed_at: null, signed_name: null });

    const refused = await update(id, owner.headers, "Adopted");
    expect([refused.status, refused.refusal.code]).toEqual([409, "AGREEMENT_NOT_SIGNED"]);
    const unchanged = await t.db
      .selectFrom("application")
      .innerJoin("pet", "pet.id", "application.pet_id")
      .select(["application.status", "pet.post_status"])
      .where("application.id", "=", id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ status: "Approved", post_status: "published" });

    await sign(id, applicant.headers, { full_name: "Sita Rai", hash: sha256(TEXT) });
    expect((await update(id, owner.headers, "Adopted")).status).toBe(200);
    // Adopted and signed: the record stays readable by both.
    expect((await getAgreement(id, applicant.headers)).json.status).toBe("Adopted");
  });

  it("does not hold up a request approved where the store has no agreement", async () => {
    const { applicant, owner, pet } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);
    await update(id, owner.headers, "Approved");
    const mine = await t.api("GET /applications", { headers: applicant.headers });
    expect(mine.json.find((r) => r.id === id)!.agreement).toBeNull();
    expect((await update(id, owner.headers, "Adopted")).status).toBe(200);
  });
});
