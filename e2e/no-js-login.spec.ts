import { DEMO } from "./support/accounts";
import { chooseLanguage } from "./support/language";
import { expect, test } from "./fixtures";

/**
 * With JavaScript off, or its files lost on a bad network, the login form is a plain form that
 * the server answers itself (POST /login, decision 045): in Nepali, on a phone.
 */

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await chooseLanguage(page, "ne");
});

test("the demo adopter logs in by e-mail and comes back where she was, signed in", async ({
  page,
}) => {
  await page.goto("/login?next=%2Fpets");
  await page.getByRole("textbox", { name: "इमेल" }).fill(DEMO.adopter.email);
  await page.getByLabel("पासवर्ड").fill(DEMO.adopter.password);
  await page.getByRole("button", { name: "लग इन", exact: true }).click();
  await expect(page).toHaveURL(/\/pets$/);
  await expect(page.getByRole("button", { name: "खाता मेनु" })).toBeVisible();
});

test("a wrong password comes back to the form, said in Nepali, the address kept", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "इमेल" }).fill(DEMO.adopter.email);
  await page.getByLabel("पासवर्ड").fill("not-the-password");
  await page.getByRole("button", { name: "लग इन", exact: true }).click();
  await expect(page.getByText("इमेल वा पासवर्ड मिलेन")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "इमेल" })).toHaveValue(DEMO.adopter.email);
  await expect(page.getByLabel("पासवर्ड")).toHaveValue("");
  expect(page.url()).not.toContain("not-the-password");
  await expect(page.getByRole("button", { name: "खाता मेनु" })).toBeHidden();
});

test("sign-up says it needs JavaScript, instead of a page not found", async ({ page }) => {
  await page.goto("/login?mode=signup");
  await page.getByRole("button", { name: "खाता बनाउनुहोस्" }).click();
  await expect(page).toHaveURL(/mode=signup/);
  await expect(page.getByText("यो फारम चलाउन JavaScript चाहिन्छ", { exact: false })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइन अप");
});
