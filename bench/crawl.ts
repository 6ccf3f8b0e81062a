// A search engine's crawl (docs/benchmark.md): every listed pet's page fetched once, none of them
// seen before by the server, by a crawler's 20 connections; then one pet page, cached, for scale.
import { Agent, get } from "node:http";
import { combine, median, run, type LoadResult } from "./load";
import { cpuTimeOf, memoryOf, type Child } from "./processes";
import type { BenchCatalogue } from "./seed";

export const CRAWL_CONNECTIONS = 20;

export interface CrawlResult {
  /** Pages fetched, of the listed pets' pages there are. */
  pages: number;
  listed: number;
  seconds: number;
  pagesPerSecond: number;
  p50: number;
  p99: number;
  /** Pages not answered 200. */
  failed: number;
  /** The server's CPU time per crawled page: what the machine's other work changes least. */
  cpuMsPerPage: number;
  /** One pet page, cached, at the crawler's 20 connections (autocannon). */
  cached: LoadResult;
  /** pagesPerSecond ÷ the cached page's req/s. */
  ratio: number;
  /** Peak RSS of a server started for this section alone. */
  memory: { peak: number };
}

/** The same sample in every run (mulberry32 from a fixed seed), so runs compare. */
function shuffled<T>(items: T[], seed = 9): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function fetchPage(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
      response.once("error", reject);
    }).once("error", reject);
  });
}

/** Each URL once, by `connections` workers taking the next one as each finishes. */
async function crawlOnce(base: string, paths: string[], connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const sent = performance.now();
        const status = await fetchPage(base + path, agent).catch(() => 0);
        times.push(performance.now() - sent);
        if (status !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = times.sort((a, b) => a - b);
  return {
    seconds,
    failed,
    p50: Math.round(median(sorted)),
    p99: Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0),
  };
}

/**
 * On a server just started: its page cache and catalogue cache have seen none of the pages. The
 * whole set (6,000 pets) would take minutes at tens of pages a second, so a fixed random sample
 * of `pageCount` is crawled; 20 pages outside it warm the code first (a crawl meets a running
 * server, not one that has not compiled its renderer yet).
 */
export async function crawl(
  base: string,
  server: Child,
  catalogue: BenchCatalogue,
  {
    pageCount,
    seconds,
    warmupSeconds,
  }: { pageCount: number; seconds: number; warmupSeconds: number },
): Promise<CrawlResult> {
  const order = shuffled(catalogue.listedPetIds).map((id) => `/pets/${id}`);
  const sample = order.slice(0, pageCount);
  await crawlOnce(base, order.slice(sample.length, sample.length + 20), CRAWL_CONNECTIONS);
  const pid = server.child.pid!;
  const cpuBefore = cpuTimeOf(pid);
  const crawled = await crawlOnce(base, sample, CRAWL_CONNECTIONS);
  const cpuMsPerPage = (cpuTimeOf(pid) - cpuBefore) / sample.length;
  const pagesPerSecond = Math.round(sample.length / crawled.seconds);
  const target = { url: base + sample[0], pid };
  if (warmupSeconds > 0) await run(target, warmupSeconds, CRAWL_CONNECTIONS);
  const cached = combine([await run(target, seconds, CRAWL_CONNECTIONS)]);
  const ratio = cached.rps ? pagesPerSecond / cached.rps : 0;
  console.log(
    `  crawl of ${sample.length} pet pages: ${pagesPerSecond} pages/s, p99 ${crawled.p99} ms, ${crawled.failed} failed; cached ${cached.rps} req/s, ratio ${ratio.toFixed(2)}`,
  );
  return {
    pages: sample.length,
    listed: order.length,
    seconds: Number(crawled.seconds.toFixed(1)),
    pagesPerSecond,
    p50: crawled.p50,
    p99: crawled.p99,
    failed: crawled.failed,
    cpuMsPerPage: Number(cpuMsPerPage.toFixed(1)),
    cached,
    ratio: Number(ratio.toFixed(3)),
    memory: { peak: memoryOf(pid).peak },
  };
}
