import type { Page } from "@playwright/test";
import { makeApplication } from "../src/server/db/factories";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { withE2eDatabase, userIdOf } from "./support/database";
import { loginAs, newVerifiedUser, waitForMail, type Credentials } from "./support/accounts";
import { storeWithDog } from "./support/pets";

/**
 * The adoption agreement and the handover (docs/product.md#agreement): the store writes its
 * agreement, the approved applicant signs it, the store marks the request adopted, and the
 * applicant's timeline has every step.
 */

/** The owner's store with one listed dog, and the applicant's request for it. */
async function approvedRequest(owner: Credentials, applicant: Credentials) {
  const { pet } = await storeWithDog(owner);
  const request = await withE2eDatabase(async (database) =>
    makeApplication(database, {
      pet_id: pet.id,
      user_id: await userIdOf(database, applicant.email),
      name: "Sita Rai",
    }),
  );
  return { pet, request };
}

const toastWith = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

const TEXT =
  "I will keep Kali indoors at night.\nI will bring her back to the store if I cannot keep her.";

test("the store writes its agreement, the applicant signs it, the store hands the pet over", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const owner = await newVerifiedUser(playwright, baseURL);
  const applicant = await newVerifiedUser(playwright, baseURL, {
    firstName: "Sita",
    lastName: "Rai",
  });
  const { pet, request } = await approvedRequest(owner, applicant);

  // The store writes its agreement in the Store tab.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await loginAs(ownerPage, owner);
  await ownerPage.goto("/dashboard?tab=vendor");
  const editor = ownerPage.getByRole("region", { name: "Adoption agreement" });
  await editor.getByRole("textbox", { name: "Agreement text" }).fill(TEXT);
  await editor.getByRole("button", { name: "Save agreement" }).click();
  await expect(toastWith(ownerPage, "Agreement saved")).toBeVisible();
  const card = ownerPage.getByRole("article", { name: "Sita Rai" });
  await card.getByRole("button", { name: /^Approve/ }).click();
  const updated = toastWith(ownerPage, "Successfully updated");
  await expect(updated).toBeVisible();
  await updated.locator("button").click();
  await expect(card).toContainText("Agreement: waiting for the applicant's signature");
  await expect(card.getByRole("button", { name: /as adopted/ })).toBeDisabled();
  await expectAccessible(ownerPage);

  // The applicant reads and signs it.
  await loginAs(page, applicant);
  await page.goto("/dashboard");
  const mine = page.getByRole("article", { name: pet.name });
  await mine.getByRole("link", { name: "Read and sign the agreement" }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${request.id}/agreement$`));
  await expect(page.getByText("I will keep Kali indoors at night.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "Your full name" }).fill("Sita Kumari Rai");
  await page.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(toastWith(page, "Agreement signed")).toBeVisible();
  await expect(page.getByText("Sita Kumari Rai")).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

  // The store marks the request adopted, after confirming.
  await ownerPage.reload();
  await expect(card).toContainText("Agreement signed by Sita Kumari Rai");
  await card.getByRole("button", { name: /as adopted/ }).click();
  await ownerPage.getByRole("dialog").getByRole("button", { name: "Mark as adopted" }).click();
  await expect(updated).toBeVisible();
  await expect(card.getByText("Adopted", { exact: true }).first()).toBeVisible();
  await waitForMail(applicant.email, new RegExp(`${pet.name} is complete`));

  // The applicant's timeline has every step; the pet's page says Adopted.
  await page.goto("/dashboard");
  for (const step of [
    "Request sent",
    "Approved",
    "Agreement signed by Sita Kumari Rai",
    `Adopted: ${pet.name} went home`,
  ]) {
    await expect(mine.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(mine).toContainText("Your adoption is complete.");
  await expectAccessible(page);
  await ownerContext.close();
});
