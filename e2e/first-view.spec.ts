import { expect, test } from "@playwright/test";
import { FIRST_VIEW_BUDGET, firstView, PHONE } from "../bench/first-view";
import { petWithPhotos } from "./support/pets";

/**
 * The first view's weight, measured as the bench measures it (bench/first-view.ts) on every
 * build: script bytes and files and CSS against the budget. A component that brings Mantine
 * into a first view (decision 043) fails here.
 */

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
      expect(view.js, measured).toBeLessThanOrEqual(FIRST_VIEW_BUDGET.scriptBytes);
    }
  });
}
