import autocannon, { type Options } from "autocannon";
import { cpuTimeOf } from "./processes";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time per answered request, in µs: what the machine's other work does not change. */
  cpuUs?: number;
}

export const CONNECTIONS = 50;

type Target = Omit<Options, "connections" | "duration"> & { pid?: number };

export interface Slice {
  total: number;
  cpuMs?: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One slice of load at `connections` (the bench's 50 unless said), then a wait until the server is idle. */
export async function run(
  { pid, ...options }: Target,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Slice> {
  const cpuBefore = pid ? cpuTimeOf(pid) : 0;
  const result = await autocannon({ ...options, connections, duration: seconds });
  // The work still in flight when the load stops is this slice's, not the next one's.
  await settle(pid);
  return {
    total: result.requests.total,
    cpuMs: pid ? cpuTimeOf(pid) - cpuBefore : undefined,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Waits until the process is idle again (under 10% of a core for 200 ms), at most 10 s: a slow
 * route leaves requests in flight when the load stops, and they would run in the next slice.
 */
async function settle(pid: number | undefined) {
  if (!pid) return;
  const deadline = Date.now() + 10_000;
  let last = cpuTimeOf(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuTimeOf(pid);
    if (now - last <= 20) return;
    last = now;
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function combine(slices: Slice[]): LoadResult {
  const total = slices.reduce((sum, slice) => sum + slice.total, 0);
  const cpuMs = slices.every((slice) => slice.cpuMs !== undefined)
    ? slices.reduce((sum, slice) => sum + slice.cpuMs!, 0)
    : undefined;
  return {
    rps: Math.round(slices.reduce((sum, slice) => sum + slice.rps, 0) / slices.length),
    // A slice's p99 is its own; the median of them is not thrown by one slice that another
    // engineer's test run on the shared cores happened to hit.
    p50: median(slices.map((slice) => slice.p50)),
    p99: median(slices.map((slice) => slice.p99)),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    non2xx: slices.reduce((sum, slice) => sum + slice.non2xx, 0),
    cpuUs: cpuMs === undefined || !total ? undefined : Number(((cpuMs * 1000) / total).toFixed(1)),
  };
}

/** A short warm-up (JIT, caches, connection pools), then the measured run. */
export async function load(
  options: Target,
  seconds: number,
  warmupSeconds: number,
): Promise<LoadResult> {
  if (warmupSeconds > 0) await run(options, warmupSeconds);
  return combine([await run(options, seconds)]);
}

export interface Paired {
  ours: LoadResult;
  ceiling: LoadResult;
  /** Median over the pairs of ours ÷ ceiling, each pair measured back to back. */
  ratio: number;
}

/**
 * Ours and the ceiling in turns, A B A B, a slice each, both servers already running: the
 * machine is shared, and what slows one slice slows its neighbour too, so the ratio holds
 * still while the absolute numbers move.
 */
export async function loadPaired(
  ours: Target,
  ceiling: Target,
  {
    seconds,
    sliceSeconds,
    warmupSeconds,
  }: { seconds: number; sliceSeconds: number; warmupSeconds: number },
): Promise<Paired> {
  if (warmupSeconds > 0) {
    await run(ours, warmupSeconds);
    await run(ceiling, warmupSeconds);
  }
  // Whole seconds: autocannon averages per-second counts, so a part second would skew a slice.
  const slice = Math.max(1, Math.round(sliceSeconds));
  const pairs = Math.max(1, Math.round(seconds / slice));
  const oursSlices: Slice[] = [];
  const ceilingSlices: Slice[] = [];
  for (let i = 0; i < pairs; i++) {
    oursSlices.push(await run(ours, slice));
    ceilingSlices.push(await run(ceiling, slice));
  }
  const ratios = oursSlices.map((o, i) =>
    ceilingSlices[i]!.rps ? o.rps / ceilingSlices[i]!.rps : 0,
  );
  return { ours: combine(oursSlices), ceiling: combine(ceilingSlices), ratio: median(ratios) };
}
