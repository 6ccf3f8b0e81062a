import { test as base, expect } from "@playwright/test";

/**
 * Every end-to-end test fails on a console error or an uncaught exception in the
 * page, unless the test declares the message as expected.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const problems: string[] = [];
    const isAllowed = (text: string) => allowConsoleErrors.some((pattern) => pattern.test(text));
    page.on("console", (message) => {
      if (message.type() === "error" && !isAllowed(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(`Uncaught: ${error.message}`));
    await use(page);
    expect(problems, "console errors in the page").toEqual([]);
  },
});

export { expect };
