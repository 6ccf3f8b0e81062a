import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from "./rate-limit";
import { connectRedis, deleteKeysWithPrefix, type Redis } from "./redis";
import { redisUrlForTests } from "../test/test-config";

// Redis runs on every machine the suite runs on (see README); its test needs no TEST_REDIS.
const REDIS_URL = redisUrlForTests();
const quiet = createLogger("silent");
const clients: Redis[] = [];

/** A client under its own prefix: what one instance of one site sees. */
async function redisClient(prefix: string) {
  const redis = await connectRedis(REDIS_URL, prefix, quiet).catch((error: Error) => {
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (${error.message}); start redis-server`,
    );
  });
  clients.push(redis);
  return redis;
}

const uniquePrefix = () => `sathi-test:${randomBytes(6).toString("hex")}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  for (const redis of clients) {
    await deleteKeysWithPrefix(redis);
    await redis.quit();
  }
});

describe.each(["memory", "redis"] as const)("%s rate-limit store", (kind) => {
  let store: RateLimitStore;
  beforeAll(async () => {
    store =
      kind === "memory"
        ? createMemoryRateLimitStore()
        : createRedisRateLimitStore(await redisClient(uniquePrefix()));
  });

  it("allows `max` requests in a window, then refuses with the seconds left", async () => {
    const rule = { window: 60, max: 3 };
    for (let i = 0; i < 3; i++)
      expect(await store.consume("ip|/a", rule)).toEqual({ allowed: true, retryAfter: null });
    const refused = await store.consume("ip|/a", rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // Another caller or path has its own count.
    expect((await store.consume("other|/a", rule)).allowed).toBe(true);
  });

  it("lets exactly `max` of many simultaneous requests through", async () => {
    const rule = { window: 60, max: 5 };
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => store.consume("burst|/sign-in", rule)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it("peeks without counting, and takes back a request that turned out not to count", async () => {
    const rule = { window: 60, max: 2 };
    expect((await store.peek("held|/a", rule)).allowed).toBe(true);
    await store.consume("held|/a", rule);
    await store.consume("held|/a", rule);
    const full = await store.peek("held|/a", rule);
    expect(full.allowed).toBe(false);
    expect(full.retryAfter).toBeGreaterThan(0);
    await store.giveBack("held|/a");
    expect((await store.peek("held|/a", rule)).allowed).toBe(true);
    expect((await store.consume("held|/a", rule)).allowed).toBe(true);
    // Never below nothing: giving back an empty window leaves room for `max` only.
    await store.giveBack("empty|/a");
    await store.giveBack("empty|/a");
    for (let i = 0; i < 2; i++) expect((await store.consume("empty|/a", rule)).allowed).toBe(true);
    expect((await store.consume("empty|/a", rule)).allowed).toBe(false);
  });

  it("starts counting again when the window is over", async () => {
    const rule = { window: 1, max: 1 };
    expect((await store.consume("short|/a", rule)).allowed).toBe(true);
    expect((await store.consume("short|/a", rule)).allowed).toBe(false);
    await sleep(1_100);
    expect((await store.consume("short|/a", rule)).allowed).toBe(true);
  });
});

describe("the Redis store across instances", () => {
  it("adds up attempts made on every instance of one site, and keeps sites apart", async () => {
    const prefix = uniquePrefix();
    const first = createRedisRateLimitStore(await redisClient(prefix));
    const second = createRedisRateLimitStore(await redisClient(prefix));
    const otherSite = createRedisRateLimitStore(await redisClient(uniquePrefix()));
    const rule = { window: 60, max: 4 };

    expect((await first.consume("1.2.3.4|/sign-in", rule)).allowed).toBe(true);
    expect((await second.consume("1.2.3.4|/sign-in", rule)).allowed).toBe(true);
    expect((await first.consume("1.2.3.4|/sign-in", rule)).allowed).toBe(true);
    expect((await second.consume("1.2.3.4|/sign-in", rule)).allowed).toBe(true);
    expect((await first.consume("1.2.3.4|/sign-in", rule)).allowed).toBe(false);
    expect((await second.consume("1.2.3.4|/sign-in", rule)).allowed).toBe(false);
    expect((await otherSite.consume("1.2.3.4|/sign-in", rule)).allowed).toBe(true);
  });
});
