import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLostFoundReport } from "../../db/factories-street-rows";
import {
  daysFrom,
  newPhone,
  newSpecies,
  phoneOnly,
  queuedFor,
  reportRows,
  today,
} from "../../test/lost-found-reports";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { sendReportRenewals } from "./report-rounds";

/**
 * What a reporter is told: that an admin hid her report and why, and, a week before it closes,
 * that she may renew it; past its last day it expires (docs/decisions/050-lost-and-found.md).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A moment of Nepal's day (UTC+5:45), 10:00 on `day`. */
const nepalMorning = (day: string) => new Date(`${day}T10:00:00+05:45`);

describe("hiding a report", () => {
  it("hides it from the list and others, and tells the reporter why by mail and SMS", async () => {
    const species = await newSpecies(t);
    const phone = newPhone();
    const reporter = await t.login({ phoneNumber: phone });
    const report = await makeLostFoundReport(t.deps, {
      user_id: reporter.user.id,
      category_id: species.id,
      seen_on: "2026-03-03",
    });
    const admin = await t.loginAdmin();
    const hide = (who = admin, reason = "It gives a phone number; write it through the site.") =>
      t.api("POST /admin/lost-found/:id/hide", {
        param: { id: report.id },
        json: { reason },
        headers: who.headers,
      });
    const refused = await hide(reporter);
    expect(refused.status).toBe(403);
    expect((await reportRows(t, reporter.user.id))[0]!.hidden_at).toBeNull();

    const hidden = await hide();
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.json).toMatchObject({
      id: report.id,
      hidden_reason: "It gives a phone number; write it through the site.",
      hidden_at: expect.any(String),
    });
    expect(hidden.text).not.toContain("latitude");
    const list = await t.api("GET /lost-found", { query: { species: String(species.id) } });
    expect(list.json.reports).toEqual([]);
    expect((await t.api("GET /lost-found/:id", { param: { id: report.id } })).status).toBe(404);

    const told = await queuedFor(t, [reporter.user.email, phone]);
    expect(told.map((row) => row.channel)).toEqual(["mail", "sms"]);
    expect(told[0]!.subject).toBe("Your lost-and-found report was hidden");
    expect(told[0]!.text).toContain("It gives a phone number; write it through the site.");
    expect(told[0]!.text).toContain(`${TEST_ORIGIN}/lost-found/${report.id}`);
    expect(told[1]!.text).toContain(
      `Your report of the ${species.category.toLowerCase()} lost in Lalitpur on 3 Mar (19 Falgun) was hidden by an admin`,
    );

    // Once: hiding again is refused and tells nobody; showing it again brings it back.
    expect((await hide()).refusal.code).toBe("REPORT_ALREADY_HIDDEN");
    expect(await queuedFor(t, [reporter.user.email, phone])).toHaveLength(2);
    const shown = await t.api("POST /admin/lost-found/:id/unhide", {
      param: { id: report.id },
      headers: admin.headers,
    });
    expect(shown.json).toMatchObject({ hidden_reason: null, hidden_at: null });
    const again = await t.api("GET /lost-found", { query: { species: String(species.id) } });
    expect(again.json.reports.map((r) => r.id)).toEqual([report.id]);
    const twice = await t.api("POST /admin/lost-found/:id/unhide", {
      param: { id: report.id },
      headers: admin.headers,
    });
    expect(twice.refusal.code).toBe("REPORT_NOT_HIDDEN");
  });

  it("texts a phone account in Nepali and mails nothing to its placeholder", async () => {
    const species = await newSpecies(t);
    const reporter = await phoneOnly(t, "ne");
    const report = await makeLostFoundReport(t.deps, {
      user_id: reporter.user.id,
      category_id: species.id,
      kind: "found",
      seen_on: "2026-03-03",
    });
    const admin = await t.loginAdmin();
    const hidden = await t.api("POST /admin/lost-found/:id/hide", {
      param: { id: report.id },
      json: { reason: "एउटै कुकुरको दोस्रो सूचना" },
      headers: admin.headers,
    });
    expect(hidden.status).toBe(200);
    const told = await queuedFor(t, [reporter.user.email, reporter.phone]);
    expect(told).toEqual([
      {
        channel: "sms",
        recipient: reporter.phone,
        subject: "",
        text: `Sathi: ललितपुरमा फागुन १९मा भेटिएको ${species.category_ne}को तपाईंको सूचना एडमिनले लुकाउनुभयो: एउटै कुकुरको दोस्रो सूचना`,
      },
    ]);
  });
});

