// Screenshots of pages at phone and desktop widths, for looking at what was built.
// Usage: npx tsx scripts/screenshots.ts http://127.0.0.1:3000 / /pets /faq  [--lang=ne] [--no-js] [--out=DIR] [--as=EMAIL]
// --no-js: the server's HTML as it is, with JavaScript off (files named …-nojs-…).
// --as: signed in as this demo account (its password is the demo seed's).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { DEMO_PASSWORD } from "../src/server/db/seed/demo-data";
import { CHROMIUM_FLAGS, findChromium } from "./chromium";

const [base = "http://127.0.0.1:3000", ...rest] = process.argv.slice(2);
const language = rest.find((arg) => arg.startsWith("--lang="))?.slice(7) ?? "en";
const hasScripts = !rest.includes("--no-js");
const paths = rest.filter((arg) => !arg.startsWith("--"));
const out = rest.find((arg) => arg.startsWith("--out="))?.slice(6) ?? "test-results/screenshots";
const signedInAs = rest.find((arg) => arg.startsWith("--as="))?.slice(5);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: CHROMIUM_FLAGS,
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 900 },
    javaScriptEnabled: hasScripts,
  });
  // The language switch's cookie: the server renders the page in it.
  await context.addCookies([{ name: "sathi.lang", value: language, url: base }]);
  if (signedInAs) {
    const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: signedInAs, password: DEMO_PASSWORD },
      headers: { origin: base },
    });
    if (!signIn.ok()) throw new Error(`Signing in as ${signedInAs}: ${signIn.status()}`);
  }
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "_"}-${language}${hasScripts ? "" : "-nojs"}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(`${out}/${name}`);
  }
  await context.close();
}
await browser.close();
