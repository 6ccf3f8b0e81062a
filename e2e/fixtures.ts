import { test as base, expect } from "@playwright/test";

/**
 * Every end-to-end test fails on a console error or an uncaught exception in the
 * page, unless the test declares the message as expected.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors, javaScriptEnabled, baseURL }, use) => {
    const problems: string[] = [];
    const isAllowed = (text: string) => allowConsoleErrors.some((pattern) => pattern.test(text));
    page.on("console", (message) => {
      if (message.type() === "error" && !isAllowed(message.text())) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(`Uncaught: ${error.message}`));
    // A page comes from the server drawn but not yet live: a tap before React has taken it
    // over would be lost, as it would for a person (decision 034). Wait until it is live.
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      const isPage =
        response !== null &&
        new URL(response.url()).origin === new URL(baseURL!).origin &&
        // The API's own pages (its docs) are not the app.
        !new URL(response.url()).pathname.startsWith("/api/") &&
        (response.headers()["content-type"]?.startsWith("text/html") ?? false);
      if (isPage && javaScriptEnabled) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      return response;
    };
    await use(page);
    expect(problems, "console errors in the page").toEqual([]);
  },
});

export { expect };
