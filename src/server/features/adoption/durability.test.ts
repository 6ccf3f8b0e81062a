import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createDeps } from "../../bootstrap";
import type { Config } from "../../config";
import { createLogger } from "../../lib/logger";
import { startSmtpCapture, type SmtpCapture } from "../../test/smtp-capture";
import { testDbKind } from "../../test/test-config";
import { createTestApp, type TestApp } from "../../test/test-app";
import { apply, storeWithPet } from "../../test/adoption-requests";

/** Nothing a person submits may be lost — not the request, not the e-mail about it. */

let smtp: SmtpCapture;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  // Nothing listens on port 1: every send fails until the "restarted" server has a mail server.
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The same database opened again by a new server, as after a restart or a deploy. */
async function restart(config: Config) {
  const deps = await createDeps(config, createLogger("silent"));
  return { deps, app: createApp(deps) };
}

describe("durability", () => {
  it("a request answered 200 is there after a restart, and its e-mail is sent then", async () => {
    const { owner, pet, applicant } = await storeWithPet(t);
    const id = await apply(t, applicant.headers, pet.id);

    // The send failed (no mail server) but the request was still answered 200; the e-mail waits.
    await t.deps.mail.flush();
    const waiting = await t.db
      .selectFrom("mail_outbox")
      .select(["status", "attempts", "last_error"])
      .where("recipient", "=", owner.user.email)
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.last_error).toBeTruthy();

    // The server stops; a new one opens the same database, now with a working mail server.
    await t.deps.mail.stop();
    await t.deps.database.close();
    const next = await restart({ ...t.config, mail: { ...t.config.mail, smtpUrl: smtp.url } });
    // The test app's clean-up closes the new server's database and outbox, then drops it.
    Object.assign(t.deps, { database: next.deps.database, mail: next.deps.mail });

    const response = await next.app.request("/api/applications", { headers: applicant.headers });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([
      { id, pet_id: pet.id, status: "pending", pet: { name: "Bhote" } },
    ]);

    // The retry falls due (here: now, rather than in 30 s) and the owner gets the e-mail.
    await next.deps.db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date().toISOString() })
      .where("status", "=", "pending")
      .execute();
    expect(await next.deps.mail.flush()).toBeGreaterThanOrEqual(1);
    await smtp.waitFor(owner.user.email, /New adoption request for Bhote/);
  });

  it.runIf(testDbKind() === "sqlite")(
    "SQLite: the request is in the files on disk as soon as it is answered, with synchronous = FULL",
    async () => {
      const fresh = await createTestApp();
      try {
        const { pet, applicant } = await storeWithPet(fresh);
        const setting = await sql<{ synchronous: number }>`pragma synchronous`.execute(fresh.db);
        expect(setting.rows[0]!.synchronous).toBe(2); // FULL

        const id = await apply(fresh, applicant.headers, pet.id);
        // As if the process died now: copy the database and its write-ahead log without closing.
        const path = (fresh.config.database as { path: string }).path;
        const copy = join(mkdtempSync(join(tmpdir(), "sathi-crash-")), "app.db");
        copyFileSync(path, copy);
        if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, `${copy}-wal`);

        const after = await restart({
          ...fresh.config,
          database: { kind: "sqlite", path: copy },
        });
        try {
          const row = await after.deps.db
            .selectFrom("application")
            .select(["id", "status", "message"])
            .where("id", "=", id)
            .executeTakeFirst();
          expect(row).toEqual({
            id,
            status: "pending",
            message: "We have a fenced garden and I work from home.",
          });
        } finally {
          await after.deps.mail.stop();
          await after.deps.database.close();
        }
      } finally {
        await fresh.close();
      }
    },
  );
});
