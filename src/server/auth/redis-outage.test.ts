import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser } from "../db/factories";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test/test-app";

/**
 * A Redis of this test's own (the machine's is shared by every test), stopped and started
 * again: Redis keeps nothing on disk, so a restart loses every session copy and counter.
 */
let port: number;
let redis: ChildProcess | undefined;
let t: TestApp;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis() {
  const child = spawn("redis-server", [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  redis = child;
}

async function stopRedis() {
  const child = redis!;
  redis = undefined;
  await new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGKILL");
  });
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: "outage:" });
});
afterAll(async () => {
  // Up again, so the test app can clear its keys and close as usual.
  if (!redis) await startRedis();
  await t.close();
  await stopRedis();
});

const session = (token: string) =>
  t.api("GET /applications", { headers: { Authorization: `Bearer ${token}` } });

describe("when Redis goes away", () => {
  it("signed-in people keep browsing, sign-in fails fast, and all is well once Redis is back empty", async () => {
    const user = await makeUser(t.deps, { password: TEST_PASSWORD });
    const { token } = await t.signIn(user.email);
    expect((await session(token)).status).toBe(200);

    await stopRedis();
    // Sessions are also in the database: the lookup falls back to it.
    expect((await session(token)).status).toBe(200);
    // The sign-in limit cannot be counted: refused, within seconds rather than hanging.
    const startedAt = Date.now();
    const refused = await t.api("POST /auth/sign-in/email", {
      json: { email: user.email, password: TEST_PASSWORD },
    });
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(refused.refusal.error).toBeTruthy();
    expect(Date.now() - startedAt).toBeLessThan(10_000);

    // Back, with nothing in it (as after a restart).
    await startRedis();
    await expect.poll(async () => (await session(token)).status, { timeout: 10_000 }).toBe(200);
    await expect
      .poll(async () => await t.signIn(user.email).then(() => "signed in", String), {
        timeout: 10_000,
      })
      .toBe("signed in");
  }, 40_000);
});
