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

export interface LighthouseResult {
  page: string;
  language?: Language;
  score: number;
  fcpMs?: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

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

/** Lighthouse's default (mobile, simulated slow 4G) run on each page, in each language. */
/**
 * One Lighthouse run. A trace that lost its navigation start (NO_NAVSTART) says nothing about
 * the page, only that Chromium's tracing missed it under load: that run is made again, twice at most.
 */
async function lighthouseRun(url: string, port: number, language: Language, attempt = 1) {
  // A header, not a cookie in the browser: Lighthouse clears the site's storage before a run.
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    extraHeaders: { Cookie: languageCookie(language) },
  });
  const lhr = run?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError?.code === "NO_NAVSTART" && attempt < 3) {
    return lighthouseRun(url, port, language, attempt + 1);
  }
  return lhr;
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
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const results: LighthouseResult[] = [];
  try {
    for (const language of LANGUAGES)
      for (const path of paths) {
        const lhr = await lighthouseRun(base + path, chrome.port, language);
        // A run that failed (say, no paint before its timeout) scores 0 and fails its targets.
        if (lhr.runtimeError)
          console.log(`  Lighthouse ${path} (${language}): ${lhr.runtimeError.code}`);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        results.push({
          page: path,
          language,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(metric("first-contentful-paint")),
          lcpMs: Math.round(metric("largest-contentful-paint")),
          tbtMs: Math.round(metric("total-blocking-time")),
          cls: Number(metric("cumulative-layout-shift").toFixed(3)),
        });
        console.log(`  Lighthouse ${path} (${language}): ${results.at(-1)!.score}`);
      }
  } finally {
    chrome.kill();
  }
  return results;
}
