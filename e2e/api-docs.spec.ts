import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, siteOrigin } from "./support/accounts";

/** An operation of the API docs, by method and exact path. */
const operation = (page: Page, method: string, path: string) =>
  page.locator(`.opblock-${method}`, { has: page.getByRole("link", { name: path, exact: true }) });

/**
 * Swagger UI draws only the operations near the viewport once there are many: from the top,
 * scroll down until this one is drawn.
 */
async function reveal(page: Page, method: string, path: string) {
  const block = operation(page, method, path);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(
      async () => {
        if ((await block.count()) > 0) return true;
        await page.mouse.wheel(0, 700);
        return false;
      },
      { timeout: 30_000, intervals: [100], message: `${method} ${path} drawn` },
    )
    .toBe(true);
  return block;
}

async function tryItOut(page: Page, method: string, path: string) {
  const block = await reveal(page, method, path);
  await block.locator(".opblock-summary").click();
  await block.getByRole("button", { name: "Try it out" }).click();
  await block.getByRole("button", { name: "Execute" }).click();
  return block;
}

test("the API docs run a public request against the site", async ({ page }) => {
  await page.goto("/api/docs");
  const block = await tryItOut(page, "get", "/health");
  await expect(block.locator(".request-url")).toContainText(`${siteOrigin()}/api/health`);
  await expect(block.locator(".live-responses-table tbody .response-col_status")).toHaveText("200");
});

test("the API docs run a signed-in request with the bearer token from sign-in", async ({
  page,
}) => {
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: DEMO.adopter,
    headers: { origin: siteOrigin() },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };

  await page.goto("/api/docs");
  // The sign-in route itself is described, with the token it answers.
  await expect(await reveal(page, "post", "/auth/sign-in/email")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Authorize" }).first().click();
  const dialog = page.locator(".auth-container").filter({ hasText: "bearer" });
  await dialog.locator("input").fill(token);
  await dialog.getByRole("button", { name: "Apply credentials" }).click();
  await page.getByRole("button", { name: "Close", exact: true }).click();

  const block = await tryItOut(page, "get", "/favourites");
  await expect(block.locator(".live-responses-table tbody .response-col_status")).toHaveText("200");
  await expect(block.locator(".curl-command")).toContainText("Authorization: Bearer");
});
