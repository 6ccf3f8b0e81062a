import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { createUser, loginAs, newVerifiedUser } from "./support/accounts";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";

/** Lakeside, Pokhara: Kaski's headquarters is the nearest. */
const LAKESIDE = { latitude: 28.209, longitude: 83.959 };

const filters = (page: Page) => page.locator("#filters");
const card = (page: Page, name: string) => page.getByRole("article").filter({ hasText: name });

test.describe("places", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("a store opened before districts picks its own; its pets are found by district, with similar pets", async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const owner = await createUser(request, { firstName: "Dipa", lastName: "Gurung" });
    const { store, pet } = await storeWithDog(owner, { store: { location: "Lakeside road 6" } });
    expect(store.district).toBeNull();
    const elsewhere = await storeWithDog(await newVerifiedUser(playwright, baseURL), {
      store: { province: "Bagmati", district: "Kathmandu" },
    });

    await loginAs(page, owner);
    await page.goto("/dashboard?tab=vendor");
    const asked = page.getByRole("form", { name: "Where is your store?" });
    await expect(asked).toBeVisible();
    await expectAccessible(page);
    // The address line is kept; a district outside the province is not offered.
    await expect(asked.getByLabel("Location")).toHaveValue("Lakeside road 6");
    await asked.getByLabel("Province").selectOption("Gandaki");
    await expect(
      asked.getByLabel("District").locator("option", { hasText: "Kathmandu" }),
    ).toHaveCount(0);
    await asked.getByLabel("District").selectOption("Kaski");
    await asked.getByRole("button", { name: "Save place" }).click();
    await expect(asked).toBeHidden();
    await expect(
      page.getByText("Lakeside road 6 · Kaski district, Gandaki province"),
    ).toBeVisible();

    // The listing's district filter: this store's dog, not the one in Kathmandu.
    await page.goto("/pets");
    await filters(page).getByLabel("Province").selectOption("Gandaki");
    await expect(page).toHaveURL(/province=Gandaki/);
    await filters(page).getByLabel("District").selectOption("Kaski");
    await expect(page).toHaveURL(/province=Gandaki&district=Kaski/);
    await expect(card(page, pet.name)).toBeVisible();
    await expect(card(page, elsewhere.pet.name)).toHaveCount(0);
    // Another province leaves its district behind.
    await filters(page).getByLabel("Province").selectOption("Bagmati");
    await expect(page).toHaveURL(/province=Bagmati$/);
    await filters(page).getByLabel("District").selectOption("Kathmandu");
    await expect(page).toHaveURL(/province=Bagmati&district=Kathmandu/);
    await expect(card(page, elsewhere.pet.name)).toBeVisible();
    await expect(card(page, pet.name)).toHaveCount(0);

    // Its page names the district, and shows other dogs below, this one excluded.
    await page.goto(`/pets/${pet.id}`);
    await expect(page.getByText("Kaski district, Gandaki province")).toBeVisible();
    const similar = page.getByRole("region", { name: `More like ${pet.name}` });
    await expect(similar.getByRole("article").first()).toBeVisible();
    await expect(similar.getByRole("link", { name: pet.name, exact: true })).toHaveCount(0);
  });

  test("the filters work as a plain form without JavaScript", async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/pets");
      await filters(page).getByLabel("Province").selectOption("Gandaki");
      await filters(page).getByLabel("District").selectOption("Kaski");
      await filters(page).getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/province=Gandaki&district=Kaski/);
      await expect(filters(page).getByLabel("District")).toHaveValue("Kaski");
      await expect(page.getByRole("article").first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  for (const [language, button, district] of [
    ["en", "Near me", "Kaski"],
    ["ne", "मेरो नजिक", "कास्की"],
  ] as const) {
    test(`"Near me" picks the nearest district from the browser's location (${language})`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["geolocation"]);
      await context.setGeolocation(LAKESIDE);
      await chooseLanguage(page, language);
      const sent: string[] = [];
      page.on("request", (request) => sent.push(request.url()));
      await page.goto("/pets");
      await filters(page).getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(/province=Gandaki&district=Kaski/);
      await expect(filters(page).getByLabel(language === "en" ? "District" : "जिल्ला")).toHaveValue(
        "Kaski",
      );
      await expect(filters(page).locator('select[name="district"] option:checked')).toHaveText(
        district,
      );
      // The position itself never leaves the browser.
      expect(sent.filter((url) => url.includes("28.2") || url.includes("83.9"))).toEqual([]);
    });
  }
});
