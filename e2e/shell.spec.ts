import { expect, test } from "./fixtures";

// Every route of the site (docs/product.md, screens), with a text that shows the right page rendered.
const ROUTES: [string, RegExp][] = [
  ["/", /Take care of your friend!/],
  ["/login", /Log in|Login/i],
  ["/pets", /Pets/],
  ["/aboutUs", /About Us/],
  ["/aboutus", /About Us/],
  ["/fullBlogs", /Blogs/],
  ["/fullblogs", /Blogs/],
  ["/faq", /questions|FAQ/i],
  ["/donate", /Donate/],
  ["/contactus", /Contact/],
  ["/events", /Events/],
  ["/howtoadopt", /adopt/i],
];

test.describe("site shell", () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} renders inside the header and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("the header links and the Log In button lead where docs/product.md says", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation");
    const links = nav.getByRole("link");
    await expect(links).toHaveText(["Home", "Pets", "About Us", "Blogs", "FAQ"]);
    await expect(links.nth(3)).toHaveAttribute("href", "/fullblogs");
    await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("Donate is a button in the header on a wide screen, in both languages", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donate Us");
    await page.getByRole("banner").getByText("नेपाली").click();
    await expect(page.getByRole("banner").getByRole("link", { name: "दान गर्नुहोस्" })).toBeVisible();
  });

  test("on a phone Donate is an entry in the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/donate$/);
  });

  test("the footer shows the links, the configured contact details and this year", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const explore = footer.getByRole("navigation");
    await expect(explore.getByRole("link")).toHaveText([
      "Home",
      "About Us",
      "Adopt a Pet",
      "Lost & Found",
      "Events",
      "Contact Us",
      "Donate",
    ]);
    await expect(explore.getByRole("link", { name: "Donate" })).toHaveAttribute("href", "/donate");
    await expect(explore.getByRole("link", { name: "Adopt a Pet" })).toHaveAttribute(
      "href",
      "/pets",
    );
    await expect(footer.getByRole("link", { name: "hello@sathi.org.np" })).toHaveAttribute(
      "href",
      "mailto:hello@sathi.org.np",
    );
    await expect(footer).toContainText("+977 1-4000000");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Sathi`);
    await expect(footer.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      /facebook\.com/,
    );
  });

  test("the home tiles open the listing filtered to their species", async ({ page }) => {
    await page.goto("/");
    const tiles = page.getByRole("list", { name: "Choose a kind of pet" }).getByRole("link");
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toHaveAttribute("href", "/pets?category=Cat");
    await expect(tiles.nth(1)).toHaveAttribute("href", "/pets?category=Dog");
    await expect(tiles.nth(2)).toHaveAttribute("href", "/pets?category=Other");
  });

  test.describe("an unknown path", () => {
    // The page itself is a 404, which the browser logs.
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("says the page does not exist, with a way home", async ({ page }) => {
      await page.goto("/no/such/page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
      await page.getByRole("link", { name: "Go to Homepage" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test("/signUp opens the Sign Up side of /login", async ({ page }) => {
    await page.goto("/signUp");
    await expect(page).toHaveURL(/\/login\?mode=signup$/);
  });

  test("on a phone the menu opens from the burger", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });

  test("the language switch turns the site into Nepali and remembers it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByText("नेपाली").click();
    await expect(page.getByRole("banner").getByRole("link", { name: "जनावर" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("आफ्नो साथीको हेरचाह गर्नुहोस्!");
  });
});
