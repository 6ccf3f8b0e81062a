/**
 * npm run test:cluster — the app as several identical instances: PostgreSQL (a fresh database
 * on the machine's server), Redis, an S3-compatible server (s3rver), two instances started at
 * the same moment and nginx balancing between them, configured with deploy/nginx-sathi.conf.
 * Every step goes through nginx and is read back from both instances directly; then one
 * instance is killed under load. Prints "N passed, M failed"; exits 1 on any failure.
 *
 * TEST_PG_URL and TEST_REDIS_URL point it elsewhere; CLUSTER_PORT (default 5101) is the
 * first of three ports: instance A, instance B, nginx. The pages come from the build in
 * WEB_DIST_DIR (default dist/web, with its renderer in dist/ssr): `npm run build` first.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { allMigrations } from "../../src/server/db/migrations";
import { createLogger } from "../../src/server/lib/logger";
import { connectRedis, deleteKeysWithPrefix } from "../../src/server/lib/redis";
import { startTestS3 } from "../../src/server/storage/s3-test-server";
import { startSmtpCapture } from "../../src/server/test/smtp-capture";
import { assert, createChecks, ScenarioStopped } from "./checks";
import { runFailover, runMailOnce, runSharedLimits } from "./failover";
import { runPageCache } from "./page-cache";
import { startInstance, startNginx, waitUntilUp, type Managed } from "./processes";
import { runScenario, type Cluster } from "./scenario";

/**
 * Checks that another part of the product owns and has not fixed yet: they run and print
 * their result without failing the run. Remove a line once its check passes.
 */
const KNOWN_ISSUES: Record<string, string> = {};

const started = Date.now();
const pgAdminUrl = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const firstPort = Number(process.env.CLUSTER_PORT ?? 5101);
// The instances serve the web app from here, as WEB_DIST_DIR tells the app itself.
const webDist = resolve(process.env.WEB_DIST_DIR ?? "dist/web");
const runId = `${process.pid}${randomBytes(2).toString("hex")}`;
const work = mkdtempSync(join(tmpdir(), "sathi-cluster-"));
const checks = createChecks(KNOWN_ISSUES);
const cleanups: (() => Promise<unknown>)[] = [];
const processes: Managed[] = [];

async function setUp(): Promise<Cluster> {
  // The page checks need the built app and its server renderer (npm test builds both first in CI).
  if (
    !existsSync(join(webDist, "index.html")) ||
    !existsSync(join(webDist, "../ssr/server-entry.js"))
  )
    throw new Error(`No built web app in ${webDist}: run \`npm run build\` first`);
  const dbName = `sathi_cluster_${runId}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(`PostgreSQL is not reachable at ${pgAdminUrl}: ${error.message}`);
  });
  await admin.query(`create database "${dbName}"`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  });
  const databaseUrl = Object.assign(new URL(pgAdminUrl), { pathname: `/${dbName}` }).toString();

  const redisPrefix = `sathi-cluster-${runId}:`;
  const redis = await connectRedis(redisUrl, redisPrefix, createLogger("silent")).catch(
    (error: Error) => {
      throw new Error(`Redis is not reachable at ${redisUrl}: ${error.message}`);
    },
  );
  cleanups.push(async () => {
    await deleteKeysWithPrefix(redis);
    await redis.quit();
  });
  const s3 = await startTestS3("sathi-cluster");
  cleanups.push(() => s3.close());
  const smtp = await startSmtpCapture();
  cleanups.push(() => smtp.close());

  const [portA, portB, portNginx] = [firstPort, firstPort + 1, firstPort + 2];
  const urls = {
    a: `http://127.0.0.1:${portA}`,
    b: `http://127.0.0.1:${portB}`,
    nginx: `http://127.0.0.1:${portNginx}`,
  };
  const uploadDir = join(work, "uploads-never-used");
  const env = {
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_URL: urls.nginx,
    TRUST_PROXY: "true",
    SMTP_URL: smtp.url,
    ...s3.env,
    UPLOAD_DIR: uploadDir,
    ADMIN_EMAILS: "admin@cluster.test",
    SEED: "none",
    RATE_LIMIT_SIGN_IN: "5",
    WEB_DIST_DIR: webDist,
  };
  // Both at the same moment, on a database nothing has migrated yet.
  const a = startInstance("instance-a", { ...env, PORT: String(portA) }, work);
  const b = startInstance("instance-b", { ...env, PORT: String(portB) }, work);
  processes.push(a, b);
  const nginxDir = join(work, "nginx");
  const cluster: Cluster = {
    urls,
    smtp,
    pg: new pg.Client({ connectionString: databaseUrl }),
    instances: { a, b },
    nginxDir,
    uploadDir,
    runId,
  };

  await checks.check(
    "two instances started at once on one fresh PostgreSQL database both come up",
    async () => {
      await Promise.all([
        waitUntilUp(`${urls.a}/api/health`, a),
        waitUntilUp(`${urls.b}/api/health`, b),
      ]);
      await cluster.pg.connect();
      const { rows } = await cluster.pg.query<{ name: string }>(
        "select name from kysely_migration order by name",
      );
      assert.deepEqual(
        rows.map((row) => row.name),
        Object.keys(allMigrations("postgres")).sort(),
        "each migration applied once",
      );
    },
  );
  cleanups.push(() => cluster.pg.end());

  const site = readFileSync(new URL("../../deploy/nginx-sathi.conf", import.meta.url), "utf8");
  const nginx = startNginx(nginxDir, site, {
    listen: `127.0.0.1:${portNginx}`,
    upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
  });
  processes.push(nginx);
  await waitUntilUp(`${urls.nginx}/api/health`, nginx, 10_000);
  return cluster;
}

let tornDown: Promise<void> | undefined;
/** Stops everything once, whether the run ends, fails or is interrupted. */
const tearDown = () => (tornDown ??= stopAll());

async function stopAll() {
  const [, b] = processes;
  for (const managed of [...processes].reverse()) {
    if (managed === b && b.child.exitCode === null && b.child.signalCode === null) {
      // The instance left standing stops as systemd would stop it: cleanly, exit code 0.
      await b.stop("SIGTERM");
      if (b.child.exitCode !== 0)
        checks.fail(`instance B stopped with ${b.child.exitCode}:\n${b.logTail()}`);
    } else await managed.stop("SIGTERM");
  }
  for (const cleanup of [...cleanups].reverse())
    await cleanup().catch((error) => console.warn(String(error)));
}

// Interrupted: leave no instance, nginx or database behind.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`${signal}: stopping the cluster`);
    void tearDown().finally(() => process.exit(130));
  });
}

console.log(
  `cluster test: PostgreSQL, Redis, s3rver, two instances and nginx (work folder ${work})`,
);
try {
  const cluster = await setUp();
  const story = await runScenario(cluster, checks.check);
  await runPageCache(cluster, checks.check, story);
  await runSharedLimits(cluster, checks.check);
  await runMailOnce(cluster, checks.check);
  await runFailover(cluster, checks.check, story);
  story.people.forEach((someone) => someone.close());
} catch (error) {
  if (!(error instanceof ScenarioStopped))
    checks.fail(error instanceof Error ? error.message : String(error));
  for (const managed of processes)
    console.log(`--- last lines of ${managed.name}:\n${managed.logTail(15)}`);
} finally {
  await tearDown();
}
if (checks.failed === 0) rmSync(work, { recursive: true, force: true });
console.log(`cluster test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
checks.summary();
process.exit(checks.failed === 0 ? 0 : 1);
