import jsQR from "jsqr";
import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { CONTENT_PAGES as PAGES } from "./content-pages";
import { expect, test } from "./fixtures";
import { chooseLanguage } from "./support/language";

// The wallet IDs playwright.config.ts gives the server (ESEWA_ID, KHALTI_ID).
const WALLETS = { eSewa: "9801234567", Khalti: "9807654321" } as const;

const main = (page: Page) => page.getByRole("main");
const description = (page: Page) =>
  page.locator('meta[name="description"]').getAttribute("content");

async function switchToNepali(page: Page) {
  await page.getByRole("banner").getByText("नेपाली").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
}

/** Decodes the QR code as the browser drew it, from a screenshot of the element. */
async function decodeQr(element: Locator): Promise<string | undefined> {
  const png = await element.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(`${request.method()} ${request.url()}`));
  return urls;
}

test.describe("content pages in English and Nepali", () => {
  // /no/such/page is a 404, which the browser logs.
  test.use({ viewport: { width: 1280, height: 900 }, allowConsoleErrors: [/status of 404/] });

  for (const content of PAGES) {
    test(`${content.path} shows its content, turns Nepali and passes axe`, async ({ page }) => {
      await page.goto(content.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.h1);
      for (const name of content.headings) {
        await expect(main(page).getByRole("heading", { name, exact: true })).toBeVisible();
      }
      await expect(page).toHaveTitle(`${content.title} · Sathi`);
      const englishDescription = await description(page);
      await expectAccessible(page);

      await switchToNepali(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.nepali.h1);
      await expect(
        main(page).getByRole("heading", { name: content.nepali.heading, exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${content.nepali.title} · Sathi`);
      expect(await description(page)).not.toBe(englishDescription);
      // No English left over in the page's own content (names and IDs aside).
      await expect(main(page)).not.toContainText(content.h1);
      await expectAccessible(page);
    });
  }

  test("/aboutus and /fullblogs are the same pages as /aboutUs and /fullBlogs", async ({
    page,
  }) => {
    await page.goto("/aboutus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await page.goto("/fullblogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogs");
  });

  test("Nepali text is drawn with the app's own Devanagari font", async ({ page }) => {
    await page.goto("/faq");
    await switchToNepali(page);
    await page.evaluate(() => document.fonts.ready);
    const font = await page.evaluate(() => ({
      isLoaded: document.fonts.check('700 16px "Noto Sans Devanagari"', "प्रश्न"),
      family: getComputedStyle(document.querySelector("h1")!).fontFamily,
    }));
    expect(font.isLoaded).toBe(true);
    expect(font.family).toMatch(/^"Noto Sans Devanagari"/);
  });
});

test.describe("home page", () => {
  test("the plan cards link to the pets and the contact page", async ({ page }) => {
    await page.goto("/");
    await expect(main(page).getByRole("link", { name: "Browse", exact: true })).toHaveAttribute(
      "href",
      "/pets",
    );
    await expect(
      main(page).getByRole("link", { name: "Fill the form and leave contacts" }),
    ).toHaveAttribute("href", "/contactus");
    await expect(main(page).getByRole("link", { name: "Get called for adoption" })).toHaveAttribute(
      "href",
      "/pets",
    );
  });

  test("the blog teaser promises no more than the blog has: no Read more, one link to all posts", async ({
    page,
  }) => {
    // The posts are excerpts only (/fullblogs shows the same text), so a card has nothing to open.
    await page.goto("/");
    const teaser = main(page).getByRole("region", { name: "From our blog" });
    await expect(teaser.getByRole("heading", { name: /street dog|adult cats/ })).toHaveCount(2);
    await expect(teaser).not.toContainText("Read more");
    await expect(teaser.getByRole("link")).toHaveCount(1);
    await teaser.getByRole("link", { name: "All blog posts" }).click();
    await expect(page).toHaveURL(/\/fullblogs$/);
    await page.getByRole("banner").getByText("नेपाली").click();
    await page.goto("/");
    const nepali = main(page).getByRole("region", { name: "हाम्रो ब्लगबाट" });
    await expect(nepali.getByRole("link")).toHaveCount(1);
    await expect(nepali.getByRole("link", { name: "सबै ब्लग पोस्ट" })).toHaveAttribute(
      "href",
      "/fullblogs",
    );
  });

  test("a donation section leads to /donate, in both languages", async ({ page }) => {
    await page.goto("/");
    const donate = main(page).getByRole("region", { name: "Can't adopt? You can still help" });
    await donate.getByRole("link", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await page.getByRole("banner").getByText("नेपाली").click();
    await page.goto("/");
    const nepali = main(page).getByRole("region", { name: "धर्मपुत्र लिन सक्नुहुन्न? तैपनि सघाउन सक्नुहुन्छ" });
    await expect(nepali.getByRole("link", { name: "दान गर्नुहोस्" })).toHaveAttribute(
      "href",
      "/donate",
    );
  });
});

test.describe("about page", () => {
  test("introduces a team of five and three Happy Tails, and leads to /donate", async ({
    page,
  }) => {
    await page.goto("/aboutus");
    const team = main(page).getByRole("list").filter({ hasText: "Founder and Director" });
    await expect(team.getByRole("listitem")).toHaveCount(5);
    await expect(team).toContainText("Dr. Ramesh Tamang");
    await expect(team).toContainText("Head Veterinarian");
    await expect(main(page).getByRole("article")).toHaveCount(3);
    await main(page).getByRole("link", { name: "Donate Now" }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donate Us");
  });
});

test.describe("donate page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [wallet, id] of Object.entries(WALLETS)) {
    test(`the ${wallet} dialog shows a scannable QR code of the configured ID`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto("/donate");
      const opener = main(page).getByRole("button", { name: `${wallet} QR code` });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: `Donate with ${wallet}` });
      await expect(dialog).toBeVisible();
      const qr = dialog.getByRole("img", { name: `QR code for ${wallet} ID ${id}` });
      expect(await decodeQr(qr)).toBe(id);
      await expect(dialog.getByTestId("wallet-id")).toHaveText(id);

      await dialog.getByRole("button", { name: "Copy ID" }).click();
      await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
      await expectAccessible(page);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }
});

test.describe("blogs page", () => {
  test("lists eight posts by Admin with dates and comment counts, dated in Nepali too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/fullBlogs");
    const posts = main(page).getByRole("article");
    await expect(posts).toHaveCount(8);
    for (const post of await posts.all()) {
      await expect(post).toContainText("Posted by Admin");
      await expect(post.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(post).toContainText(/\d+ comments?$/);
    }
    await expect(posts.first()).toContainText("10 Nov 2026");
    await expect(posts.first()).toContainText("24 comments");
    await expect(posts.nth(6)).toContainText("1 comment");

    await switchToNepali(page);
    await expect(posts.first()).toContainText("एडमिनद्वारा प्रकाशित");
    await expect(posts.first()).toContainText("२०८३ कात्तिक २४");
    await expect(posts.first()).toContainText("२४ प्रतिक्रियाहरू");
  });
});

test.describe("contact page", () => {
  test("checks the fields, then opens a prefilled e-mail and posts nothing", async ({ page }) => {
    await page.goto("/contactus");
    const submit = main(page).getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(main(page)).toContainText("Please enter your name");
    await expect(main(page)).toContainText("Please enter your e-mail address");
    await expect(main(page)).toContainText("Please write a message");
    await expect(main(page).getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(main(page).getByLabel("Name")).toBeFocused();
    await expectAccessible(page);

    await main(page).getByLabel("Name").fill("Maya Rai");
    await main(page).getByLabel("Email").fill("maya@");
    await main(page)
      .getByLabel("Message")
      .fill("We run a café in Thamel & would like to host an adoption day.");
    await submit.click();
    await expect(main(page)).toContainText("Please enter a valid e-mail address");

    await main(page).getByLabel("Email").fill("maya@example.com");
    await main(page).getByLabel("Inquiry Type").selectOption("partnership");
    const requests = recordRequests(page);
    await submit.click();

    const link = main(page).getByRole("link", { name: "Open the e-mail again" });
    const href = (await link.getAttribute("href")) ?? "";
    const mail = new URL(href);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe("hello@sathi.org.np");
    expect(mail.searchParams.get("subject")).toBe("Partnership inquiry from Maya Rai");
    expect(mail.searchParams.get("body")).toBe(
      "Name: Maya Rai\r\nEmail: maya@example.com\r\nPhone: not given\r\nInquiry Type: Partnership\r\n\r\n" +
        "We run a café in Thamel & would like to host an adoption day.",
    );
    await expect(main(page).getByText("Your e-mail app should open now")).toBeVisible();
    // The one thing the page asks of the browser is to open the mail app with that message.
    expect(requests).toEqual([`GET ${href}`]);
    await expectAccessible(page);
  });
});

test.describe("events page", () => {
  test("says the newsletter is coming soon instead of sending the address", async ({ page }) => {
    await page.goto("/events");
    await expect(main(page).getByRole("heading", { level: 3 })).toHaveCount(6);
    await main(page).getByLabel("Your e-mail").fill("maya@example.com");
    const requests = recordRequests(page);
    await main(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(main(page).getByRole("status")).toContainText("Newsletter sign-up is coming soon");
    expect(requests).toEqual([]);
  });
});

test.describe("how to adopt page", () => {
  test("walks through five steps, each with a link onward", async ({ page }) => {
    await page.goto("/howtoadopt");
    await expect(
      main(page).getByRole("link", { name: "See pets waiting for a home" }),
    ).toHaveAttribute("href", "/pets");
    await expect(
      main(page).getByRole("link", { name: "Log in or create an account" }),
    ).toHaveAttribute("href", "/login");
    await expect(
      main(page).getByRole("link", { name: "Questions first? Contact us" }),
    ).toHaveAttribute("href", "/contactus");
    await expect(
      main(page).getByRole("link", { name: "See upcoming adoption days" }),
    ).toHaveAttribute("href", "/events");
    await expect(
      main(page).getByRole("link", { name: "Read: the first week at home" }),
    ).toHaveAttribute("href", "/fullblogs");
  });
});

test.describe("FAQ page", () => {
  test("opens an answer from the keyboard and quotes the adoption fees", async ({ page }) => {
    await page.goto("/faq");
    const fees = main(page).getByRole("button", { name: "What are the adoption fees?" });
    await expect(fees).toHaveAttribute("aria-expanded", "false");
    await fees.focus();
    await page.keyboard.press("Enter");
    await expect(fees).toHaveAttribute("aria-expanded", "true");
    const table = main(page).getByRole("table");
    await expect(table.getByRole("row", { name: /Dogs/ })).toContainText("$250 to $500");
    await expect(table.getByRole("row", { name: /Cats/ })).toContainText("$150 to $300");
    await expect(table.getByRole("row", { name: /Small animals/ })).toContainText("$50 to $150");

    await switchToNepali(page);
    await expect(table.getByRole("row", { name: /कुकुर/ })).toContainText("$२५०देखि $५००सम्म");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 }, allowConsoleErrors: [/status of 404/] });

  test("no content page scrolls sideways, in English or Nepali", async ({ page }) => {
    test.slow();
    for (const language of ["en", "ne"]) {
      await chooseLanguage(page, language);
      for (const { path } of PAGES) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} in ${language}`).toBeLessThanOrEqual(0);
      }
    }
  });
});
