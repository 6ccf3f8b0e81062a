import { E2E_DEV_PORT } from "../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The first-view components and their Mantine twins (ui/first-view/specimen-page.tsx), held by
 * screenshots: a change to either look shows here (docs/decisions/043-first-view-without-mantine.md).
 * The page is served in development only, by the Vite dev server playwright.config.ts starts.
 */
const specimen = `http://127.0.0.1:${E2E_DEV_PORT}/dev/specimen`;

for (const width of [390, 1280]) {
  test(`each first-view component looks as it did, beside its Mantine twin (${width} px)`, async ({
    page,
  }) => {
    // The dev server compiles the page's modules on their first request.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(specimen);
    await page.evaluate(() => document.fonts.ready);
    // The site's sticky header would stay at the top of the window over each section's top rows
    // as the full section is captured: it keeps its place above the page instead.
    await page.addStyleTag({ content: "header { position: static !important; }" });
    for (const twin of ["first-view", "mantine"]) {
      const section = page.locator(`[data-twin="${twin}"]`);
      await expect(section.getByRole("heading", { name: "Title 1" })).toBeVisible({
        timeout: 90_000,
      });
      // Anti-aliasing differs a little with the machine's load; a changed look is far more.
      await expect(section).toHaveScreenshot(`${twin}-${width}.png`, {
        maxDiffPixelRatio: 0.01,
        animations: "disabled",
        caret: "hide",
      });
    }
  });
}
