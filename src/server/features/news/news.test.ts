import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet, makeStore } from "../../db/factories";
import { apply, storeWithPet } from "../../test/adoption-requests";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

/** What is new for a person, for the header's badge (docs/product.md#what-is-new). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const news = async (headers: Headers) => {
  const response = await t.api("GET /me/news", { headers });
  expect(response.status, response.text).toBe(200);
  return response.json;
};
const seen = (headers: Headers, what: ApiInput<"POST /me/news/seen">["json"]["what"]) =>
  t.api("POST /me/news/seen", { json: { what }, headers });
const answer = (
  id: number,
  headers: Headers,
  status: ApiInput<"POST /vendors/applications/:id/update">["json"]["status"],
) => t.api("POST /vendors/applications/:id/update", { param: { id }, json: { status }, headers });

describe("what is new", () => {
  it("counts a request the store answered for its applicant until she opens her requests", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);
    expect((await news(applicant.headers)).changedRequests).toBe(0);

    expect((await answer(id, owner.headers, "Approved")).status).toBe(200);
    expect(await news(applicant.headers)).toMatchObject({ changedRequests: 1 });

    const cleared = await seen(applicant.headers, "requests");
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.json.changedRequests).toBe(0);
    expect((await news(applicant.headers)).changedRequests).toBe(0);
    // Again is the same: nothing new since.
    expect((await seen(applicant.headers, "requests")).json.changedRequests).toBe(0);

    // Her own step is not news to her; the store's next one is.
    const withdrawn = await t.api("POST /applications/:id/withdraw", {
      param: { id },
      headers: applicant.headers,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect((await news(applicant.headers)).changedRequests).toBe(0);
  });

  it("counts a new request and a withdrawal for the store's owner only, until she opens them", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const other = await t.login({ firstName: "Maya", lastName: "Gurung" });
    await makePet(t.deps, {
      vendor_id: (await makeStore(t.deps, { owner_id: other.user.id })).id,
    });

    const id = await apply(t, applicant.headers, pet.id);
    expect(await news(owner.headers)).toMatchObject({ newStoreRequests: 1, changedRequests: 0 });
    expect((await news(other.headers)).newStoreRequests).toBe(0);
    // Sending it is not news to the applicant, and she has no store.
    expect(await news(applicant.headers)).toMatchObject({
      changedRequests: 0,
      newStoreRequests: 0,
    });

    expect((await seen(owner.headers, "store-requests")).json.newStoreRequests).toBe(0);
    expect((await news(owner.headers)).newStoreRequests).toBe(0);

    await t.api("POST /applications/:id/withdraw", {
      param: { id },
      headers: applicant.headers,
    });
    expect((await news(owner.headers)).newStoreRequests).toBe(1);
    // Her own requests' mark is another one.
    await seen(owner.headers, "requests");
    expect((await news(owner.headers)).newStoreRequests).toBe(1);
  });

  it("refuses an unknown list and a caller who is not signed in, and changes nobody else's mark", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    await apply(t, applicant.headers, pet.id);
    // A list the contract does not know, as a client other than the site could send it.
    const refused = await t.request("POST", "/api/me/news/seen", {
      body: { what: "everything" },
      headers: owner.headers,
    });
    expect(refused.status).toBe(400);
    expect(refused.refusal.code).toBeTruthy();
    expect((await t.api("GET /me/news")).status).toBe(401);
    expect((await t.api("POST /me/news/seen", { json: { what: "requests" } })).status).toBe(401);

    await seen(applicant.headers, "store-requests");
    expect((await news(owner.headers)).newStoreRequests).toBe(1);
  });
});
