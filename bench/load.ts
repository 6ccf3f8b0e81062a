import autocannon, { type Options } from "autocannon";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export const CONNECTIONS = 50;

/** A short warm-up (JIT, caches, connection pools), then the measured run. */
export async function load(
  options: Omit<Options, "connections" | "duration">,
  seconds: number,
  warmupSeconds: number,
): Promise<LoadResult> {
  if (warmupSeconds > 0) {
    await autocannon({ ...options, connections: CONNECTIONS, duration: warmupSeconds });
  }
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
