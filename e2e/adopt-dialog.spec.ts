import type { Locator, Page } from "@playwright/test";
import { makePet, makeStore } from "../src/server/db/factories";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { withE2eDatabase } from "./support/database";
import { loginAs, newVerifiedUser } from "./support/accounts";
import { chooseLanguage } from "./support/language";

/**
 * The Adopt Now dialog as a keyboard and screen-reader user meets it: every field left empty is
 * marked at once while the toast names them in the original's order, Escape leads back to Adopt,
 * and focus is a ring one can see.
 */

let counter = 0;

/** A listed dog of a store of its own, whose owner (made by the factory) never signs in. */
async function listedDog() {
  return withE2eDatabase(async (database) => {
    const dog = await database.db
      .selectFrom("category")
      .select("id")
      .where("category", "=", "Dog")
      .executeTakeFirstOrThrow();
    const suffix = `${Date.now().toString(36)}${++counter}`;
    const store = await makeStore(database, {
      title: `Focus Rescue ${suffix}`,
      status: "active",
    });
    return makePet(database, { vendor_id: store.id, category_id: dog.id, name: `Kale ${suffix}` });
  });
}

const toasts = (page: Page) => page.locator(".mantine-Notification-root");

/** A field marked wrong: flagged for screen readers and showing its message under it. */
async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

test("the Adopt dialog marks every empty field, toasts them in the original order, and gives focus back", async ({
  page,
  playwright,
  baseURL,
}) => {
  const applicant = await newVerifiedUser(playwright, baseURL, {
    firstName: "Gita",
    lastName: "Thapa",
  });
  const pet = await listedDog();

  await loginAs(page, applicant);
  await page.goto(`/pets/${pet.id}`);
  const adopt = page.getByRole("button", { name: "Adopt", exact: true });
  await adopt.click();
  const dialog = page.getByRole("dialog", { name: "Adopt Now" });
  const name = dialog.getByRole("textbox", { name: "Name" });
  const address = dialog.getByRole("textbox", { name: "Address" });
  const phone = dialog.getByRole("textbox", { name: "Phone" });
  const message = dialog.getByRole("textbox", { name: "Message" });
  await expect(name).toHaveValue(/Gita/);

  // Everything empty: all four marked at once; the toast names Name, the original's first.
  await name.fill("");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(toasts(page).filter({ hasText: "Name is required" })).toBeVisible();
  await expectMarked(name, "Name is required");
  await expectMarked(address, "Address is required");
  await expectMarked(phone, "Phone number is required");
  await expectMarked(message, "Message is required");
  await expect(name).toBeFocused();

  // Name filled: Phone is next in the original's order, though Address (above it) is empty too.
  await name.fill("Gita Thapa");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(toasts(page).filter({ hasText: "Phone number is required" })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await expectMarked(address, "Address is required");
  await expect(phone).toBeFocused();

  // A field with the caret has a clear ring, not just a border of another colour.
  await expect(phone).toHaveCSS("outline-style", "solid");
  await expect(phone).toHaveCSS("outline-width", "2px");

  // The close button has a name; the dialog passes axe.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  await expectAccessible(page);

  // Escape closes it, and focus is back on Adopt, not lost on the page.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(adopt).toBeFocused();
  await expect(adopt).toHaveCSS("outline-style", "solid");

  // Sent: one Success toast, not two.
  await adopt.click();
  await address.fill("Kupondole, Lalitpur");
  await phone.fill("9841234567");
  await message.fill("A quiet home with a garden.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Adoption Request Submitted")).toBeVisible();
  await expect(toasts(page).filter({ hasText: "Success" })).toHaveCount(1);
});

test("dialogs and drawers name their close buttons, in Nepali too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pets");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("button", { name: "Close" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await chooseLanguage(page, "ne");
  await page.reload();
  await page.getByRole("button", { name: "मेनु खोल्नुहोस्" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "बन्द गर्नुहोस्" })).toBeVisible();
});
