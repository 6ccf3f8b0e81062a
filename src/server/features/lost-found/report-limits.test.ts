import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLostFoundReport } from "../../db/factories-street-rows";
import { lostDog, newSpecies, phoneOnly, reportRows } from "../../test/lost-found-reports";
import { createTestApp, type TestApp } from "../../test/test-app";
import { OPEN_REPORTS_MAX } from "./reports";

/**
 * Reports are limited per account (a day, and open at once) and per network (a day), since each
 * may text its matches (docs/decisions/050-lost-and-found.md). A refusal saves nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_REPORTS: "5",
    RATE_LIMIT_REPORTS_NETWORK: "5",
    TRUST_PROXY: "true",
  });
});
afterAll(() => t.close());

const from = (address: string) => ({ "X-Forwarded-For": address });

describe("limits on reports", () => {
  it("takes RATE_LIMIT_REPORTS a day from one account, and OPEN_REPORTS_MAX open at once", async () => {
    const species = await newSpecies(t);
    const reporter = await t.login();
    let network = 0;
    // Each from its own network, so only the account's limit applies.
    const post = () =>
      t.api("POST /lost-found", {
        json: lostDog(species.id),
        headers: { ...reporter.headers, ...from(`10.1.${++network}.1`) },
      });
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(201);
    const sixth = await post();
    expect(sixth.status).toBe(429);
    expect(sixth.refusal.code).toBe("TOO_MANY_REPORTS");
    // Room comes back when the first of the five is a day old: within the next 24 hours.
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(86_400 - 120);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await reportRows(t, reporter.user.id)).toHaveLength(5);

    // Made two days ago, still open: the day's count is spent, the open ones are many.
    const other = await t.login();
    const old = new Date(Date.now() - 2 * 86_400_000).toISOString();
    for (let i = 0; i < OPEN_REPORTS_MAX; i++) {
      await makeLostFoundReport(t.deps, {
        user_id: other.user.id,
        category_id: species.id,
        created_at: old,
      });
    }
    const tooMany = await t.api("POST /lost-found", {
      json: lostDog(species.id),
      headers: { ...other.headers, ...from("10.2.0.1") },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.refusal.code).toBe("TOO_MANY_OPEN_REPORTS");
    expect(await reportRows(t, other.user.id)).toHaveLength(OPEN_REPORTS_MAX);
    // One closed makes room.
    await t.db
      .updateTable("lost_found_report")
      .set({ status: "closed" })
      .where("user_id", "=", other.user.id)
      .where("id", "=", (await reportRows(t, other.user.id))[0]!.id)
      .execute();
    const room = await t.api("POST /lost-found", {
      json: lostDog(species.id),
      headers: { ...other.headers, ...from("10.2.0.1") },
    });
    expect(room.status, room.text).toBe(201);
  });

  it("holds the day's limit against simultaneous reports from one account", async () => {
    const species = await newSpecies(t);
    const reporter = await phoneOnly(t);
    // Twelve at once, each from its own network so only the account's limit applies.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.api("POST /lost-found", {
          json: lostDog(species.id),
          headers: { ...reporter.headers, ...from(`10.${20 + i}.0.1`) },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(7).fill(429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.refusal.code).toBe("TOO_MANY_REPORTS");
    }
    expect(await reportRows(t, reporter.user.id)).toHaveLength(5);
  });

  it("takes RATE_LIMIT_REPORTS_NETWORK a day from one network, whichever accounts send them", async () => {
    const species = await newSpecies(t);
    const people = [await t.login(), await t.login(), await t.login()];
    const post = (who: (typeof people)[number], address: string, json = lostDog(species.id)) =>
      t.api("POST /lost-found", { json, headers: { ...who.headers, ...from(address) } });
    // A refused report does not count against the network.
    const bad = await post(people[0]!, "10.3.0.1", lostDog(species.id, { colours: [] }));
    expect(bad.refusal.code).toBe("COLOURS_REQUIRED");
    const statuses = [];
    for (const [who, address] of [
      [people[0]!, "10.3.0.1"],
      [people[0]!, "10.3.0.2"],
      [people[1]!, "10.3.0.3"],
      [people[1]!, "10.3.0.4"],
      [people[2]!, "10.3.0.5"],
    ] as const) {
      statuses.push((await post(who, address)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixth = await post(people[2]!, "10.3.0.99");
    expect(sixth.status).toBe(429);
    expect(sixth.refusal.code).toBe("TOO_MANY_REPORTS_NETWORK");
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await reportRows(t, people[2]!.user.id)).toHaveLength(1);
    // Another network is another count.
    expect((await post(people[2]!, "10.4.0.1")).status).toBe(201);
  });
});
