import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { adminPgUrl, testDbKind } from "../test-config";
import { createTestApp, type TestApp } from "../test-app";

/**
 * PostgreSQL restarts and failovers end the app's idle connections. The pool must drop them
 * and carry on: an unheard 'error' event from the pool would end the whole process.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.skipIf(testDbKind() !== "postgres")(
  "keeps answering after PostgreSQL ends its idle connections",
  async () => {
    expect((await t.api("GET /health")).status).toBe(200);
    const database = new URL(
      t.config.database.kind === "postgres" ? t.config.database.url : "",
    ).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminPgUrl() });
    await admin.connect();
    const ended = await admin.query<{ pid: number }>(
      "select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    // Until PostgreSQL has ended them: each sent the pool its goodbye before it went, so the pool
    // hears of it on its next turn of the event loop. Then ask again: a fresh connection answers.
    const stillThere = async () =>
      (
        await admin.query("select count(*)::int as n from pg_stat_activity where pid = any($1)", [
          ended.rows.map((row) => row.pid),
        ])
      ).rows[0].n;
    await expect.poll(stillThere, { interval: 20, timeout: 10_000 }).toBe(0);
    await admin.end();
    expect((await t.api("GET /health")).status).toBe(200);
    expect((await t.api("GET /pets")).status).toBe(200);
  },
);
