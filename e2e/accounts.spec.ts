import { withSiteConfig } from "./support/site-config";
import { expectAccessible } from "./a11y";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  createUser,
  DEMO,
  GOOGLE,
  loginAs,
  mailsTo,
  uniqueEmail,
  verifyLinkIn,
  waitForMail,
} from "./support/accounts";
import { chooseLanguage } from "./support/language";
import { petWithPhotos } from "./support/pets";

test.describe("accounts", () => {
  test("sign up in the form, verify through the e-mail, see the avatar menu, log out", async ({
    page,
  }) => {
    const email = uniqueEmail("nima");
    await page.goto("/login");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
    await page.getByLabel("First name").fill("Nima");
    await page.getByLabel("Last name").fill("Sherpa");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("short");
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("himalayan-salt-9");
    await page.getByRole("button", { name: "Create an account" }).click();
    await expect(page.getByText("Email verification sent").first()).toBeVisible();

    const mail = await waitForMail(email, /Verify your e-mail/);
    await page.goto(mail.links.find((href) => href.includes("/verify-email"))!);
    await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel("Your password").fill("himalayan-salt-9");
    await page.getByRole("button", { name: "Confirm and log in" }).click();
    await expect(page.getByText("Your e-mail is verified")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(email);
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  });

  test.describe("with a refused attempt", () => {
    // The browser logs the refused sign-in (401) as a failed resource load.
    test.use({ allowConsoleErrors: [/status of 401/] });

    test("a wrong password shows the server's message; the right one logs in and goes home", async ({
      page,
      request,
    }) => {
      const user = await createUser(request);
      await page.goto("/login");
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill("not-my-password");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByText("Invalid email or password")).toBeVisible();

      await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByText("Success", { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    });
  });

  test("an admin lands on /admin and sees the Admin Panel entry", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(DEMO.admin.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.admin.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toBeVisible();
  });

  test("a signed-out visitor on /dashboard logs in and comes back to it", async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  });

  test("Google sign-in goes through the provider and comes back signed in", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Login with Google" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu")).toContainText(GOOGLE.email);
  });

  test("with Google sign-in configured, both Google buttons show under an 'or'", async ({
    page,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Login with Google" })).toBeVisible();
    await expect(page.getByText("or", { exact: true })).toBeVisible();
    await page.goto("/signUp");
    await expect(page.getByRole("button", { name: "Sign up with Google" })).toBeVisible();
  });

  test("without Google sign-in, neither Google button nor a lone 'or' shows, in either language", async ({
    page,
  }) => {
    // The server inlines the public settings into every page: serve them with Google turned off.
    await withSiteConfig(page, /^\/(login|signUp)$/i, (html) =>
      html.replace('"googleSignIn":true', '"googleSignIn":false'),
    );
    for (const path of ["/login", "/signUp"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: /Google/ })).toHaveCount(0);
      await expect(page.getByText("or", { exact: true })).toHaveCount(0);
    }
    await page.getByRole("banner").getByText("नेपाली").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइन अप");
    await expect(page.getByRole("button", { name: /गुगल/ })).toHaveCount(0);
    await expect(page.getByText("वा", { exact: true })).toHaveCount(0);
  });

  test("forgot password: the e-mailed link sets a new password that then works", async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The login form has an Email field too: fill the new page's, not the one leaving.
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible();

    const mail = await waitForMail(user.email, /Reset your/);
    await page.goto(mail.links.find((href) => href.includes("/reset-password/"))!);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page
      .getByRole("textbox", { name: "New password", exact: true })
      .fill("brand-new-password");
    await page.getByLabel("Repeat the new password").fill("brand-new-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("brand-new-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });

  test("/signUp opens the Sign Up side; the login screen is accessible in both languages", async ({
    page,
  }) => {
    await page.goto("/signUp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Up");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Login");
    await expectAccessible(page);
    await page.getByRole("banner").getByText("नेपाली").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("लग इन");
    // One word for logging in: the header's button says what the page's heading says.
    await expect(page.getByRole("banner").getByRole("link", { name: "लग इन" })).toBeVisible();
    await expectAccessible(page);
  });

  test.describe("deleting the account", () => {
    // The refused attempts (wrong password, then signing in after) are logged as failed loads.
    test.use({ allowConsoleErrors: [/status of 40[13]/] });

    test("from the Account tab, confirmed with the password: signed out and unable to log in again", async ({
      page,
      request,
    }) => {
      const user = await createUser(request);
      await loginAs(page, user);
      await page.goto("/dashboard?tab=account");
      await expect(page.getByText(user.email)).toBeVisible();
      await page.getByRole("button", { name: "Delete my account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account for good?" });
      await dialog.getByRole("button", { name: "Delete for good" }).click();
      await expect(dialog.getByText("Enter your password to confirm")).toBeVisible();
      await dialog.getByLabel("Your password").fill("not-my-password");
      await dialog.getByRole("button", { name: "Delete for good" }).click();
      await expect(dialog.getByText("The password is not right")).toBeVisible();
      await expectAccessible(page);

      await dialog.getByLabel("Your password").fill(user.password);
      await dialog.getByRole("button", { name: "Delete for good" }).click();
      await expect(page.getByText("Your account was deleted").first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();

      const signIn = await request.post("/api/auth/sign-in/email", {
        data: { email: user.email, password: user.password },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(signIn.status(), await signIn.text()).toBe(401);
    });
  });

  test.describe("back to the page she came from (next)", () => {
    const password = "himalayan-salt-9";

    async function signUpInForm(page: Page, email: string) {
      await page.getByRole("link", { name: "Sign up" }).click();
      await page.getByLabel("First name").fill("Asha");
      await page.getByLabel("Last name").fill("Gurung");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
      await page.getByRole("button", { name: "Create an account" }).click();
      await expect(page.getByText("Email verification sent").first()).toBeVisible();
    }

    async function confirm(page: Page, link: URL | string) {
      await page.goto(link.toString());
      await page.getByLabel("Your password").fill(password);
      await page.getByRole("button", { name: "Confirm and log in" }).click();
    }

    /** An account signed up through the API and never verified. */
    async function unverifiedUser(request: APIRequestContext, label: string) {
      const email = uniqueEmail(label);
      const response = await request.post("/api/auth/sign-up/email", {
        data: { email, password, name: "Pema Lama", firstName: "Pema", lastName: "Lama" },
      });
      expect(response.status(), await response.text()).toBe(200);
      await waitForMail(email, /Verify your e-mail/);
      return email;
    }

    test("a visitor taps 'Login to Adopt Pet', signs up, follows the mailed link, confirms and lands on that pet", async ({
      page,
      request,
    }) => {
      const pet = await petWithPhotos(request, 1);
      const email = uniqueEmail("asha");
      await page.goto(`/pets/${pet.id}`);
      await page
        .getByRole("link", { name: "Login to Adopt Pet" })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL(/\/login\?next=/);
      await signUpInForm(page, email);

      const link = verifyLinkIn(await waitForMail(email, /Verify your e-mail/));
      expect(link.searchParams.get("next")).toBe(`/pets/${pet.id}`);
      await confirm(page, link);
      await expect(page).toHaveURL(new RegExp(`/pets/${pet.id}$`));
      await expect(page.getByText("Your e-mail is verified")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pet.name);
      await expect(
        page.getByRole("button", { name: "Adopt", exact: true }).filter({ visible: true }).first(),
      ).toBeVisible();
    });

    test("a next that would leave the site is ignored, at sign-up and on the link", async ({
      page,
      baseURL,
    }) => {
      const email = uniqueEmail("evil");
      await page.goto(`/login?next=${encodeURIComponent("//evil.test/pets")}`);
      await signUpInForm(page, email);
      const link = verifyLinkIn(await waitForMail(email, /Verify your e-mail/));
      expect(link.searchParams.has("next")).toBe(false);

      link.searchParams.set("next", "/\\evil.test");
      await confirm(page, link);
      await expect(page.getByText("Your e-mail is verified")).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}/`);
    });

    test("Google sign-in started from /login?next= comes back to next", async ({
      page,
      request,
    }) => {
      const pet = await petWithPhotos(request, 1);
      await page.goto(`/login?next=/pets/${pet.id}`);
      await page.getByRole("button", { name: "Login with Google" }).click();
      await expect(page).toHaveURL(new RegExp(`/pets/${pet.id}$`));
      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    });

    test.describe("an unverified sign-in", () => {
      // The refused sign-in (403) and the refused resend (429) are logged as failed loads.
      // One pattern: Playwright reads a second array item as the option's settings.
      test.use({ allowConsoleErrors: [/status of (403|429)/] });

      test("says a new link went to the masked address; Resend sends one more, once; the link leads back to the pet", async ({
        page,
        request,
      }) => {
        const pet = await petWithPhotos(request, 1);
        const email = await unverifiedUser(request, "pema");
        const verifyMails = () => mailsTo(email, /Verify your e-mail/);
        await page.goto(`/login?next=/pets/${pet.id}`);
        await page.getByLabel("Email").fill(email);
        await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
        await page.getByRole("button", { name: "Login", exact: true }).click();
        await expect(page.getByText("We sent a new link to p…@example.test.")).toBeVisible();
        await expect(page.getByText("Email not verified")).toHaveCount(0);
        // Sign-up's e-mail, then the sign-in's fresh one, which carries next.
        await expect.poll(() => verifyMails().length).toBe(2);
        expect(verifyLinkIn(verifyMails()[1]!).searchParams.get("next")).toBe(`/pets/${pet.id}`);
        await expectAccessible(page);

        await page.getByRole("button", { name: "Resend" }).click();
        await expect(page.getByText("We sent another link to p…@example.test.")).toBeVisible();
        // Resting after a tap: a second tap cannot send another.
        await expect(page.getByRole("button", { name: "Sent" })).toBeDisabled();
        await expect.poll(() => verifyMails().length).toBe(3);
        const latest = verifyLinkIn(verifyMails()[2]!);
        expect(latest.searchParams.get("next")).toBe(`/pets/${pet.id}`);

        await confirm(page, latest);
        await expect(page).toHaveURL(new RegExp(`/pets/${pet.id}$`));
        await expect(page.getByText("Your e-mail is verified")).toBeVisible();
        expect(verifyMails()).toHaveLength(3);
      });

      test("in Nepali, a Resend refused as too many says to wait a minute", async ({
        page,
        request,
      }) => {
        const email = await unverifiedUser(request, "dawa");
        await chooseLanguage(page, "ne");
        await page.route("**/api/auth/send-verification-email", (route) =>
          route.fulfill({
            status: 429,
            json: { error: "Too many requests. Please try again later.", code: "AUTH_ERROR" },
          }),
        );
        await page.goto("/login");
        await page.getByLabel("इमेल").fill(email);
        await page.getByRole("textbox", { name: "पासवर्ड", exact: true }).fill(password);
        await page
          .locator("form")
          .getByRole("button")
          .filter({ hasText: /^लग ?इन$/ })
          .click();
        await expect(
          page.getByText("हामीले d…@example.testमा नयाँ लिङ्क पठायौँ।", { exact: false }),
        ).toBeVisible();
        await page.getByRole("button", { name: "फेरि पठाउनुहोस्" }).click();
        await expect(
          page.getByText("एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्", { exact: false }),
        ).toBeVisible();
        await expect(page.getByRole("button", { name: "फेरि पठाउनुहोस्" })).toBeDisabled();
      });
    });
  });
});
