import { Redis } from "ioredis";
import type { Logger } from "./logger";

export type { Redis } from "ioredis";

/**
 * Connects to the Redis that several instances share (REDIS_URL), every key under `prefix`.
 * Resolves once connected, so a wrong address stops the start with one line instead of
 * failing requests later. A command waits at most a few seconds: while Redis is away a
 * request fails instead of hanging.
 */
export async function connectRedis(url: string, prefix: string, log: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: 5_000,
    maxRetriesPerRequest: 2,
  });
  let lastError: Error | undefined;
  let isUp = false;
  redis.on("error", (error: Error) => {
    lastError = error;
    // Reconnection is automatic; say so once per outage, not once per retry.
    if (isUp) log.warn("Redis connection lost; reconnecting", { error: error.message });
    isUp = false;
  });
  redis.on("ready", () => {
    isUp = true;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error((lastError ?? (error as Error)).message);
  }
  return redis;
}

/** Every key under this Redis client's prefix, deleted (tests and the cluster test clean up with it). */
export async function deleteKeysWithPrefix(redis: Redis): Promise<void> {
  const prefix = redis.options.keyPrefix ?? "";
  let cursor = "0";
  do {
    // SCAN's pattern is not prefixed by the client; DEL's keys are, so they go without it.
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
  } while (cursor !== "0");
}
