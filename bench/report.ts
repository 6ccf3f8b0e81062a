import type { ApiResult } from "./api-load";
import type { LighthouseResult, PageBytes } from "./frontend";

export interface BenchResults {
  date: string;
  machine: { cpus: number; node: string };
  settings: { connections: number; seconds: number; warmupSeconds: number };
  api: Record<string, ApiResult>;
  frontend?: { bytes: PageBytes[]; lighthouse: LighthouseResult[] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function apiTable(name: string, result: ApiResult): string {
  const rows = result.routes.map(({ route, ours, ceiling, ratio }) => {
    const failures = ours.errors + ours.non2xx;
    return `| ${route} | ${ours.rps} | ${ours.p50} | ${ours.p99} | ${ceiling?.rps ?? "–"} | ${
      ratio === undefined ? "–" : ratio.toFixed(2)
    } | ${failures} |`;
  });
  return [
    `**API on ${name}** (RSS after warm-up ${result.memory.afterWarmup} MB, after load ${result.memory.afterLoad} MB, peak ${result.memory.peak} MB)`,
    "",
    "| Route | req/s | p50 ms | p99 ms | ceiling req/s | ours ÷ ceiling | errors + non-2xx |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

export function toMarkdown(results: BenchResults): string {
  const parts = [
    `Run ${results.date}, Node ${results.machine.node}, ${results.machine.cpus} CPUs, ${results.settings.connections} connections, ${results.settings.seconds} s per route.`,
    ...Object.entries(results.api).map(([name, result]) => apiTable(name, result)),
  ];
  if (results.frontend) {
    const { bytes, lighthouse } = results.frontend;
    parts.push(
      [
        "**Front end** (mobile)",
        "",
        "| Page | JS gzip | CSS gzip | images | Lighthouse | LCP | TBT | CLS |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ...bytes.map((page, i) => {
          const lh = lighthouse[i]!;
          return `| ${page.page} | ${kb(page.jsGzip)} | ${kb(page.cssGzip)} | ${kb(page.images)} | ${lh.score} | ${(lh.lcpMs / 1000).toFixed(2)} s | ${lh.tbtMs} ms | ${lh.cls} |`;
        }),
      ].join("\n"),
    );
  }
  return parts.join("\n\n");
}
