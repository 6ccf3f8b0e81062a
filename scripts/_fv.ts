import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
const base = "http://localhost:4599";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const pets = await (await fetch(`${base}/api/pets?limit=1`)).json();
const id = (pets.items ?? pets.data ?? pets)[0].id;
for (const lang of ["en","ne"]) for (const path of ["/", "/pets", `/pets/${id}`]) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await ctx.addCookies([{ name: "sathi.lang", value: lang, url: base }]);
  const page = await ctx.newPage();
  const files: [string, number][] = [];
  const pend: Promise<void>[] = [];
  page.on("response", (r) => { const t = r.request().resourceType(); if (t !== "script" && t!=="stylesheet") return;
    pend.push(r.body().then((b) => { files.push([t[0]+" "+r.url().replace(base, ""), gzipSync(b, { level: 9 }).length]); }).catch(() => {})); });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await Promise.all(pend);
  const js = files.filter(f=>f[0][0]==="s").reduce((a, f) => a + f[1], 0);
  console.log(`\n${lang} ${path}: js ${(js/1024).toFixed(1)} KB`);
  for (const f of files.sort((a,b)=>b[1]-a[1])) console.log(`  ${(f[1]/1024).toFixed(1).padStart(6)} ${f[0]}`);
  await ctx.close();
}
await browser.close();
