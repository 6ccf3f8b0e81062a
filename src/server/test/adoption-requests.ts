import { makePet, makeStore } from "../db/factories";
import type { TestApp } from "./test-app";

/** A valid request body for a pet, as the Adopt Now dialog sends it. */
export const requestFor = (petId: number, overrides: Record<string, unknown> = {}) => ({
  name: "Sita Rai",
  phone: "9841234567",
  address: "Jhamsikhel, Lalitpur",
  message: "We have a fenced garden and I work from home.",
  pet_id: petId,
  ...overrides,
});

/** A signed-in store owner with an active store and one listed pet, and a signed-in applicant. */
export async function storeWithPet(t: TestApp) {
  const owner = await t.login({ firstName: "Sujata", lastName: "Shrestha" });
  const store = await makeStore(t.deps, {
    owner_id: owner.user.id,
    title: "Kathmandu Animal Rescue",
  });
  const pet = await makePet(t.deps, { vendor_id: store.id, name: "Bhote" });
  const applicant = await t.login({ firstName: "Sita", lastName: "Rai" });
  return { owner, store, pet, applicant };
}

/** Submits a request through the API and returns its id. */
export async function apply(t: TestApp, headers: Record<string, string>, petId: number) {
  const response = await t.api("POST /adoptPet/:pet_id", {
    param: { pet_id: petId },
    json: requestFor(petId),
    headers,
  });
  if (response.status !== 200) throw new Error(`apply failed: ${response.status} ${response.text}`);
  return response.json.id;
}
