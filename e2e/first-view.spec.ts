import { expect, test } from "@playwright/test";
import { FIRST_VIEW_BUDGET, firstView, PHONE } from "../bench/first-view";
import { petWithPhotos } from "./support/pets";

/**
 * The first view's weight, measured as the bench measures it (bench/first-view.ts) on every
 * build: script files and CSS against the budget. Script is held to what it has come down to,
 * which is still above the budget's 150 KB (docs/benchmark.md says by how much and why): a
 * change that adds to it fails here.
 */
// /pets is 174.2 KB since the app's words stopped needing i18next (decision 042); the budget's
// 150 KB needs the listing's filters drawn without Mantine's Box (docs/benchmark.md).
const SCRIPT_CEILING = 176 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const language of ["en", "ne"] as const) {
  test(`the first view of /, /pets and a pet's page keeps its budget (${language})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const pet = await petWithPhotos(request, 1);
    for (const path of ["/", "/pets", `/pets/${pet.id}`]) {
      // A fresh browser profile for each: an empty cache, as on a first visit.
      const context = await browser.newContext({ ...PHONE, baseURL });
      await context.addCookies([{ name: "sathi.lang", value: language, url: baseURL! }]);
      const view = await firstView(await context.newPage(), path);
      await context.close();
      const measured = `${path}: ${kb(view.js)} in ${view.jsFiles} scripts, ${kb(view.css)} CSS`;
      expect(view.jsFiles, measured).toBeGreaterThan(0);
      expect(view.jsFiles, measured).toBeLessThanOrEqual(FIRST_VIEW_BUDGET.scriptFiles);
      expect(view.css, measured).toBeLessThanOrEqual(FIRST_VIEW_BUDGET.cssBytes);
      expect(view.js, measured).toBeLessThanOrEqual(SCRIPT_CEILING);
    }
  });
}
