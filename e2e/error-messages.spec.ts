import { expect, test } from "./fixtures";
import { createUser, loginAs, uniqueEmail } from "./support/accounts";
import { chooseLanguage } from "./support/language";

test.describe("the server's refusals, in the reader's language", () => {
  // The browser logs each refused request as a failed resource load.
  test.use({ allowConsoleErrors: [/status of 40\d/] });

  test("a wrong password is said in Nepali to a Nepali reader, in English to an English one", async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await chooseLanguage(page, "ne");
    await page.goto("/login");
    await page.getByLabel("इमेल").fill(user.email);
    await page.getByRole("textbox", { name: "पासवर्ड", exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "लग इन", exact: true }).click();
    // Said once, in the form above the button, not in a toast at the screen's edge.
    await expect(page.locator("form").getByRole("alert")).toHaveText("इमेल वा पासवर्ड मिलेन");
    await expect(page.getByText("इमेल वा पासवर्ड मिलेन")).toHaveCount(1);
    await expect(page.getByText("Invalid email or password")).toHaveCount(0);

    await chooseLanguage(page, "en");
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-my-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
  });

  test("a wrong password when deleting the account is said in Nepali", async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await chooseLanguage(page, "ne");
    await loginAs(page, user);
    await page.goto("/dashboard?tab=account");
    await page.getByRole("button", { name: "मेरो खाता मेटाउनुहोस्" }).click();
    const dialog = page.getByRole("dialog", { name: "खाता सधैँका लागि मेटाउने?" });
    await dialog.getByLabel("तपाईंको पासवर्ड").fill("not-my-password");
    await dialog.getByRole("button", { name: "सधैँका लागि मेटाउनुहोस्" }).click();
    await expect(dialog.getByText("पासवर्ड मिलेन।")).toBeVisible();
    await expect(page.getByText("The password is not right")).toHaveCount(0);
  });
});

test("a sign-up's success is said once, on the page, not again in a toast", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign up" }).click();
  await page.getByLabel("First name").fill("Pema");
  await page.getByLabel("Last name").fill("Lama");
  await page.getByLabel("Email").fill(uniqueEmail("pema"));
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("himalayan-salt-9");
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByText("Email verification sent").first()).toBeVisible();
  // The loading toast has gone rather than turned into a second 'Email verification sent'.
  await expect(page.getByText("Signing Up!")).toHaveCount(0);
  await expect(page.getByText("Email verification sent")).toHaveCount(1);
});
