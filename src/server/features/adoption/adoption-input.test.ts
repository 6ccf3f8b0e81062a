import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADOPTION_MESSAGES } from "../../../contract/adoption";
import { makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { requestFor, storeWithPet } from "../../test/adoption-requests";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom("application")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("POST /api/adoptPet/{pet_id} input", () => {
  it("checks name, phone, address and message in that order, one message at a time, and stores nothing", async () => {
    const { pet, applicant } = await storeWithPet(t);
    const before = await count();
    const steps: [Record<string, unknown>, string][] = [
      [{ name: "", phone: "", address: "", message: "" }, "Name is required"],
      [{ name: "   ", phone: "", address: "", message: "" }, "Name is required"],
      [{ phone: "", address: "", message: "" }, "Name is required"],
      [{ name: "Sita", phone: "", address: "", message: "" }, "Phone number is required"],
      [{ name: "Sita", phone: "984-111-2222", address: "", message: "" }, "Address is required"],
      [
        { name: "Sita", phone: "9841112222", address: "Patan", message: " " },
        "Message is required",
      ],
      [
        { name: "Sita", phone: "98411", address: "Patan", message: "Hello" },
        ADOPTION_MESSAGES.phoneFormat,
      ],
      [
        { name: "Sita", phone: "98four11122", address: "Patan", message: "Hello" },
        ADOPTION_MESSAGES.phoneFormat,
      ],
      [{ name: 42, phone: 9841112222, address: "Patan", message: "Hello" }, "Name is required"],
    ];
    // Bodies the contract forbids, as a client other than the site could send them.
    for (const [fields, error] of steps) {
      const response = await t.request("POST", `/api/adoptPet/${pet.id}`, {
        body: { pet_id: pet.id, ...fields },
        headers: applicant.headers,
      });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.refusal.error, JSON.stringify(fields)).toBe(error);
      expect(response.refusal.code).toBe("BAD_REQUEST");
    }
    expect(await count()).toBe(before);
  });

  it("refuses overlong fields with a readable message", async () => {
    const { pet, applicant } = await storeWithPet(t);
    const response = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id, { message: "x".repeat(2001) }),
      headers: applicant.headers,
    });
    expect(response.status).toBe(400);
    expect(response.refusal.error).toBe("At most 2000 characters, please");
    expect(response.refusal.fields).toEqual({ message: "At most 2000 characters, please" });
  });

  it("refuses a body that is not JSON, a missing pet_id and a pet_id that is not the path's", async () => {
    const { pet, applicant } = await storeWithPet(t);
    const before = await count();
    const notJson = await t.request("POST", `/api/adoptPet/${pet.id}`, {
      body: "{name:",
      headers: { ...applicant.headers, "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);

    const withoutPet: Partial<ReturnType<typeof requestFor>> = requestFor(pet.id);
    delete withoutPet.pet_id;
    const missing = await t.request("POST", `/api/adoptPet/${pet.id}`, {
      body: withoutPet,
      headers: applicant.headers,
    });
    expect(missing.status).toBe(400);
    expect(missing.refusal.error).toBe("pet_id is required");

    const other = await makePet(t.deps);
    const mismatch = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(other.id),
      headers: applicant.headers,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.refusal.error).toBe(
      "The pet in the address and the pet in the request are not the same",
    );

    const badPath = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: "abc" },
      json: requestFor(pet.id),
      headers: applicant.headers,
    });
    expect(badPath.status).toBe(400);
    expect(badPath.refusal.error).toBe("The pet id must be a number");
    expect(await count()).toBe(before);
  });

  it.each(["Sita\rRai", "Sita\nRai", "Sita\u0000Rai", "Sita\u0007", "\u007fSita"])(
    "refuses the applicant's name %j with a readable 400 and stores nothing",
    async (name) => {
      const { pet, applicant } = await storeWithPet(t);
      const before = await count();
      const response = await t.api("POST /adoptPet/:pet_id", {
        param: { pet_id: pet.id },
        json: requestFor(pet.id, { name }),
        headers: applicant.headers,
      });
      const message = "Name can hold letters, spaces and punctuation, not control characters";
      expect(response.status).toBe(400);
      expect(response.refusal).toEqual({
        error: message,
        code: "BAD_REQUEST",
        fields: { name: message },
      });
      expect(await count()).toBe(before);
    },
  );

  it.each([
    ["address", "The address"],
    ["message", "The message"],
  ])(
    "refuses a NUL or another control character in the %s, keeping line breaks",
    async (field, label) => {
      const { pet, applicant } = await storeWithPet(t);
      const before = await count();
      const message = `${label} can hold letters, spaces, punctuation and line breaks, not control characters`;
      for (const text of ["Ward 4\u0000Lalitpur", "Ward 4\u0007", "Ward 4\r\u001b[31m"]) {
        const response = await t.api("POST /adoptPet/:pet_id", {
          param: { pet_id: pet.id },
          json: requestFor(pet.id, { [field]: text }),
          headers: applicant.headers,
        });
        expect(response.status, JSON.stringify(text)).toBe(400);
        expect(response.refusal).toEqual({
          error: message,
          code: "BAD_REQUEST",
          fields: { [field]: message },
        });
      }
      expect(await count()).toBe(before);
      const lines = await t.api("POST /adoptPet/:pet_id", {
        param: { pet_id: pet.id },
        json: requestFor(pet.id, { [field]: "Ward 4\r\nLalitpur" }),
        headers: applicant.headers,
      });
      expect(lines.status, lines.text).toBe(200);
    },
  );

  it("accepts Nepali mobile and landline numbers, with or without +977", async () => {
    const { pet } = await storeWithPet(t);
    for (const phone of ["9841234567", "+977 9812345678", "01-4412345", "+977-1-4412345"]) {
      const person = await t.login();
      const response = await t.api("POST /adoptPet/:pet_id", {
        param: { pet_id: pet.id },
        json: requestFor(pet.id, { phone }),
        headers: person.headers,
      });
      expect(response.status, phone).toBe(200);
      expect(response.json.phone).toBe(phone);
    }
  });
});

