import type { ApiResult } from "./api-load";
import type { LighthouseResult, PageBytes } from "./frontend";
import { checksTable, type Check } from "./targets";

export interface BenchResults {
  date: string;
  machine: { cpus: number; node: string };
  settings: { connections: number; seconds: number; sliceSeconds?: number; warmupSeconds: number };
  api: Record<string, ApiResult>;
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

export function toMarkdown(results: BenchResults): string {
  const { connections, seconds, sliceSeconds } = results.settings;
  const slices = sliceSeconds ? `, in turns with the ceiling, ${sliceSeconds} s at a time` : "";
  const parts = [
    `Run ${results.date}, Node ${results.machine.node}, ${results.machine.cpus} CPUs, ${connections} connections, ${seconds} s per route and server${slices}.`,
    ...Object.entries(results.api).map(([name, result]) => apiTable(name, result)),
  ];
  if (results.frontend) {
    const { bytes, lighthouse } = results.frontend;
    parts.push(
      [
        "**Front end** (mobile)",
        "",
        "| Page | Language | JS gzip | JS files | CSS gzip | images | Lighthouse | FCP | LCP | TBT | CLS |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ...bytes.map((page) => {
          const lh = lighthouse.find(
            (run) => run.page === page.page && run.language === page.language,
          );
          const seconds = (ms: number | undefined) =>
            ms === undefined ? "–" : `${(ms / 1000).toFixed(2)} s`;
          return `| ${page.page} | ${page.language ?? "en"} | ${kb(page.jsGzip)} | ${page.jsFiles ?? "–"} | ${kb(page.cssGzip)} | ${kb(page.images)} | ${lh?.score ?? "–"} | ${seconds(lh?.fcpMs)} | ${seconds(lh?.lcpMs)} | ${lh ? `${lh.tbtMs} ms` : "–"} | ${lh?.cls ?? "–"} |`;
        }),
      ].join("\n"),
    );
  }
  if (results.checks) parts.push(["**Targets**", "", checksTable(results.checks)].join("\n"));
  return parts.join("\n\n");
}
