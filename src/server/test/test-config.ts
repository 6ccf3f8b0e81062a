// The tests' own settings, read from the environment here and nowhere else (the app's are read in
// src/server/config.ts): they choose the databases and services under test, not how the app behaves.
const env = process.env;

export const testDbKind = () => (env.TEST_DB === "postgres" ? "postgres" : "sqlite");
/** TEST_STORAGE=s3: every test app keeps its files on its own S3-compatible server. */
export const testStorageKind = () => (env.TEST_STORAGE === "s3" ? "s3" : "local");
/** The Redis the tests use (TEST_REDIS_URL); the suite's own Redis tests use it in every run. */
export const redisUrlForTests = () => env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** TEST_REDIS=1: every test app shares rate limits and sessions through that Redis. */
export const testRedisUrl = () => (env.TEST_REDIS === "1" ? redisUrlForTests() : undefined);
export const adminPgUrl = () => env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The fuzz test's seed (FUZZ_SEED: a number, or "random"; fixed otherwise) and its number of cases (FUZZ_RUNS). */
export function fuzzSettings() {
  const seed = env.FUZZ_SEED;
  return {
    seed: seed === "random" ? Math.floor(Math.random() * 2 ** 31) : seed ? Number(seed) : 20261123,
    runs: Number(env.FUZZ_RUNS ?? 3000),
  };
}

/** The environment of a server process a test starts: PATH and what the test sets, nothing of the machine's. */
export const childEnv = (vars: Record<string, string> = {}) => ({ PATH: env.PATH ?? "", ...vars });
