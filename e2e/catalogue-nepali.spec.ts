import type { Page } from "@playwright/test";
import { makePet } from "../src/server/db/factories";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { withE2eDatabase } from "./support/database";
import { chooseLanguage } from "./support/language";

/**
 * Search and the breed, colour, fee and video filters on the Nepali site, with pets whose name
 * and breed their store wrote in Devanagari too (docs/product.md#search-and-filters).
 */

const cardNames = (page: Page) => page.locator("article a[href^='/pets/']");

/**
 * Two dogs of a breed no other test uses, written straight into the e2e server's database; those
 * of an earlier run (its database kept) are removed first.
 */
async function makeJhyappuDogs() {
  return withE2eDatabase(async (database) => {
    const { db } = database;
    await db.deleteFrom("pet").where("breed", "=", "Jhyappu").execute();
    const store = await db
      .selectFrom("vendor")
      .select("id")
      .where("status", "=", "active")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const dog = await db
      .selectFrom("category")
      .select("id")
      .where("category", "=", "Dog")
      .executeTakeFirstOrThrow();
    const jhyappu = {
      vendor_id: store.id,
      category_id: dog.id,
      gender: "female" as const,
      description: "Waiting at the store for a family.",
      breed: "Jhyappu",
      breed_ne: "झ्याप्पु",
    };
    await makePet(database, { ...jhyappu, name: "Gaurika", name_ne: "गौरिका", fee: 800 });
    await makePet(database, {
      ...jhyappu,
      name: "Chandrika",
      name_ne: "चन्द्रिका",
      colour: "कालो",
      videos: JSON.stringify(["https://www.youtube.com/watch?v=dQw4w9WgXcQ"]),
    });
  });
}

test.beforeAll(makeJhyappuDogs);

test.describe("the catalogue in Nepali", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseLanguage(page, "ne");
  });

  test("a search in Latin letters finds a Devanagari name, and the card and page show it as the store wrote it", async ({
    page,
  }) => {
    await page.goto("/pets");
    const search = page.getByRole("searchbox", { name: "खोज्नुहोस्" });
    await search.fill("chandrika");
    await search.press("Enter");
    await expect(page).toHaveURL(/q=chandrika/);
    await expect(cardNames(page)).toHaveText(["चन्द्रिका"]);
    await expect(page.locator("article").getByText("झ्याप्पु")).toBeVisible();
    // Its page too, with the breed in the About panel.
    await cardNames(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("चन्द्रिका");
    await expect(page.getByText("झ्याप्पु").first()).toBeVisible();
  });

  test("filters by breed in either script, by fee, by video and by colour, in the URL", async ({
    page,
  }) => {
    await page.goto("/pets");
    const breed = page.getByRole("searchbox", { name: "नस्ल" });
    await breed.fill("jhyappu");
    await breed.press("Enter");
    await expect(page).toHaveURL(/breed=jhyappu/);
    await expect(cardNames(page)).toHaveText(["चन्द्रिका", "गौरिका"]);

    const fee = page.getByRole("group", { name: "धर्मपुत्र शुल्क" });
    await fee.getByText("शुल्क छ", { exact: true }).click();
    await expect(page).toHaveURL(/fee=paid/);
    await expect(cardNames(page)).toHaveText(["गौरिका"]);
    await fee.getByText("शुल्क छैन", { exact: true }).click();
    await expect(page).toHaveURL(/fee=free/);
    await expect(cardNames(page)).toHaveText(["चन्द्रिका"]);

    await page.getByText("भिडियो भएका", { exact: true }).click();
    await expect(page).toHaveURL(/video=yes/);
    await expect(cardNames(page)).toHaveText(["चन्द्रिका"]);
    await expectAccessible(page);

    // The same filters from a shared link, the breed in Devanagari and the colour in Latin letters.
    await page.goto(`/pets?breed=${encodeURIComponent("झ्याप्पु")}&colour=kaalo`);
    await expect(page.getByRole("searchbox", { name: "नस्ल" })).toHaveValue("झ्याप्पु");
    await expect(page.getByRole("searchbox", { name: "रङ" })).toHaveValue("kaalo");
    await expect(cardNames(page)).toHaveText(["चन्द्रिका"]);
  });
});
