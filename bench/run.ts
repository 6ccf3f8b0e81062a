// npm run bench [-- --pg] [-- --no-frontend]: the performance benchmark (docs/benchmark.md).
// Builds the app, fills fresh databases with a large catalogue, loads the production server
// and a bare node:http ceiling with autocannon in turns, measures memory and the front end,
// writes bench/results.json plus a Markdown table, checks every target and exits 1 if one fails.
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import pg from "pg";
import { createDatabase } from "../src/server/db/database";
import { migrateToLatest } from "../src/server/db/migrate";
import { loadApi, type ApiResult, type LoadPlan } from "./api-load";
import { measureBytes, runLighthouse } from "./frontend";
import { CONNECTIONS } from "./load";
import { startServer, waitUntilUp } from "./processes";
import { toMarkdown, type BenchResults } from "./report";
import { seedBench, type BenchCatalogue } from "./seed";
import { checkTargets, printChecks } from "./targets";

const args = process.argv.slice(2);
const envUrl = process.env.DATABASE_URL ?? "";
const withPostgres = args.includes("--pg") || envUrl.startsWith("postgres");
const pgAdminUrl = envUrl.startsWith("postgres")
  ? envUrl
  : (process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sliceSeconds = Number(process.env.BENCH_SLICE ?? Math.min(2, seconds));
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
const port = Number(process.env.BENCH_PORT ?? 4601);
const work = mkdtempSync(join(tmpdir(), "sathi-bench-"));
const webDist = join(work, "web");
// Inside the repository, so that the bundle finds node_modules.
const serverScript = resolve(`dist/bench-${process.pid}/server.mjs`);
const plan: LoadPlan = {
  seconds,
  sliceSeconds,
  warmupSeconds,
  ceilingPort: port + 1,
  workDir: work,
};
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
  const server = startServer(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: uploadDir,
      SEED: "none",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST_DIR: webDist,
    },
    serverScript,
  );
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
  // The bench's own build, apart from dist/: on a machine shared with other work, a build or a
  // cleanup by someone else mid-run replaced the pages' scripts (404s) or stopped the server.
  execSync("npm run --silent build", {
    stdio: "inherit",
    env: { ...process.env, WEB_DIST_DIR: webDist },
  });
  const buildServer = (
    JSON.parse(readFileSync("package.json", "utf8")).scripts["build:server"] as string
  ).replace(/--outfile=\S+/, `--outfile=${serverScript}`);
  execSync(`npx ${buildServer}`, { stdio: "inherit" });
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), node: process.version },
    settings: { connections: CONNECTIONS, seconds, sliceSeconds, warmupSeconds },
    api: {},
  };
  const sqlite = await benchDatabase(
    "SQLite",
    `file:${join(work, "bench.db")}`,
    !args.includes("--no-frontend"),
  );
  results.api.SQLite = sqlite.api;
  results.frontend = sqlite.frontend;
  if (withPostgres) {
    const postgres = await withPostgresDatabase((url) => benchDatabase("PostgreSQL", url, false));
    results.api.PostgreSQL = postgres.api as ApiResult;
  }
  results.checks = checkTargets(results);
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  const table = toMarkdown(results);
  console.log(`\n${table}\n`);
  printChecks(results.checks);
  // docs/benchmark.md shows the latest run, between its two markers.
  const page = readFileSync("docs/benchmark.md", "utf8");
  const updated = page.replace(
    /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/,
    (_, start: string, end: string) => `${start}${table}\n${end}`,
  );
  if (updated !== page) writeFileSync("docs/benchmark.md", updated);
  const failed = results.checks.filter((check) => !check.pass).length;
  console.log(
    failed ? `\n${failed} of ${results.checks.length} targets missed` : "\nevery target met",
  );
  if (failed) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(dirname(serverScript), { recursive: true, force: true });
}
