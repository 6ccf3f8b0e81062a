import type { Locator, Page } from "@playwright/test";
import { makeCategory, makePet } from "../src/server/db/factories";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { DEMO, loginAs } from "./support/accounts";
import { withE2eDatabase } from "./support/database";
import { chooseLanguage } from "./support/language";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A tag in Devanagari digits, so a Nepali name stays one Nepali word ("खरायो४२७"). */
const devanagariTag = () =>
  String(Date.now() % 1e6)
    .concat(String(Math.floor(Math.random() * 1000)))
    .replace(/\d/g, (digit) => "०१२३४५६७८९"[Number(digit)]!);

/** Chips hide their radio inputs: people click the label. */
const option = (scope: Page | Locator, group: string, label: string) =>
  scope.getByRole("group", { name: group }).getByText(label, { exact: true });

const cardNames = (page: Page) => page.locator("article a[href^='/pets/']");

test.describe("admin categories", () => {
  // Refused requests (409) are logged by the browser; the page shows them as messages.
  test.use({ allowConsoleErrors: [/status of 409/] });

  test("the admin adds a category with its English and Nepali names, and is told why blanks, duplicates and used ones are refused", async ({
    page,
  }) => {
    const english = `Tortoise ${unique()}`;
    const nepali = `कछुवा${devanagariTag()}`;
    await loginAs(page, DEMO.admin);
    await page.goto("/admin/category");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pet categories");
    const englishInput = page.getByRole("textbox", { name: "Name in English" });
    const nepaliInput = page.getByRole("textbox", { name: "Name in Nepali" });
    const add = page.getByRole("button", { name: "Add" });

    await englishInput.fill("   ");
    await add.click();
    await expect(page.getByText("The English name is required")).toBeVisible();
    await expect(page.getByText("The Nepali name is required")).toBeVisible();

    await englishInput.fill(english);
    await nepaliInput.fill("Tortoise");
    await add.click();
    await expect(page.getByText("Write the Nepali name in Devanagari (e.g. खरायो)")).toBeVisible();

    await englishInput.fill("dOg");
    await nepaliInput.fill(nepali);
    await add.click();
    await expect(page.getByText('A category named "Dog" already exists')).toBeVisible();

    await englishInput.fill(english);
    await nepaliInput.fill("कुकुर");
    await add.click();
    await expect(
      page.getByText('A category with the Nepali name "कुकुर" already exists'),
    ).toBeVisible();

    await nepaliInput.fill(` ${nepali} `);
    await add.click();
    await expect(page.getByText("Successfully added category")).toBeVisible();
    await expect(englishInput).toHaveValue("");
    await expect(nepaliInput).toHaveValue("");
    const row = page.getByRole("row").filter({ hasText: english });
    await expect(row.getByRole("cell")).toHaveText([english, nepali, /\d/, "RenameDelete"]);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Delete Dog", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete category" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("Unable to delete!")).toBeVisible();
    await expect(page.getByText('Pets still belong to "Dog"')).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: /^Dog/ })).toHaveCount(1);

    await row.getByRole("button", { name: `Delete ${english}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete category" }).click();
    await expect(page.getByText("Successfully deleted category")).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test("a category added before Nepali names gets one by Rename, and Nepali readers then see it", async ({
  page,
}) => {
  const english = `Ferret ${unique()}`;
  const nepali = `न्याउरी${devanagariTag()}`;
  await withE2eDatabase((database) =>
    makeCategory(database, { category: english, category_ne: null }),
  );
  await loginAs(page, DEMO.admin);
  await page.goto("/admin/category");
  const row = page.getByRole("row").filter({ hasText: english });
  await expect(row.getByRole("cell").nth(1)).toHaveText("None: the English name shows");
  await row.getByRole("button", { name: `Rename ${english}` }).click();
  await expect(page.getByRole("heading", { name: `Rename “${english}”` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name in English" })).toHaveValue(english);
  await page.getByRole("textbox", { name: "Name in Nepali" }).fill(nepali);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category renamed")).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText(nepali);
  // The form is back to adding, empty.
  await expect(page.getByRole("heading", { name: "Add a category" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name in English" })).toHaveValue("");

  await chooseLanguage(page, "ne");
  await page.goto("/pets");
  await expect(option(page, "प्रजाति", nepali)).toBeVisible();
  await expect(page.getByText(english)).toHaveCount(0);
});

test.describe("a category's name in the reader's language", () => {
  test("a new category shows in Nepali to Nepali readers (filters, cards, the pet's page, the search) and in English to English ones", async ({
    page,
  }) => {
    const english = `Rabbit ${unique()}`;
    const nepali = `खरायो${devanagariTag()}`;
    await loginAs(page, DEMO.admin);
    await page.goto("/admin/category");
    await page.getByRole("textbox", { name: "Name in English" }).fill(english);
    await page.getByRole("textbox", { name: "Name in Nepali" }).fill(nepali);
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByText("Successfully added category")).toBeVisible();

    const pet = await withE2eDatabase(async (database) => {
      const category = await database.db
        .selectFrom("category")
        .select("id")
        .where("category", "=", english)
        .executeTakeFirstOrThrow();
      const store = await database.db
        .selectFrom("vendor")
        .select("id")
        .where("status", "=", "active")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      return makePet(database, {
        vendor_id: store.id,
        category_id: category.id,
        name: `Khaire ${unique()}`,
        post_status: "published",
      });
    });

    await chooseLanguage(page, "ne");
    await page.goto("/pets");
    await option(page, "प्रजाति", nepali).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("category") === english);
    await expect(cardNames(page)).toHaveText([pet.name]);
    await expect(page.locator("article img").first()).toHaveAttribute(
      "alt",
      `${pet.name}, ${nepali}`,
    );
    await expect(page.getByText(english)).toHaveCount(0);

    await cardNames(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/pets/${pet.id}$`));
    await expect(page.getByText(nepali, { exact: true })).toBeVisible();
    await expect(page.getByText(english)).toHaveCount(0);

    // A Nepali reader searches with the Nepali word.
    await page.goto(`/pets?q=${encodeURIComponent(nepali)}`);
    await expect(cardNames(page)).toHaveText([pet.name]);

    await chooseLanguage(page, "en");
    await page.goto("/pets");
    await expect(option(page, "Species", english)).toBeVisible();
    await expect(page.getByText(nepali)).toHaveCount(0);
    await page.goto(`/pets/${pet.id}`);
    await expect(page.getByText(english, { exact: true })).toBeVisible();
    await expect(page.getByText(nepali)).toHaveCount(0);
  });
});
