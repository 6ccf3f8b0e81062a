import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ageGroupOf, birthDateFromYears, dayOf, spanBetween } from "../../../contract/pet-age";
import { VIDEO_FRAME_ORIGINS } from "../../../contract/pet-videos";
import { makeCategory, makePet, makeStore } from "../../db/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { ApiInput } from "../../api-schema";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["login"]>>;
let storeId: number;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  categoryId = (await makeCategory(t.deps)).id;
  storeId = (await makeStore(t.deps, { owner_id: owner.user.id, status: "active" })).id;
});
afterAll(() => t.close());

const today = () => dayOf(new Date());
const yearsAgo = (years: number) => birthDateFromYears(years, today());

const newPet = (fields: Partial<ApiInput<"POST /pets">["json"]>) =>
  t.api("POST /pets", {
    headers: owner.headers,
    json: {
      vendor_id: storeId,
      name: "Bhote",
      description: "A mountain dog.",
      category_id: categoryId,
      gender: "male",
      post_status: "published",
      ...fields,
    },
  });
const change = (id: number, json: ApiInput<"PATCH /pets/:id">["json"]) =>
  t.api("PATCH /pets/:id", { param: { id }, headers: owner.headers, json });

describe("birth date, weight and intake date", () => {
  it("round-trip through create, change and the pet's page", async () => {
    const fields = { birth_date: yearsAgo(2), intake_date: yearsAgo(0.5), weight_kg: 12.5 };
    const created = await newPet(fields);
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject(fields);

    const changed = await change(created.json.id, { weight_kg: 13, intake_date: null });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ ...fields, weight_kg: 13, intake_date: null });

    const page = await t.api("GET /pets/:id", { param: { id: created.json.id } });
    expect(page.json[0]?.pet).toMatchObject({ birth_date: fields.birth_date, weight_kg: 13 });
    const row = await t.db
      .selectFrom("pet")
      .select(["birth_date", "weight_kg", "intake_date"])
      .where("id", "=", created.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ birth_date: fields.birth_date, weight_kg: 13, intake_date: null });
  });

  it("sets the age group from the birth date, whatever the owner chose", async () => {
    const created = await newPet({ birth_date: yearsAgo(0.5), age_group: "senior" });
    expect(created.json.age_group).toBe("baby");
    const older = await change(created.json.id, { birth_date: yearsAgo(4) });
    expect(older.json.age_group).toBe("adult");
    // A change of something else keeps the group the birth date gives.
    const other = await change(created.json.id, { age_group: "baby", name: "Bhote II" });
    expect(other.json.age_group).toBe("adult");
    // Without a birth date, the owner's choice stands.
    const cleared = await change(created.json.id, { birth_date: null, age_group: "young" });
    expect(cleared.json).toMatchObject({ birth_date: null, age_group: "young" });
  });

  it.each([
    ["birth_date", "2023-02-29", "DATE_INVALID"],
    ["birth_date", "2023-13-01", "DATE_INVALID"],
    ["birth_date", "1 May 2023", "DATE_INVALID"],
    ["intake_date", `${Number(today().slice(0, 4)) + 1}-01-01`, "DATE_IN_FUTURE"],
    ["birth_date", "1970-01-01", "DATE_TOO_OLD"],
    ["weight_kg", 0, "WEIGHT_INVALID"],
    ["weight_kg", -3, "WEIGHT_INVALID"],
    ["weight_kg", 150.1, "WEIGHT_INVALID"],
    ["weight_kg", 4.25, "WEIGHT_INVALID"],
  ])("refuses %s %j with %s, and saves nothing", async (field, value, code) => {
    const pet = await makePet(t.deps, { vendor_id: storeId, weight_kg: 5 });
    // The field is the table's, chosen at run time: a body the contract cannot type.
    const response = await t.request("PATCH", `/api/pets/${pet.id}`, {
      headers: owner.headers,
      body: { [field]: value, name: "Changed" },
    });
    expect(response.status).toBe(400);
    expect(response.refusal.code).toBe(code);
    expect(response.refusal.fields).toHaveProperty(field);
    const row = await t.db
      .selectFrom("pet")
      .select(["name", "weight_kg"])
      .where("id", "=", pet.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: pet.name, weight_kg: 5 });
  });

  it("accepts today as an intake date and 150 kg", async () => {
    const created = await newPet({ intake_date: today(), weight_kg: 150 });
    expect(created.status, created.text).toBe(200);
  });
});

