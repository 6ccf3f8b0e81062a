import { chromium, type Browser } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { firstView, PHONE } from "./first-view";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/chromium";

const CHROMIUM = findChromium() ?? "/usr/bin/chromium";

export type Language = "en" | "ne";
export const LANGUAGES: Language[] = ["en", "ne"];

/** How the bench asks for a language: the language switch's cookie, which the server reads. */
const languageCookie = (language: Language) => `sathi.lang=${language}`;

export interface PageBytes {
  page: string;
  language?: Language;
  /** gzip bytes (level 9) of every script and stylesheet the first view loads. */
  jsGzip: number;
  /** How many script files the first view loads (each one a request on a slow phone). */
  jsFiles?: number;
  cssGzip: number;
  /** Image bytes as transferred, after scrolling through the whole page. */
  images: number;
}

/** One Lighthouse run's figures, as its report (LHR) gives them. */
export interface LighthouseRun {
  score: number;
  fcpMs?: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed (LHR environment): compare machines by it. */
  benchmarkIndex?: number;
  runtimeError?: string;
}

/** The median run of a page in a language (by score), and every run. */
export interface LighthouseResult extends LighthouseRun {
  page: string;
  language?: Language;
  runs?: LighthouseRun[];
}

/** Runs per page and language, as a careful independent check makes: one run varies too much. */
export const LIGHTHOUSE_RUNS = 3;

/** What a phone downloads for each page's first view (Lighthouse's mobile screen), in each language. */
export async function measureBytes(base: string, paths: string[]): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results: PageBytes[] = [];
  try {
    for (const language of LANGUAGES)
      for (const path of paths) {
        results.push(await measurePage(browser, base, path, language));
      }
  } finally {
    await browser.close();
  }
  return results;
}

async function measurePage(
  browser: Browser,
  base: string,
  path: string,
  language: Language,
): Promise<PageBytes> {
  const context = await browser.newContext(PHONE);
  await context.addCookies([{ name: "sathi.lang", value: language, url: base }]);
  const page = await context.newPage();
  // Lazy images below the fold count too: a visitor scrolls through the first page.
  const view = await firstView(page, base + path, () =>
    page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  await context.close();
  return {
    page: path,
    language,
    jsGzip: view.js,
    jsFiles: view.jsFiles,
    cssGzip: view.css,
    images: view.images,
  };
}

/**
 * One Lighthouse run as its CLI makes it with no options: a Chromium of its own (launched by
 * chrome-launcher with its default flags), the default config (mobile, simulated slow 4G and a
 * 4× slower CPU). Only two things are added: headless without a sandbox, which a machine with no
 * display run as root needs, and the Nepali cookie (a header: Lighthouse clears the site's
 * storage before a run); only the performance category is gathered, which changes no metric, as
 * the other categories' audits run after the trace. A trace that lost its navigation start
 * (NO_NAVSTART) says nothing about the page, only that Chromium's tracing missed it under load:
 * that run is made again, twice at most.
 */
async function lighthouseRun(url: string, language: Language, attempt = 1) {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox"],
  });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(language === "en" ? {} : { extraHeaders: { Cookie: languageCookie(language) } }),
    });
    const lhr = run?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError?.code === "NO_NAVSTART" && attempt < 3) {
      return lighthouseRun(url, language, attempt + 1);
    }
    return lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * A phone has a Devanagari font (Android's Noto Sans Devanagari); a machine without one paints
 * Nepali as missing-glyph boxes until the web font arrives, and Lighthouse counts the shift.
 */
function warnWithoutDevanagariFont() {
  let fonts = "";
  try {
    fonts = execFileSync("fc-list", [":lang=ne"], { encoding: "utf8" });
  } catch {
    // No fontconfig: say so below, as for no font.
  }
  if (!fonts.trim()) {
    console.warn(
      "  No Devanagari font on this machine: Nepali CLS will count missing-glyph boxes a phone never shows (apt-get install fonts-noto-core).",
    );
  }
}

export async function runLighthouse(base: string, paths: string[]): Promise<LighthouseResult[]> {
  warnWithoutDevanagariFont();
  const results: LighthouseResult[] = [];
  for (const language of LANGUAGES)
    for (const path of paths) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const lhr = await lighthouseRun(base + path, language);
        // A run that failed (say, no paint before its timeout) scores 0 and fails its targets.
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(metric("first-contentful-paint")),
          lcpMs: Math.round(metric("largest-contentful-paint")),
          tbtMs: Math.round(metric("total-blocking-time")),
          cls: Number(metric("cumulative-layout-shift").toFixed(3)),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
        });
      }
      // Ties in score go by TBT, so the median run's figures are those of one real run.
      const sorted = [...runs].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs);
      const median = sorted[sorted.length >> 1]!;
      results.push({ page: path, language, ...median, runs });
      console.log(
        `  Lighthouse ${path} (${language}): ${runs.map((run) => `${run.score} (TBT ${run.tbtMs} ms, benchmarkIndex ${run.benchmarkIndex}${run.runtimeError ? `, ${run.runtimeError}` : ""})`).join(", ")}`,
      );
    }
  return results;
}
