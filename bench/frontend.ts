import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/chromium";

const CHROMIUM = findChromium() ?? "/usr/bin/chromium";

export interface PageBytes {
  page: string;
  /** gzip bytes (level 9) of every script and stylesheet the first view loads. */
  jsGzip: number;
  cssGzip: number;
  /** Image bytes as transferred, after scrolling through the whole page. */
  images: number;
}

export interface LighthouseResult {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** What a phone downloads for each page's first view (Lighthouse's mobile screen). */
export async function measureBytes(base: string, paths: string[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results: PageBytes[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const bytes = { js: 0, css: 0, images: 0 };
      const pending: Promise<void>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (!["script", "stylesheet", "image"].includes(type)) return;
        pending.push(
          response
            .body()
            .then(async (body) => {
              if (type === "image") {
                const sizes = await response.request().sizes();
                bytes.images += sizes.responseBodySize;
              } else bytes[type === "script" ? "js" : "css"] += gzipSync(body, { level: 9 }).length;
            })
            .catch(() => undefined),
        );
      });
      await page.goto(base + path, { waitUntil: "networkidle" });
      // Lazy images below the fold count too: a visitor scrolls through the first page.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      await Promise.all(pending);
      results.push({ page: path, jsGzip: bytes.js, cssGzip: bytes.css, images: bytes.images });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Lighthouse's default (mobile, simulated slow 4G) run on each page. */
export async function runLighthouse(base: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const path of paths) {
      const run = await lighthouse(base + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        page: path,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(metric("largest-contentful-paint")),
        tbtMs: Math.round(metric("total-blocking-time")),
        cls: Number(metric("cumulative-layout-shift").toFixed(3)),
      });
      console.log(`  Lighthouse ${path}: ${results.at(-1)!.score}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}
