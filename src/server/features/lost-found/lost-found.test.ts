import type { Insertable } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewReportRequest } from "../../../contract/lost-found";
import { REPORTS_PAGE_SIZE } from "../../../contract/lost-found";
import { makeCategory } from "../../db/factories";
import { makeLostFoundReport } from "../../db/factories-street-rows";
import type { LostFoundReportTable } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  daysFrom,
  lostDog,
  newSpecies,
  phoneOnly,
  reportRows,
  today,
  type Login,
} from "../../test/lost-found-reports";

/**
 * Lost and found reports (docs/decisions/050-lost-and-found.md): made by any signed-in
 * account, refused with a code for each bad input, listed and read without the reporter's
 * number, address or point, renewed and closed by the reporter alone.
 */

let t: TestApp;
beforeAll(async () => {
  // The limits per account and per network have their own file.
  t = await createTestApp({ RATE_LIMIT_REPORTS: "1000", RATE_LIMIT_REPORTS_NETWORK: "1000" });
});
afterAll(() => t.close());

const post = (who: Login, json: NewReportRequest) =>
  t.api("POST /lost-found", { json, headers: who.headers });
const read = (id: number, who?: Login) =>
  t.api("GET /lost-found/:id", { param: { id }, headers: who?.headers });

describe("making a report", () => {
  it("takes a phone account's report and shows her all of it", async () => {
    const species = await newSpecies(t);
    const reporter = await phoneOnly(t);
    const response = await post(reporter, lostDog(species.id));
    expect(response.status, response.text).toBe(201);
    expect(response.json).toMatchObject({
      kind: "lost",
      species: { id: species.id, name: species.category, name_ne: species.category_ne },
      sex: "female",
      colours: ["black", "white"],
      province: "Bagmati",
      district: "Lalitpur",
      ward: 3,
      tole: "Jhamsikhel",
      latitude: 27.6781,
      longitude: 85.3061,
      status: "open",
      expires_on: daysFrom(today(), 60),
      hidden_reason: null,
      photos: [],
    });
    const [row] = await reportRows(t, reporter.user.id);
    expect(row).toMatchObject({ id: response.json.id, district: "Lalitpur", reminded_on: null });
    expect(JSON.parse(row!.colours)).toEqual(["black", "white"]);
    const again = await read(response.json.id, reporter);
    expect(again.json).toMatchObject({ mine: true, report: { latitude: 27.6781 } });
  });

  it("refuses each bad input with its code and saves nothing", async () => {
    const species = await newSpecies(t);
    const reporter = await t.login();
    const hidden = await makeCategory(t.deps, { status: "inactive" });
    const good = lostDog(species.id);
    const noSpecies = { ...good, category_id: undefined };
    const noDistrict = { ...good, district: undefined };
    const cases: [NewReportRequest, string, number?][] = [
      [noSpecies, "SPECIES_REQUIRED"],
      [{ ...good, category_id: 999_999_999 }, "SPECIES_UNKNOWN"],
      [{ ...good, category_id: hidden.id }, "SPECIES_UNKNOWN"],
      [{ ...good, seen_on: daysFrom(today(), 1) }, "REPORT_DATE_FUTURE"],
      [{ ...good, seen_on: daysFrom(today(), -400) }, "REPORT_DATE_TOO_OLD"],
      [{ ...good, seen_on: "2026-02-30" }, "DATE_INVALID"],
      [{ ...good, latitude: 51.5, longitude: -0.12 }, "PLACE_OUTSIDE_NEPAL"],
      [{ ...good, latitude: 27.7, longitude: null }, "POINT_INCOMPLETE"],
      [{ ...good, ward: 0 }, "WARD_INVALID"],
      [{ ...good, ward: 34 }, "WARD_INVALID"],
      [{ ...good, ward: "३४" }, "WARD_INVALID"],
      // Lalitpur's largest local level has 29 wards, Taplejung's 11.
      [{ ...good, ward: 30 }, "WARD_INVALID"],
      [{ ...good, district: "Taplejung", ward: 12 }, "WARD_INVALID"],
      [{ ...good, district: "Atlantis" }, "UNKNOWN_DISTRICT"],
      [noDistrict, "DISTRICT_REQUIRED"],
      [{ ...good, colours: [] }, "COLOURS_REQUIRED"],
    ];
    for (const [json, code] of cases) {
      const response = await post(reporter, json);
      expect(response.status, `${code}: ${response.text}`).toBe(400);
      expect(response.refusal.code, response.text).toBe(code);
      expect(response.refusal.error).toEqual(expect.any(String));
    }
    expect(await reportRows(t, reporter.user.id)).toEqual([]);
    // A ward typed in Devanagari digits is read as its number.
    const typed = await post(reporter, { ...good, ward: "१२" });
    expect(typed.status, typed.text).toBe(201);
    expect(typed.json.ward).toBe(12);
  });

  it("needs a signed-in caller", async () => {
    const species = await newSpecies(t);
    const response = await t.api("POST /lost-found", { json: lostDog(species.id) });
    expect(response.status).toBe(401);
    const rows = await t.db
      .selectFrom("lost_found_report")
      .select("id")
      .where("category_id", "=", species.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("what others see", () => {
  it("never shows the reporter's point, number, address or id, in the list or the report", async () => {
    const species = await newSpecies(t);
    const reporter = await phoneOnly(t);
    const { json: made } = await post(reporter, lostDog(species.id));
    const stranger = await t.login();
    const other = await read(made.id, stranger);
    const anonymous = await read(made.id);
    const admin = await read(made.id, await t.loginAdmin());
    const list = await t.api("GET /lost-found", { query: { species: String(species.id) } });
    expect(list.json.reports.map((report) => report.id)).toEqual([made.id]);
    for (const response of [other, anonymous, admin, list]) {
      expect(response.status, response.text).toBe(200);
      for (const secret of [
        "latitude",
        "longitude",
        "27.678",
        "85.306",
        "user_id",
        "hidden_reason",
        reporter.phone,
        reporter.phone.slice(4),
        reporter.user.id,
        reporter.user.email,
      ]) {
        expect(response.text).not.toContain(secret);
      }
    }
    expect(other.json).toMatchObject({ mine: false, report: { id: made.id, ward: 3 } });
  });

  it("lists open reports by kind, species, district and day, latest sighting first", async () => {
    const species = await newSpecies(t);
    const reporter = await t.login();
    const make = (fields: Partial<Insertable<LostFoundReportTable>>) =>
      makeLostFoundReport(t.deps, {
        user_id: reporter.user.id,
        category_id: species.id,
        ...fields,
      });
    const a = await make({ kind: "lost", district: "Lalitpur", seen_on: daysFrom(today(), -1) });
    const b = await make({ kind: "found", district: "Lalitpur", seen_on: today() });
    const c = await make({ kind: "found", district: "Kaski", seen_on: daysFrom(today(), -10) });
    const d = await make({ kind: "lost", district: "Lalitpur", seen_on: daysFrom(today(), -1) });
    // Not listed: closed, expired, reunited, hidden.
    await make({ status: "closed" });
    await make({ status: "expired" });
    await make({ status: "reunited" });
    await make({ hidden_at: new Date().toISOString(), hidden_reason: "Spam" });
    const ids = async (query: Record<string, string>) => {
      const response = await t.api("GET /lost-found", {
        query: { species: String(species.id), ...query },
      });
      expect(response.status, response.text).toBe(200);
      return response.json.reports.map((report) => report.id);
    };
    expect(await ids({})).toEqual([b.id, d.id, a.id, c.id]);
    expect(await ids({ kind: "found" })).toEqual([b.id, c.id]);
    expect(await ids({ district: "kaski" })).toEqual([c.id]);
    expect(await ids({ kind: "lost", district: "Lalitpur" })).toEqual([d.id, a.id]);
    expect(await ids({ from: daysFrom(today(), -1) })).toEqual([b.id, d.id, a.id]);
    const bad = await t.api("GET /lost-found", { query: { district: "Atlantis" } });
    expect(bad.refusal.code).toBe("UNKNOWN_DISTRICT");
    const badDay = await t.api("GET /lost-found", { query: { from: "2026-02-30" } });
    expect(badDay.refusal.code).toBe("DATE_INVALID");
  });

  it("pages the list", async () => {
    const species = await newSpecies(t);
    const reporter = await t.login();
    const made = [];
    for (let i = 0; i < REPORTS_PAGE_SIZE + 3; i++) {
      made.push(
        await makeLostFoundReport(t.deps, {
          user_id: reporter.user.id,
          category_id: species.id,
          seen_on: daysFrom(today(), -i),
        }),
      );
    }
    const page = (n: number) =>
      t.api("GET /lost-found", { query: { species: String(species.id), page: String(n) } });
    const first = await page(1);
    expect(first.json).toMatchObject({ total: made.length, page: 1, page_size: REPORTS_PAGE_SIZE });
    expect(first.json.reports.map((r) => r.id)).toEqual(
      made.slice(0, REPORTS_PAGE_SIZE).map((r) => r.id),
    );
    const second = await page(2);
    expect(second.json.reports.map((r) => r.id)).toEqual(
      made.slice(REPORTS_PAGE_SIZE).map((r) => r.id),
    );
    expect((await page(3)).json.reports).toEqual([]);
  });

  it("keeps a closed report readable with its status, and a hidden one from all but its reporter and the admins", async () => {
    const species = await newSpecies(t);
    const reporter = await t.login();
    const closed = await makeLostFoundReport(t.deps, {
      user_id: reporter.user.id,
      category_id: species.id,
      status: "closed",
    });
    expect((await read(closed.id)).json).toMatchObject({ report: { status: "closed" } });
    const hidden = await makeLostFoundReport(t.deps, {
      user_id: reporter.user.id,
      category_id: species.id,
      hidden_at: new Date().toISOString(),
      hidden_reason: "A phone number in the description",
    });
    for (const who of [undefined, await t.login()]) {
      const response = await read(hidden.id, who);
      expect(response.status).toBe(404);
      expect(response.refusal.code).toBe("REPORT_NOT_FOUND");
    }
    expect((await read(999_999_999)).refusal.code).toBe("REPORT_NOT_FOUND");
    expect((await read(hidden.id, await t.loginAdmin())).json).toMatchObject({ mine: false });
    const own = await read(hidden.id, reporter);
    expect(own.json).toMatchObject({
      mine: true,
      report: { hidden_reason: "A phone number in the description" },
    });
    const mine = await t.api("GET /me/lost-found", { headers: reporter.headers });
    expect(mine.json.reports.map((r) => [r.id, r.hidden_reason])).toEqual([
      [hidden.id, "A phone number in the description"],
      [closed.id, null],
    ]);
    const nobody = await t.api("GET /me/lost-found", { headers: (await t.login()).headers });
    expect(nobody.json).toEqual({ reports: [] });
  });
});

describe("renewing and closing", () => {
  it("renews an open or expired report for 60 days from today, and closes it", async () => {
    const species = await newSpecies(t);
    const reporter = await t.login();
    const report = await makeLostFoundReport(t.deps, {
      user_id: reporter.user.id,
      category_id: species.id,
      status: "expired",
      expires_on: daysFrom(today(), -2),
      reminded_on: daysFrom(today(), -9),
    });
    const renew = () =>
      t.api("POST /lost-found/:id/renew", { param: { id: report.id }, headers: reporter.headers });
    const close = (who: Login) =>
      t.api("POST /lost-found/:id/close", { param: { id: report.id }, headers: who.headers });
    const renewed = await renew();
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.json).toMatchObject({ status: "open", expires_on: daysFrom(today(), 60) });
    const [row] = await reportRows(t, reporter.user.id);
    expect(row).toMatchObject({ status: "open", reminded_on: null });

    // Someone else's: as if there were none, and nothing changes.
    const stranger = await t.login();
    for (const response of [
      await close(stranger),
      await t.api("POST /lost-found/:id/renew", {
        param: { id: report.id },
        headers: stranger.headers,
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.refusal.code).toBe("REPORT_NOT_FOUND");
    }
    expect((await reportRows(t, reporter.user.id))[0]!.status).toBe("open");

    const closed = await close(reporter);
    expect(closed.json).toMatchObject({ status: "closed" });
    expect((await reportRows(t, reporter.user.id))[0]!.closed_at).toEqual(expect.any(String));
    for (const response of [await close(reporter), await renew()]) {
      expect(response.status).toBe(409);
      expect(response.refusal.code).toBe("REPORT_NOT_OPEN");
    }
  });
});
