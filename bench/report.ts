import type { ApiResult } from "./api-load";
import { CRAWL_CONNECTIONS, type CrawlResult } from "./crawl";
import type { LighthouseResult, PageBytes } from "./frontend";
import { checksTable, type Check } from "./targets";
import type { WritesResult } from "./writes-meanwhile";

export interface BenchResults {
  date: string;
  machine: { cpus: number; node: string };
  settings: {
    connections: number;
    seconds: number;
    sliceSeconds?: number;
    warmupSeconds: number;
    /** The sections run (docs/benchmark.md); all when absent. */
    sections?: string[];
  };
  api: Record<string, ApiResult>;
  /** Reads while a store edits a pet, per database. */
  writes?: Record<string, WritesResult>;
  /** A crawl of pet pages the server has not seen, per database. */
  crawl?: Record<string, CrawlResult>;
  frontend?: { bytes: PageBytes[]; lighthouse: LighthouseResult[] };
  checks?: Check[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function apiTable(name: string, result: ApiResult): string {
  const rows = result.routes.map(({ route, ours, ceiling, ratio }) => {
    const failures = ours.errors + ours.non2xx;
    const cpuRatio = ours.cpuUs && ceiling?.cpuUs ? (ceiling.cpuUs / ours.cpuUs).toFixed(2) : "–";
    return `| ${route} | ${ours.rps} | ${ours.p50} | ${ours.p99} | ${ceiling?.rps ?? "–"} | ${
      ratio === undefined ? "–" : ratio.toFixed(2)
    } | ${ours.cpuUs ?? "–"} | ${ceiling?.cpuUs ?? "–"} | ${cpuRatio} | ${failures} |`;
  });
  return [
    `**API on ${name}** (RSS after warm-up ${result.memory.afterWarmup} MB, after load ${result.memory.afterLoad} MB, peak ${result.memory.peak} MB)`,
    "",
    "| Route | req/s | p50 ms | p99 ms | ceiling req/s | ours ÷ ceiling | CPU µs/req | ceiling CPU µs/req | ceiling CPU ÷ ours | errors + non-2xx |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

function writesTable(name: string, result: WritesResult): string {
  const rows = result.rows.map(({ page, editing, ours, ratio, edits }) => {
    const made = edits ? `${edits.perSecond}/s (${edits.failed} failed), ${edits.p50Ms} ms` : "–";
    return `| ${page} | ${editing} | ${ours.rps} | ${ratio === undefined ? "–" : ratio.toFixed(2)} | ${ours.p50} | ${ours.p99} | ${ours.cpuUs ?? "–"} | ${made} | ${ours.errors + ours.non2xx} |`;
  });
  return [
    `**Reads while a store edits a pet, ${name}** (pet ${result.editedPetId}, newest, on \`/\` and \`/pets\`, edited by its store's owner through \`PATCH /api/pets/{id}\`; anonymous HTML reads, the editings in turns; server peak RSS ${result.memory.peak} MB)`,
    "",
    "| Page | Edits | req/s | ÷ no writes | p50 ms | p99 ms | CPU µs/req | edits made, median time | errors + non-2xx |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

function crawlTable(crawls: Record<string, CrawlResult>): string {
  const rows = Object.entries(crawls).map(
    ([name, crawl]) =>
      `| ${name} | ${crawl.pages} of ${crawl.listed} | ${crawl.seconds} s | ${crawl.pagesPerSecond} | ${crawl.p50} | ${crawl.p99} | ${crawl.failed} | ${crawl.cpuMsPerPage} | ${crawl.cached.rps} | ${crawl.cached.cpuUs ?? "–"} | ${crawl.ratio.toFixed(2)} | ${crawl.memory.peak} MB |`,
  );
  return [
    `**Crawl of pet pages the server has not seen** (a fixed random sample of the listed pets' pages, each once, ${CRAWL_CONNECTIONS} connections, anonymous, on a server just started; the cached figure is one pet page at the same ${CRAWL_CONNECTIONS} connections)`,
    "",
    "| Database | pages | took | pages/s | p50 ms | p99 ms | not 200 | CPU ms/page | cached pet page req/s | cached CPU µs/req | crawl ÷ cached | peak RSS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

export function toMarkdown(results: BenchResults): string {
  const { connections, seconds, sliceSeconds, sections } = results.settings;
  const slices = sliceSeconds ? `, in turns with the ceiling, ${sliceSeconds} s at a time` : "";
  const which = sections ? ` Sections: ${sections.join(", ")}.` : "";
  const parts = [
    `Run ${results.date}, Node ${results.machine.node}, ${results.machine.cpus} CPUs, ${connections} connections, ${seconds} s per route and server${slices}.${which}`,
    ...Object.entries(results.api).map(([name, result]) => apiTable(name, result)),
    ...Object.entries(results.writes ?? {}).map(([name, result]) => writesTable(name, result)),
  ];
  if (results.crawl) parts.push(crawlTable(results.crawl));
  if (results.frontend?.bytes.length) {
    parts.push(
      [
        "**Front end** (first view at Lighthouse's phone size)",
        "",
        "| Page | Language | JS gzip | JS files | CSS gzip | images |",
        "| --- | --- | ---: | ---: | ---: | ---: |",
        ...results.frontend.bytes.map(
          (page) =>
            `| ${page.page} | ${page.language ?? "en"} | ${kb(page.jsGzip)} | ${page.jsFiles ?? "–"} | ${kb(page.cssGzip)} | ${kb(page.images)} |`,
        ),
      ].join("\n"),
    );
  }
  if (results.frontend?.lighthouse.length) {
    parts.push(lighthouseTable(results.frontend.lighthouse));
  }
  if (results.checks) parts.push(["**Targets**", "", checksTable(results.checks)].join("\n"));
  return parts.join("\n\n");
}

function lighthouseTable(pages: LighthouseResult[]): string {
  const seconds = (ms: number | undefined) =>
    ms === undefined ? "–" : `${(ms / 1000).toFixed(2)} s`;
  const rows = pages.map((page) => {
    const runs = page.runs ?? [page];
    return `| ${page.page} | ${page.language ?? "en"} | ${page.score} | ${seconds(page.fcpMs)} | ${seconds(page.lcpMs)} | ${page.tbtMs} ms | ${page.cls} | ${runs.map((run) => `${run.score}${run.runtimeError ? ` (${run.runtimeError})` : ""}`).join(", ")} | ${runs.map((run) => `${run.tbtMs}`).join(", ")} | ${runs.map((run) => run.benchmarkIndex ?? "–").join(", ")} |`;
  });
  return [
    "**Lighthouse** (12, its CLI's defaults: mobile, simulated slow 4G and 4× CPU slowdown; a fresh headless Chromium per run; the median run of each page by score)",
    "",
    "| Page | Language | score | FCP | LCP | TBT | CLS | each run's score | each run's TBT ms | each run's benchmarkIndex |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}
