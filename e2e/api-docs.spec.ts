import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, siteOrigin } from "./support/accounts";

/** An operation of the API docs, by method and exact path. */
const operation = (page: Page, method: string, path: string) =>
  page.locator(`.opblock-${method}`, { has: page.getByRole("link", { name: path, exact: true }) });

/**
 * Swagger UI draws only the operations near the viewport once there are many: the filter box
 * narrows them to the operation's tag, as a developer looking for it would.
 */
async function reveal(page: Page, tag: string, method: string, path: string) {
  await page.getByPlaceholder(/Filter by tag/).fill(tag);
  const block = operation(page, method, path);
  await expect(block).toBeVisible();
  return block;
}

async function tryItOut(page: Page, tag: string, method: string, path: string) {
  const block = await reveal(page, tag, method, path);
  const tryIt = block.getByRole("button", { name: "Try it out" });
  // The filter redraws the list a moment after typing: a click in between is lost, so open
  // the operation until it shows its button.
  await expect(async () => {
    if (!(await tryIt.isVisible())) await block.locator(".opblock-summary").click();
    await expect(tryIt).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await tryIt.click();
  await block.getByRole("button", { name: "Execute" }).click();
  return block;
}

test("the API docs run a public request against the site", async ({ page }) => {
  await page.goto("/api/docs");
  const block = await tryItOut(page, "System", "get", "/health");
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
  await expect(await reveal(page, "Sign-in", "post", "/auth/sign-in/email")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Authorize" }).first().click();
  const dialog = page.locator(".auth-container").filter({ hasText: "bearer" });
  await dialog.locator("input").fill(token);
  await dialog.getByRole("button", { name: "Apply credentials" }).click();
  await page.getByRole("button", { name: "Close", exact: true }).click();

  const block = await tryItOut(page, "Favourites", "get", "/favourites");
  await expect(block.locator(".live-responses-table tbody .response-col_status")).toHaveText("200");
  await expect(block.locator(".curl-command")).toContainText("Authorization: Bearer");
});
