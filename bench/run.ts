// npm run bench [-- --pg] [-- --no-frontend]: the performance benchmark (docs/benchmark.md).
// Builds the app, fills fresh databases with a large catalogue, loads the production server
// and a bare node:http ceiling with autocannon, measures memory and the front end, and
// writes bench/results.json plus a Markdown table.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDatabase } from "../src/server/db/database";
import { migrateToLatest } from "../src/server/db/migrate";
import { loadApi, type ApiResult, type LoadPlan } from "./api-load";
import { measureBytes, runLighthouse } from "./frontend";
import { CONNECTIONS } from "./load";
import { startServer, waitUntilUp } from "./processes";
import { toMarkdown, type BenchResults } from "./report";
import { seedBench, type BenchCatalogue } from "./seed";

const args = process.argv.slice(2);
const envUrl = process.env.DATABASE_URL ?? "";
const withPostgres = args.includes("--pg") || envUrl.startsWith("postgres");
const pgAdminUrl = envUrl.startsWith("postgres")
  ? envUrl
  : (process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
const port = Number(process.env.BENCH_PORT ?? 4601);
const work = mkdtempSync(join(tmpdir(), "sathi-bench-"));
const plan: LoadPlan = { seconds, warmupSeconds, ceilingPort: port + 1, workDir: work };
const pages = ["/", "/pets"];

async function seed(databaseUrl: string, uploadDir: string): Promise<BenchCatalogue> {
  const database = createDatabase(
    databaseUrl.startsWith("postgres")
      ? { kind: "postgres", url: databaseUrl }
      : { kind: "sqlite", path: databaseUrl.slice("file:".length) },
  );
  try {
    await migrateToLatest(database);
    const started = Date.now();
    const catalogue = await seedBench(database, uploadDir);
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return catalogue;
  } finally {
    await database.close();
  }
}

async function benchDatabase(name: string, databaseUrl: string, frontend: boolean) {
  console.log(`${name}: seeding`);
  const uploadDir = join(work, `${name}-uploads`);
  const catalogue = await seed(databaseUrl, uploadDir);
  const server = startServer({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploadDir,
    SEED: "none",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/api/health`, server);
    console.log(`${name}: loading`);
    const api = await loadApi(base, server, catalogue, plan);
    if (!frontend) return { api };
    console.log(`${name}: front end`);
    const paths = [...pages, `/pets/${catalogue.listedPetIds[0]}`];
    const bytes = await measureBytes(base, paths);
    const lighthouse = await runLighthouse(base, paths);
    return { api, frontend: { bytes, lighthouse } };
  } finally {
    await server.stop();
  }
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `sathi_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

try {
  console.log("building");
  execSync("npx vite build --logLevel warn && npm run --silent build:server", {
    stdio: "inherit",
    env: { ...process.env, WEB_DIST_DIR: "dist/web" },
  });
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), node: process.version },
    settings: { connections: CONNECTIONS, seconds, warmupSeconds },
    api: {},
  };
  const sqlite = await benchDatabase(
    "SQLite",
    `file:${join(work, "bench.db")}`,
    !args.includes("--no-frontend"),
  );
  results.api.SQLite = sqlite.api;
  results.frontend = sqlite.frontend;
  // The ceiling does not depend on the database: measured once, reused for PostgreSQL.
  plan.ceiling = new Map(
    sqlite.api.routes.flatMap((r) => (r.ceiling ? [[r.route, r.ceiling] as const] : [])),
  );
  if (withPostgres) {
    const postgres = await withPostgresDatabase((url) => benchDatabase("PostgreSQL", url, false));
    results.api.PostgreSQL = postgres.api as ApiResult;
  }
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  const table = toMarkdown(results);
  console.log(`\n${table}\n`);
  // docs/benchmark.md shows the latest run, between its two markers.
  const page = readFileSync("docs/benchmark.md", "utf8");
  const updated = page.replace(
    /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/,
    (_, start: string, end: string) => `${start}${table}\n${end}`,
  );
  if (updated !== page) writeFileSync("docs/benchmark.md", updated);
} finally {
  rmSync(work, { recursive: true, force: true });
}