describe("which pets can be asked for", () => {
  it.each([
    ["an unknown pet", async () => 987654],
    ["a draft", async () => (await makePet(t.deps, { post_status: "draft" })).id],
    ["an adopted pet", async () => (await makePet(t.deps, { post_status: "adopted" })).id],
    [
      "a pet of a store the admin has not approved",
      async () =>
        (await makePet(t.deps, { vendor_id: (await makeStore(t.deps, { status: "pending" })).id }))
          .id,
    ],
  ])("%s is a 404", async (_label, makeId) => {
    const applicant = await t.login();
    const petId = await makeId();
    const response = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: petId },
      json: requestFor(petId),
      headers: applicant.headers,
    });
    expect(response.status).toBe(404);
    expect(response.refusal).toEqual({
      error: "This pet is not looking for a home",
      code: "PET_NOT_AVAILABLE",
    });
  });

  it("a second open request for the same pet is a 409; another pet is fine", async () => {
    const { store, pet, applicant } = await storeWithPet(t);
    const first = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id),
      headers: applicant.headers,
    });
    expect(first.status).toBe(200);
    const second = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id, { message: "Just checking it arrived" }),
      headers: applicant.headers,
    });
    expect(second.status).toBe(409);
    expect(second.refusal).toEqual({
      error: "You have already applied for this pet",
      code: "ALREADY_APPLIED",
    });

    const sibling = await makePet(t.deps, { vendor_id: store.id });
    const other = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: sibling.id },
      json: requestFor(sibling.id),
      headers: applicant.headers,
    });
    expect(other.status).toBe(200);
  });

  it("two requests sent at once: one is stored, the other is a 409", async () => {
    const { pet, applicant } = await storeWithPet(t);
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        t.api("POST /adoptPet/:pet_id", {
          param: { pet_id: pet.id },
          json: requestFor(pet.id),
          headers: applicant.headers,
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const stored = await t.db
      .selectFrom("application")
      .select("id")
      .where("pet_id", "=", pet.id)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("a store owner cannot ask for their own pet", async () => {
    const { owner, pet } = await storeWithPet(t);
    const response = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pet.id },
      json: requestFor(pet.id),
      headers: owner.headers,
    });
    expect(response.status).toBe(403);
    expect(response.refusal.error).toBe("You cannot adopt a pet from your own store");
  });
});