describe("the renewal round", () => {
  it("asks once, a week before the end, then expires the report past its last day", async () => {
    const species = await newSpecies(t);
    const phone = newPhone();
    const reporter = await t.login({ phoneNumber: phone });
    const start = today();
    const made = await t.api("POST /lost-found", {
      json: {
        kind: "lost",
        category_id: species.id,
        colours: ["brown"],
        district: "Kaski",
        seen_on: start,
      },
      headers: reporter.headers,
    });
    expect(made.status, made.text).toBe(201);
    const id = made.json.id;
    const ends = made.json.expires_on;
    const row = async () =>
      (await reportRows(t, reporter.user.id)).find((report) => report.id === id)!;
    const told = () => queuedFor(t, [reporter.user.email, phone]);

    // Eight days before the end: too early.
    await sendReportRenewals(t.deps, nepalMorning(daysFrom(ends, -8)));
    expect(await told()).toEqual([]);
    expect((await row()).reminded_on).toBeNull();

    const weekBefore = daysFrom(ends, -7);
    await sendReportRenewals(t.deps, nepalMorning(weekBefore));
    // Two instances at once, and the next days: still one reminder.
    await Promise.all([
      sendReportRenewals(t.deps, nepalMorning(weekBefore)),
      sendReportRenewals(t.deps, nepalMorning(weekBefore)),
    ]);
    await sendReportRenewals(t.deps, nepalMorning(daysFrom(ends, -1)));
    const messages = await told();
    expect(messages.map((m) => m.channel)).toEqual(["mail", "sms"]);
    expect(messages[0]!.subject).toBe("Your lost-and-found report closes soon");
    expect(messages[1]!.text).toContain(`${TEST_ORIGIN}/lost-found/${id}`);
    expect(messages[1]!.text).toMatch(
      /^Sathi: Your report of the .+ lost in Kaski on .+ closes on /,
    );
    expect((await row()).reminded_on).toBe(weekBefore);
    expect((await row()).status).toBe("open");

    // On its last day it is still open; the day after, expired, and off the list.
    await sendReportRenewals(t.deps, nepalMorning(ends));
    expect((await row()).status).toBe("open");
    await sendReportRenewals(t.deps, nepalMorning(daysFrom(ends, 1)));
    expect((await row()).status).toBe("expired");
    const list = await t.api("GET /lost-found", { query: { species: String(species.id) } });
    expect(list.json.reports).toEqual([]);

    // Renewed: open again for 60 days from today, and asked again before the new end.
    const renewed = await t.api("POST /lost-found/:id/renew", {
      param: { id },
      headers: reporter.headers,
    });
    expect(renewed.json).toMatchObject({ status: "open", expires_on: daysFrom(today(), 60) });
    await sendReportRenewals(t.deps, nepalMorning(daysFrom(renewed.json.expires_on, -3)));
    expect(await told()).toHaveLength(4);
  });

  it("does not remind a hidden report, nor a closed one", async () => {
    const species = await newSpecies(t);
    const phone = newPhone();
    const reporter = await t.login({ phoneNumber: phone });
    const soon = daysFrom(today(), 3);
    const hidden = await makeLostFoundReport(t.deps, {
      user_id: reporter.user.id,
      category_id: species.id,
      expires_on: soon,
      hidden_at: new Date().toISOString(),
      hidden_reason: "Spam",
    });
    const closed = await makeLostFoundReport(t.deps, {
      user_id: reporter.user.id,
      category_id: species.id,
      expires_on: soon,
      status: "closed",
    });
    await sendReportRenewals(t.deps, nepalMorning(today()));
    expect(await queuedFor(t, [reporter.user.email, phone])).toEqual([]);
    const rows = await reportRows(t, reporter.user.id);
    expect(rows.map((r) => [r.id, r.reminded_on])).toEqual([
      [hidden.id, null],
      [closed.id, null],
    ]);
  });
});
