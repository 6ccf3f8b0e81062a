// npm run bench [-- --pg] [-- --no-frontend] [-- --only=writes,crawl]: the performance
// benchmark (docs/benchmark.md).
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
import { loadApi, type LoadPlan } from "./api-load";
import { crawl } from "./crawl";
import { measureBytes, runLighthouse } from "./frontend";
import { CONNECTIONS } from "./load";
import { startServer, waitUntilUp, type Child } from "./processes";
import { toMarkdown, type BenchResults } from "./report";
import { seedBench, type BenchCatalogue } from "./seed";
import { checkTargets, printChecks } from "./targets";
import { loadWhileEditing } from "./writes-meanwhile";

const args = process.argv.slice(2);
/** The parts of a run (docs/benchmark.md); `--only=a,b` runs just those, to iterate on one. */
const SECTIONS = ["api", "writes", "crawl", "bytes", "lighthouse"] as const;
type Section = (typeof SECTIONS)[number];
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const unknown = only?.filter((name) => !SECTIONS.includes(name as Section));
if (unknown?.length)
  throw new Error(`unknown section ${unknown.join(", ")}: ${SECTIONS.join(", ")}`);
const sections = new Set<Section>(
  SECTIONS.filter(
    (section) =>
      (!only || only.includes(section)) &&
      !(args.includes("--no-frontend") && (section === "bytes" || section === "lighthouse")),
  ),
);
const envUrl = process.env.DATABASE_URL ?? "";
const withPostgres = args.includes("--pg") || envUrl.startsWith("postgres");
const pgAdminUrl = envUrl.startsWith("postgres")
  ? envUrl
  : (process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sliceSeconds = Number(process.env.BENCH_SLICE ?? Math.min(2, seconds));
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
const port = Number(process.env.BENCH_PORT ?? 4601);
const crawlPages = Number(process.env.BENCH_CRAWL_PAGES ?? 1000);
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

type DatabaseResults = Pick<BenchResults, "frontend"> & {
  api?: BenchResults["api"][string];
  writes?: NonNullable<BenchResults["writes"]>[string];
  crawl?: NonNullable<BenchResults["crawl"]>[string];
};

async function benchDatabase(
  name: string,
  databaseUrl: string,
  wanted: Set<Section>,
): Promise<DatabaseResults> {
  console.log(`${name}: seeding`);
  const uploadDir = join(work, `${name}-uploads`);
  const catalogue = await seed(databaseUrl, uploadDir);
  const base = `http://127.0.0.1:${port}`;
  /** A server started for `measure` and stopped after it: a section starts from a fresh one. */
  const withServer = async <T>(measure: (server: Child) => Promise<T>): Promise<T> => {
    const server = startServer(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: uploadDir,
        SEED: "none",
        AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
        PUBLIC_URL: base,
        WEB_DIST_DIR: webDist,
      },
      serverScript,
    );
    try {
      await waitUntilUp(`${base}/api/health`, server);
      return await measure(server);
    } finally {
      await server.stop();
    }
  };
  const results: DatabaseResults = {};
  if (wanted.has("api") || wanted.has("bytes") || wanted.has("lighthouse")) {
    await withServer(async (server) => {
      if (wanted.has("api")) {
        console.log(`${name}: loading`);
        results.api = await loadApi(base, server, catalogue, plan);
      }
      if (!wanted.has("bytes") && !wanted.has("lighthouse")) return;
      console.log(`${name}: front end`);
      const paths = [...pages, `/pets/${catalogue.listedPetIds[0]}`];
      results.frontend = {
        bytes: wanted.has("bytes") ? await measureBytes(base, paths) : [],
        lighthouse: wanted.has("lighthouse") ? await runLighthouse(base, paths) : [],
      };
    });
  }
  if (wanted.has("writes")) {
    console.log(`${name}: reads while a store edits a pet`);
    results.writes = await withServer((server) => loadWhileEditing(base, server, catalogue, plan));
  }
  if (wanted.has("crawl")) {
    console.log(`${name}: a crawl of pet pages the server has not seen`);
    results.crawl = await withServer((server) =>
      crawl(base, server, catalogue, { pageCount: crawlPages, seconds, warmupSeconds }),
    );
  }
  return results;
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
    settings: {
      connections: CONNECTIONS,
      seconds,
      sliceSeconds,
      warmupSeconds,
      sections: [...sections],
    },
    api: {},
  };
  const keep = (database: string, measured: DatabaseResults) => {
    if (measured.api) results.api[database] = measured.api;
    if (measured.writes) (results.writes ??= {})[database] = measured.writes;
    if (measured.crawl) (results.crawl ??= {})[database] = measured.crawl;
    if (measured.frontend) results.frontend = measured.frontend;
  };
  keep("SQLite", await benchDatabase("SQLite", `file:${join(work, "bench.db")}`, sections));
  if (withPostgres) {
    // The browser part runs once, on SQLite: the pages' bytes and scripts do not depend on it.
    const serverSections = new Set(
      [...sections].filter((section) => section !== "bytes" && section !== "lighthouse"),
    );
    if (serverSections.size) {
      keep(
        "PostgreSQL",
        await withPostgresDatabase((url) => benchDatabase("PostgreSQL", url, serverSections)),
      );
    }
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
