import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on serious or critical axe-core violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
      // What the element is and why it fails, so a report names it without a rerun.
      nodes: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.html.slice(0, 160)}: ${node.failureSummary}`),
    }));
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}
