import { makeConversation } from "../src/server/db/factories";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser } from "./support/accounts";
import { userIdOf, withE2eDatabase } from "./support/database";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";

test.describe("what is new", () => {
  test("a centre sees unread messages in the header and the tab's title on any page, and lands on its store", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const owner = await newVerifiedUser(playwright, baseURL);
    const person = await newVerifiedUser(playwright, baseURL);
    const { pet } = await storeWithDog(owner);
    await withE2eDatabase(async (database) => {
      const user_id = await userIdOf(database, person.email);
      await makeConversation(database, { pet_id: pet.id, user_id }, [
        { sender_side: "adopter", text: "Is she good with children?" },
        { sender_side: "adopter", text: "Can we visit on Saturday?" },
      ]);
    });
    await loginAs(page, owner);

    await page.goto("/pets");
    const badge = page.getByRole("banner").getByRole("link", { name: "2 unread messages" });
    await expect(badge).toBeVisible();
    await expect(page).toHaveTitle(/^\(2\) /);

    // Opening the dashboard, a centre lands on its store.
    await page.goto("/dashboard");
    await expect(page.getByRole("tab", { name: "Store" })).toHaveAttribute("aria-selected", "true");

    // The badge opens the messages; reading them clears it.
    await badge.click();
    await expect(page).toHaveURL(/tab=messages/);
    await page.getByRole("link", { name: new RegExp(pet.name) }).click();
    await expect(page.getByText("Can we visit on Saturday?")).toBeVisible();
    await page.goto("/pets");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(badge).toHaveCount(0);
    await expect(page).not.toHaveTitle(/^\(/);
  });

  test("in Nepali the count is in Devanagari digits, and an adopter lands on her requests", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const person = await newVerifiedUser(playwright, baseURL);
    const owner = await newVerifiedUser(playwright, baseURL);
    const { pet } = await storeWithDog(owner);
    await withE2eDatabase(async (database) => {
      const user_id = await userIdOf(database, person.email);
      await makeConversation(database, { pet_id: pet.id, user_id }, [
        { sender_side: "adopter", text: "Is she good with children?" },
        { sender_side: "store", text: "Yes, very." },
      ]);
    });
    await chooseLanguage(page, "ne");
    await loginAs(page, person);
    await page.goto("/dashboard");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "१ नपढिएको सन्देश" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^\(१\) /);
    await expect(page.getByRole("tablist").getByRole("tab").first()).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });
});
