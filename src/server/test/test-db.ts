import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { adminPgUrl } from "./test-config";

export type TemplateDb = { kind: "sqlite"; path: string } | { kind: "postgres"; name: string };

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: TemplateDb;
  }
}

export function pgUrlFor(database: string): string {
  const url = new URL(adminPgUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database for one test file, copied from the migrated template. */
export async function cloneTemplate(template: TemplateDb) {
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  const workDir = mkdtempSync(join(tmpdir(), "sathi-case-"));
  if (template.kind === "sqlite") {
    const path = join(workDir, "app.db");
    copyFileSync(template.path, path);
    return {
      databaseUrl: `file:${path}`,
      workDir,
      drop: async () => rmSync(workDir, { recursive: true, force: true }),
    };
  }
  const name = `sathi_t_${suffix}`;
  const admin = new pg.Client({ connectionString: adminPgUrl() });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template.name}"`);
  await admin.end();
  return {
    databaseUrl: pgUrlFor(name),
    workDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminPgUrl() });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
