import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nepalDay } from "../../../contract/calendar";
import {
  makeAnimalEvent,
  makeFosterPlacement,
  makeHealthRecord,
} from "../../db/factories-animal-rows";
import { makeCategory, makeMember, makePet, makeStore } from "../../db/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";

/** GET /vendors/{id}/export: the store leaves with its animals' data (docs/product.md#figures). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = Awaited<ReturnType<TestApp["login"]>>;

/** The route's answer with its body as bytes: the typed client reads bodies as text. */
async function exportOf(storeId: number, who?: Login) {
  const response = await t.app.request(`/api/vendors/${storeId}/export`, {
    headers: { Origin: TEST_ORIGIN, ...who?.headers },
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { response, body };
}

/** A file of the ZIP as its lines, after checking it begins with UTF-8's byte-order mark. */
function linesOf(files: Record<string, Uint8Array>, name: string) {
  const bytes = files[name]!;
  expect([...bytes.subarray(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
  const lines = strFromU8(bytes.subarray(3)).split("\r\n");
  expect(lines.pop(), name).toBe("");
  return lines;
}

let numbers = 0;
let dog: { id: number } | undefined;
async function storeWithAnimals() {
  const owner = await t.login({ firstName: "Sujata", lastName: "Shrestha" });
  const store = await makeStore(t.deps, {
    owner_id: owner.user.id,
    title: "Himalayan Rescue Centre",
  });
  const foster = await t.login({
    firstName: "Gita",
    lastName: "Tamang",
    phoneNumber: `+97798410${String(++numbers).padStart(5, "0")}`,
  });
  await makeMember(t.deps, { vendor_id: store.id, user_id: foster.user.id, role: "foster" });
  dog ??= await makeCategory(t.deps, { category: "Dog export", category_ne: "कुकुर" });
  const kalu = await makePet(t.deps, {
    vendor_id: store.id,
    category_id: dog.id,
    name: "Kalu",
    name_ne: "कालु",
    gender: "male",
    breed: "Bhote",
    birth_date: "2023-04-01",
  });
  const sneaky = await makePet(t.deps, {
    vendor_id: store.id,
    category_id: dog.id,
    name: "=cmd|' /C calc'!A0",
  });
  const intake = await makeAnimalEvent(t.deps, {
    pet_id: kalu.id,
    vendor_id: store.id,
    reason: "stray",
    on_day: "2025-01-10",
    place: "Swayambhu, ward 15",
    actor_id: owner.user.id,
  });
  const adoption = await makeAnimalEvent(t.deps, {
    pet_id: sneaky.id,
    vendor_id: store.id,
    kind: "outcome",
    reason: "adopted",
    on_day: "2025-03-01",
  });
  const record = await makeHealthRecord(t.deps, {
    pet_id: kalu.id,
    given_on: "2025-01-11",
    next_due_on: "2026-01-11",
    batch: "RB-204",
    note: "शान्त रह्यो",
    recorded_by: owner.user.id,
  });
  const placement = await makeFosterPlacement(t.deps, {
    pet_id: kalu.id,
    vendor_id: store.id,
    foster_id: foster.user.id,
    district: "Lalitpur",
    starts_on: "2025-01-12",
    placed_by: owner.user.id,
  });
  return { owner, foster, store, kalu, sneaky, intake, adoption, record, placement };
}

describe("a store's export", () => {
  it("is a ZIP of four CSV files of the store's animals, Nepali intact, formulas guarded", async () => {
    const w = await storeWithAnimals();
    const other = await makePet(t.deps, { name: "Other store's dog" });
    await makeAnimalEvent(t.deps, { pet_id: other.id, vendor_id: other.vendor_id });
    await makeHealthRecord(t.deps, { pet_id: other.id, note: "not theirs" });

    const { response, body } = await exportOf(w.store.id, w.owner);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("cache-control")).toMatch(/\bno-store\b/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="himalayan-rescue-centre-${nepalDay(new Date())}.zip"`,
    );
    const files = unzipSync(body);
    expect(Object.keys(files).sort()).toEqual([
      "animals.csv",
      "events.csv",
      "health_records.csv",
      "placements.csv",
    ]);

    expect(linesOf(files, "animals.csv")).toEqual([
      "id,name,name_ne,species,species_ne,sex,breed,breed_ne,birth_date,intake_kind,intake_day,intake_place,outcome_kind,outcome_day,where_now",
      `${w.kalu.id},Kalu,कालु,Dog export,कुकुर,male,Bhote,,2023-04-01,stray,2025-01-10,"Swayambhu, ward 15",,,in_foster`,
      `${w.sneaky.id},'=cmd|' /C calc'!A0,,Dog export,कुकुर,female,,,,,,,adopted,2025-03-01,adopted`,
    ]);
    expect(linesOf(files, "events.csv")).toEqual([
      "id,pet_id,pet_name,kind,reason,on_day,place,note,application_id,recorded_by,created_at",
      `${w.intake.id},${w.kalu.id},Kalu,intake,stray,2025-01-10,"Swayambhu, ward 15",,,Sujata Shrestha,${w.intake.created_at}`,
      `${w.adoption.id},${w.sneaky.id},'=cmd|' /C calc'!A0,outcome,adopted,2025-03-01,,,,,${w.adoption.created_at}`,
    ]);
    expect(linesOf(files, "health_records.csv")).toEqual([
      "id,pet_id,pet_name,kind,vaccine,given_on,next_due_on,batch,treatment,place,weight_kg,microchip,note,followed_by,recorded_by,created_at",
      `${w.record.id},${w.kalu.id},Kalu,vaccination,rabies,2025-01-11,2026-01-11,RB-204,,,,,शान्त रह्यो,,Sujata Shrestha,${w.record.created_at}`,
    ]);
    const placements = linesOf(files, "placements.csv");
    expect(placements).toEqual([
      "id,pet_id,pet_name,foster,district,starts_on,until_on,ended_on,placed_by,created_at",
      `${w.placement.id},${w.kalu.id},Kalu,Gita Tamang,Lalitpur,2025-01-12,,,Sujata Shrestha,${w.placement.created_at}`,
    ]);
    // The foster is named, and nothing more of her.
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join("\n");
    expect(everything).not.toContain(w.foster.user.email);
    expect(everything).not.toContain(w.foster.user.phoneNumber!.slice(4));
    expect(everything).not.toContain("Other store's dog");
    expect(everything).not.toContain("not theirs");
  });

  it("is the owners' and managers'; a carer, a foster, a stranger and the admin are refused", async () => {
    const w = await storeWithAnimals();
    const member = async (role: "manager" | "carer") => {
      const who = await t.login();
      await makeMember(t.deps, { vendor_id: w.store.id, user_id: who.user.id, role });
      return who;
    };
    const manager = await exportOf(w.store.id, await member("manager"));
    expect(manager.response.status).toBe(200);
    expect(Object.keys(unzipSync(manager.body))).toHaveLength(4);

    const refusal = async (who?: Login) => {
      const { response, body } = await exportOf(w.store.id, who);
      const answer = JSON.parse(strFromU8(body)) as { code: string };
      return [response.status, answer.code];
    };
    expect(await refusal(await member("carer"))).toEqual([403, "ROLE_NOT_ALLOWED"]);
    expect(await refusal(w.foster)).toEqual([403, "ROLE_NOT_ALLOWED"]);
    expect(await refusal(await t.login())).toEqual([403, "NOT_YOUR_STORE"]);
    expect(await refusal(await t.loginAdmin())).toEqual([403, "NOT_YOUR_STORE"]);
    expect(await refusal()).toEqual([401, "UNAUTHORIZED"]);
  });

  it("names a store without Latin letters by its id", async () => {
    const owner = await t.login();
    const store = await makeStore(t.deps, { owner_id: owner.user.id, title: "पशु आश्रय" });
    const { response, body } = await exportOf(store.id, owner);
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="store-${store.id}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    // An empty store still gets its four files, each with its header row alone.
    const files = unzipSync(body);
    expect(linesOf(files, "animals.csv")).toHaveLength(1);
    expect(linesOf(files, "placements.csv")).toHaveLength(1);
  });
});
