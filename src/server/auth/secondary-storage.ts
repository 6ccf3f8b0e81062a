import type { SecondaryStorage } from "better-auth";
import type { Logger } from "../lib/logger";
import type { Redis } from "../lib/redis";

const INCREMENT = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

/**
 * better-auth's secondary storage in Redis: session lookups and single-use values shared by
 * every instance. Sessions are kept in the database too (see createAuth), so a failed read
 * falls back to it; writes and deletes must reach Redis, or a signed-out session could be
 * found there again, so their errors fail the request.
 */
export function redisSecondaryStorage(redis: Redis, log: Logger): SecondaryStorage {
  const key = (name: string) => `auth:${name}`;
  return {
    async get(name) {
      try {
        return await redis.get(key(name));
      } catch (error) {
        log.warn("Redis read failed; using the database", { error: String(error) });
        return null;
      }
    },
    getAndDelete: (name) => redis.getdel(key(name)),
    async increment(name, ttl) {
      return Number(await redis.eval(INCREMENT, 1, key(name), ttl));
    },
    async set(name, value, ttl) {
      if (ttl && ttl > 0) await redis.set(key(name), value, "EX", ttl);
      else await redis.set(key(name), value);
    },
    async delete(name) {
      await redis.del(key(name));
    },
  };
}
