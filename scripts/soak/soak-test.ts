/**
 * npm run test:soak — a load soak (not in CI). The real server on a fresh
 * SQLite database takes a fixed rate of mixed reads and writes
 * for SOAK_SECONDS (default 300): catalogue pages, a pet, the caller's requests, favourites on
 * and off, new adoption requests. It fails on any unexpected status, on a growing RSS (least-
 * squares slope over the run after a warm-up) or a p99 that drifts (a later minute's p99 more
 * than three times the first's, and over 100 ms). Prints a line per minute and a summary.
 *
 * SOAK_RATE sets requests per second (default 30); SOAK_PORT the port (default 5301).
 */
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "../../src/server/db/database";
import { makeCategory, makePet, makeUser, makeStore } from "../../src/server/db/factories";
import { startInstance, waitUntilUp } from "../cluster/processes";

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const rate = Number(process.env.SOAK_RATE ?? 30);
const port = Number(process.env.SOAK_PORT ?? 5301);
const base = `http://127.0.0.1:${port}`;
const USERS = 10;
const PASSWORD = "soak-test-password";

const work = mkdtempSync(join(tmpdir(), "sathi-soak-"));
const path = join(work, "app.db");
const server = startInstance(
  "soak",
  {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATABASE_URL: `file:${path}`,
    UPLOAD_DIR: join(work, "uploads"),
    AUTH_SECRET: "soak-test-secret-that-is-long-enough-0123456",
    SEED: "none",
    LOG_LEVEL: "error",
    RATE_LIMIT_SIGN_IN: "1000",
    RATE_LIMIT_ADOPTIONS: "100000",
  },
  work,
);

const rssMb = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

/** Least-squares slope of y over x. */
function slope(points: [number, number][]) {
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const num = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const den = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

try {
  await waitUntilUp(`${base}/api/health`, server);
  const database = createDatabase({ kind: "sqlite", path });
  const category = await makeCategory(database);
  const store = await makeStore(database);
  const pets: number[] = [];
  for (let i = 0; i < 50; i++)
    pets.push((await makePet(database, { vendor_id: store.id, category_id: category.id })).id);
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await makeUser(database, { password: PASSWORD }));
  const tokens = await Promise.all(
    users.map(async (user) => {
      const response = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
      return ((await response.json()) as { token: string }).token;
    }),
  );
  // Pets to ask for, one per adoption request, made before the clock starts so that only the
  // server writes during the run.
  const adoptable = await database.db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let i = 0; i < Math.ceil(seconds * rate * 0.12) + 20; i++) {
      const pet = await makePet(
        { db: trx, dialect: "sqlite" },
        { vendor_id: store.id, category_id: category.id },
      );
      ids.push(pet.id);
    }
    return ids;
  });
  const freshPet = () => adoptable.pop()!;

  type Step = () => Promise<{ status: number; what: string; expected: number[] }>;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(body !== undefined && { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    return { status: response.status, what: `${method} ${url.replace(/\d+/g, "{id}")}` };
  };
  const steps: [number, Step][] = [
    [30, async () => ({ ...(await call("GET", "/api/pets?page=1")), expected: [200] })],
    [15, async () => ({ ...(await call("GET", `/api/pets/${pick(pets)}`)), expected: [200] })],
    [10, async () => ({ ...(await call("GET", "/api/category")), expected: [200] })],
    [
      10,
      async () => ({
        ...(await call("GET", "/api/applications", pick(tokens))),
        expected: [200],
      }),
    ],
    [
      15,
      async () => ({
        ...(await call("PUT", `/api/favourites/${pick(pets)}`, pick(tokens))),
        expected: [200],
      }),
    ],
    [
      10,
      async () => ({
        ...(await call("DELETE", `/api/favourites/${pick(pets)}`, pick(tokens))),
        expected: [200],
      }),
    ],
    [
      10,
      async () => {
        const petId = freshPet();
        const body = {
          name: "Soak",
          phone: "9841234567",
          address: "Patan",
          message: "Soak test",
          pet_id: petId,
        };
        return {
          ...(await call("POST", `/api/adoptPet/${petId}`, pick(tokens), body)),
          expected: [200],
        };
      },
    ],
  ];
  const weights = steps.reduce((sum, [weight]) => sum + weight, 0);
  const chooseStep = () => {
    let roll = Math.random() * weights;
    for (const [weight, step] of steps) if ((roll -= weight) < 0) return step;
    return steps[0]![1];
  };

  const started = Date.now();
  const minutes: number[][] = [];
  const rss: [number, number][] = [];
  const unexpected: string[] = [];
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const sampler = setInterval(() => rss.push([(Date.now() - started) / 1000, rssMb()]), 2000);
  // A fixed schedule: request n leaves at n / rate seconds, whatever the answers' speed.
  while (Date.now() - started < seconds * 1000) {
    const due = started + (sent * 1000) / rate;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    const at = Date.now();
    const minute = Math.floor((at - started) / 60_000);
    const step = chooseStep();
    sent++;
    const request = step()
      .then(({ status, what, expected }) => {
        (minutes[minute] ??= []).push(Date.now() - at);
        if (!expected.includes(status)) {
          unexpected.push(`${status} for ${what} at ${Math.round((at - started) / 1000)} s`);
        }
      })
      .catch((error: Error) => {
        unexpected.push(`network error: ${error.message}`);
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  clearInterval(sampler);
  await database.close();

  const problems: string[] = [];
  minutes.forEach((latencies, minute) => {
    console.log(`minute ${minute + 1}: ${latencies.length} requests, p99 ${p99(latencies)} ms`);
  });
  const firstP99 = p99(minutes[0] ?? []);
  minutes.forEach((latencies, minute) => {
    const value = p99(latencies);
    if (value > Math.max(100, firstP99 * 3))
      problems.push(`p99 of minute ${minute + 1} is ${value} ms (first ${firstP99} ms)`);
  });
  // After a warm-up (the first fifth), RSS may wobble but not climb.
  const settled = rss.filter(([t]) => t > seconds / 5);
  const mbPerMinute = slope(settled) * 60;
  const mean = settled.reduce((sum, [, y]) => sum + y, 0) / Math.max(1, settled.length);
  const growth = mbPerMinute * ((seconds * 4) / 5 / 60);
  if (growth > Math.max(15, mean * 0.1))
    problems.push(`RSS grows ${mbPerMinute.toFixed(2)} MB/min`);
  if (unexpected.length)
    problems.push(`${unexpected.length} unexpected: ${unexpected.slice(0, 5).join(", ")}`);
  console.log(
    `soak: ${seconds} s at ${rate}/s, ${sent} requests, ${unexpected.length} unexpected; ` +
      `RSS ${rss[0]?.[1].toFixed(0)} → ${rss.at(-1)?.[1].toFixed(0)} MB, trend ${mbPerMinute.toFixed(2)} MB/min after warm-up; ` +
      `p99 per minute ${minutes.map((m) => p99(m)).join(", ")} ms`,
  );
  for (const problem of problems) console.error(`FAIL ${problem}`);
  if (problems.length) console.error(server.logTail(40));
  console.log(`soak test ${problems.length ? "failed" : "passed"}`);
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await server.stop("SIGTERM");
  rmSync(work, { recursive: true, force: true });
}
