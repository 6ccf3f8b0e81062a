import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser, waitForMail } from "./support/accounts";

test.describe("the account's language follows the language switch", () => {
  test("signed in, switching to Nepali puts the next e-mail in Nepali", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const user = await newVerifiedUser(playwright, baseURL, {
      firstName: "Bimala",
      lastName: "Thapa",
    });
    await loginAs(page, user);
    await page.goto("/");

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/me/language") && response.request().method() === "PUT",
    );
    await page.getByRole("banner").getByText("नेपाली").click();
    expect((await saved).status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");

    // A password reset, asked from anywhere, now comes in Nepali.
    const asked = await page.request.post("/api/auth/request-password-reset", {
      data: { email: user.email, redirectTo: "/reset-password" },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(asked.status()).toBe(200);
    const mail = await waitForMail(user.email, /पासवर्ड रिसेट/);
    expect(mail.subject).toBe("आफ्नो Sathi पासवर्ड रिसेट गर्नुहोस्");
    expect(mail.text).toContain("नमस्ते Bimala,");
  });

  test("signed out, switching asks nothing of the server", async ({ page }) => {
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/me/language")) saves.push(request.method());
    });
    await page.goto("/");
    await page.getByRole("banner").getByText("नेपाली").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await page.getByRole("banner").getByText("English").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(saves).toEqual([]);
  });
});
