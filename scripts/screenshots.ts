// Screenshots of pages at phone and desktop widths, for looking at what was built.
// Usage: npx tsx scripts/screenshots.ts http://127.0.0.1:3000 / /pets /faq  [--lang=ne]
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./chromium";

const [base = "http://127.0.0.1:3000", ...rest] = process.argv.slice(2);
const language = rest.find((arg) => arg.startsWith("--lang="))?.slice(7) ?? "en";
const paths = rest.filter((arg) => !arg.startsWith("--"));
const out = "test-results/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS,
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  await page.addInitScript((lang) => localStorage.setItem("sathi.language", lang), language);
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "_"}-${language}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await page.close();
}
await browser.close();
