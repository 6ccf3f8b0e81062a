import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { selectDueIds } from "./outbox";

/**
 * Sent messages stay in the outbox, so a claim must find the few due ones without reading
 * the sent ones: each adoption request adds one, and a claim runs every 50 ms under load.
 */
let t: TestApp;
const SENT = 2_000;
const DUE = 5;

beforeAll(async () => {
  t = await createTestApp();
  const row = (status: "pending" | "sent") => ({
    recipient: "someone@example.test",
    subject: "News",
    text: "News",
    status,
    next_attempt_at: "2026-01-01T00:00:00.000Z",
    created_at: "2026-01-01T00:00:00.000Z",
  });
  await t.db
    .insertInto("mail_outbox")
    .values(Array.from({ length: SENT }, () => row("pending")))
    .execute();
  // Statistics gathered while a backlog was waiting, as autovacuum may: they count most rows
  // as due, which is when PostgreSQL walked the primary key through every sent row.
  if (t.deps.dialect === "postgres") await sql`analyze mail_outbox`.execute(t.db);
  await t.db.updateTable("mail_outbox").set({ status: "sent" }).execute();
  await t.db
    .insertInto("mail_outbox")
    .values(Array.from({ length: DUE }, () => row("pending")))
    .execute();
});
afterAll(() => t.close());

describe("the outbox's claim", () => {
  it("reads the due messages without walking through the sent ones", async () => {
    const query = selectDueIds(t.db, "2026-06-01T00:00:00.000Z");
    const { sql: text, parameters } = query.compile();
    if (t.deps.dialect === "sqlite") {
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
      );
      const steps = plan.rows.map((row) => row.detail).join("\n");
      expect(steps).toMatch(/SEARCH mail_outbox USING (COVERING )?INDEX/);
      expect(steps).not.toMatch(/SCAN mail_outbox\b/);
    } else {
      const plan = await t.db.executeQuery<{ "QUERY PLAN": string }>(
        CompiledQuery.raw(`explain analyze ${text}`, [...parameters]),
      );
      const steps = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      const passedOver = [...steps.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
      expect(steps).not.toContain("mail_outbox_pkey");
      expect(passedOver, steps).toBeLessThan(SENT);
    }
    const ids = await query.execute();
    expect(ids).toHaveLength(DUE);
  });
});
