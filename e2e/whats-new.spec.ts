import { makeApplication, makeConversation } from "../src/server/db/factories";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser } from "./support/accounts";
import { userIdOf, withE2eDatabase } from "./support/database";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";

test.describe("what is new", () => {
  test("a store sees unread messages in the header and the tab's title on any page, and lands on its store", async ({
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

    // Opening the dashboard, a store lands on its store.
    await page.goto("/dashboard");
    await expect(page.getByRole("tab", { name: "Store" })).toHaveAttribute("aria-selected", "true");

    // The badge opens the messages; reading them clears it.
    await badge.click();
    await expect(page).toHaveURL(/tab=messages/);
    // Read once the thread's messages are fetched (the list's preview shows the same words).
    const thread = page.waitForResponse(
      (response) =>
        /\/api\/conversations\/\d+\/messages$/.test(response.url()) &&
        response.request().method() === "GET",
    );
    await page.getByRole("link", { name: new RegExp(pet.name) }).click();
    expect((await thread).status()).toBe(200);
    await expect(page).toHaveURL(/\/messages\/\d+$/);
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

  test("an adopter sees her answered request with her messages, and opening her requests clears it", async ({
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
        { sender_side: "store", text: "Come on Saturday." },
      ]);
      // The store approved her request.
      const request = await makeApplication(database, { pet_id: pet.id, user_id });
      const at = new Date().toISOString();
      await database.db
        .updateTable("application")
        .set({ status: "Approved", updated_at: at })
        .where("id", "=", request.id)
        .execute();
      await database.db
        .insertInto("application_history")
        .values({
          application_id: request.id,
          status: "Approved",
          changed_by: await userIdOf(database, owner.email),
          created_at: at,
        })
        .execute();
    });
    await loginAs(page, person);

    await page.goto("/pets");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "2 unread messages, 1 request changed" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^\(3\) /);

    // Her requests on screen: the change is seen, the messages still wait.
    await page.goto("/dashboard?tab=user");
    await expect(page.getByText(pet.name).first()).toBeVisible();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "2 unread messages" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^\(2\) /);
    await page.goto("/pets");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "2 unread messages" }),
    ).toBeVisible();
  });

  test("in Nepali a store sees a new request in the header, which opens its store's requests", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const owner = await newVerifiedUser(playwright, baseURL);
    const person = await newVerifiedUser(playwright, baseURL);
    const { pet } = await storeWithDog(owner);
    await withE2eDatabase(async (database) => {
      await makeApplication(database, {
        pet_id: pet.id,
        user_id: await userIdOf(database, person.email),
        name: "Sita Rai",
      });
    });
    await chooseLanguage(page, "ne");
    await loginAs(page, owner);

    await page.goto("/pets");
    const badge = page
      .getByRole("banner")
      .getByRole("link", { name: "तपाईंको केन्द्रका अनुरोधमा १ नयाँ कुरा" });
    await expect(badge).toBeVisible();
    await expect(page).toHaveTitle(/^\(१\) /);

    await badge.click();
    await expect(page).toHaveURL(/tab=vendor/);
    await expect(page.getByText("Sita Rai").first()).toBeVisible();
    await expect(badge).toHaveCount(0);
    await expect(page).not.toHaveTitle(/^\(/);
  });
});