describe("GET /api/pets?sort=waiting", () => {
  it("lists the longest waiting first: by intake date, else by the day it was added", async () => {
    const category = await makeCategory(t.deps, { category: "Waiting" });
    const pet = (fields: Record<string, string | null>) =>
      makePet(t.deps, { vendor_id: storeId, category_id: category.id, ...fields });
    const recent = await pet({ intake_date: "2025-06-01", created_at: "2025-01-01T00:00:00.000Z" });
    const addedLongAgo = await pet({ intake_date: null, created_at: "2024-03-01T09:00:00.000Z" });
    const inLongAgo = await pet({
      intake_date: "2023-05-10",
      created_at: "2025-02-01T00:00:00.000Z",
    });
    const response = await t.api("GET /pets", {
      query: { category: category.id, sort: "waiting" },
    });
    expect(response.status).toBe(200);
    expect(response.json.map((item) => item.pet.id)).toEqual([
      inLongAgo.id,
      addedLongAgo.id,
      recent.id,
    ]);
    expect(response.json[0]?.pet).toMatchObject({ intake_date: "2023-05-10", birth_date: null });
  });
});

describe("video links", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    [
      "https://www.facebook.com/sathi.shelter/videos/1234567890/",
      "https://www.facebook.com/sathi.shelter/videos/1234567890/",
    ],
    ["http://fb.watch/abC123_x/", "https://fb.watch/abC123_x/"],
  ])("accepts %s, kept as %s, and shows it on the pet's page", async (link, kept) => {
    const created = await newPet({ videos: [link] });
    expect(created.status, created.text).toBe(200);
    expect(created.json.videos).toEqual([kept]);
    const page = await t.api("GET /pets/:id", { param: { id: created.json.id } });
    expect(page.json[0]?.videos).toEqual([kept]);
  });

  it.each([
    "https://vimeo.com/123456",
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.facebook.com/sathi.shelter/photos/123",
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "https://user:pass@youtu.be/dQw4w9WgXcQ",
    "not a link",
  ])("refuses %s with VIDEO_LINK_NOT_ALLOWED", async (link) => {
    const pet = await makePet(t.deps, { vendor_id: storeId });
    const response = await change(pet.id, { videos: ["https://youtu.be/dQw4w9WgXcQ", link] });
    expect(response.status).toBe(400);
    expect(response.refusal).toMatchObject({
      code: "VIDEO_LINK_NOT_ALLOWED",
      fields: { "videos.1": expect.any(String) },
    });
    const row = await t.db
      .selectFrom("pet")
      .select("videos")
      .where("id", "=", pet.id)
      .executeTakeFirstOrThrow();
    expect(row.videos).toBe("[]");
  });

  it("refuses a third video with TOO_MANY_VIDEOS, and clears them with an empty list", async () => {
    const links = ["https://youtu.be/aaaaaaaaaaa", "https://youtu.be/bbbbbbbbbbb"];
    const created = await newPet({ videos: links });
    expect(created.json.videos).toHaveLength(2);
    const third = await change(created.json.id, {
      videos: [...links, "https://youtu.be/ccccccccccc"],
    });
    expect(third.status).toBe(400);
    expect(third.refusal.code).toBe("TOO_MANY_VIDEOS");
    const cleared = await change(created.json.id, { videos: [] });
    expect(cleared.json.videos).toEqual([]);
  });
});

describe("the Content-Security-Policy's frame-src", () => {
  it("allows exactly the two video players, on pages and API answers alike", async () => {
    // A page is no route of the API: both are fetched as they are.
    for (const path of ["/api/health", "/pets/1"]) {
      const csp = (await t.request("GET", path)).headers.get("content-security-policy") ?? "";
      const frameSrc = csp.split(";").map((part) => part.trim().split(/\s+/));
      const directive = frameSrc.find(([name]) => name === "frame-src");
      expect(directive, csp).toEqual([
        "frame-src",
        "https://www.youtube-nocookie.com",
        "https://www.facebook.com",
      ]);
      expect(VIDEO_FRAME_ORIGINS).toEqual(directive!.slice(1));
      expect(csp).not.toMatch(/child-src|youtube\.com[^-]|\*/);
    }
  });
});

describe("ages and spans (contract/pet-age.ts)", () => {
  it("puts each age in its group at the documented thresholds", () => {
    expect(ageGroupOf("2025-01-15", "2026-01-14")).toBe("baby");
    expect(ageGroupOf("2025-01-15", "2026-01-15")).toBe("young");
    expect(ageGroupOf("2023-01-15", "2026-01-15")).toBe("adult");
    expect(ageGroupOf("2018-01-15", "2026-01-15")).toBe("senior");
  });

  it("says days under a month, months under two years, years after", () => {
    expect(spanBetween("2026-01-01", "2026-01-20")).toEqual({ unit: "days", count: 19 });
    expect(spanBetween("2025-03-31", "2026-01-15")).toEqual({ unit: "months", count: 9 });
    expect(spanBetween("2023-11-01T10:00:00.000Z", "2026-01-15")).toEqual({
      unit: "years",
      count: 2,
    });
  });

  it("turns 'about N years' into a birth date that many months back", () => {
    expect(birthDateFromYears(2, "2026-03-31")).toBe("2024-03-31");
    expect(birthDateFromYears(0.5, "2026-08-31")).toBe("2026-02-28");
  });
});
