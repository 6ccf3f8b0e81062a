import type { Page } from "@playwright/test";
import { BS_MONTHS } from "../src/contract/bikram-sambat";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser } from "./support/accounts";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";

/**
 * In Nepali every date is in Bikram Sambat with Devanagari digits ("२०८३ मंसिर १०"), and the AD
 * date beside it where a person may need it, as on a receipt (docs/product.md#messages).
 */
const BS_DAY = new RegExp(`[०-९]{4} (${BS_MONTHS.ne.join("|")}) [०-९]{1,2}`);
const LATIN_DIGIT = /[0-9]/;
const main = (page: Page) => page.getByRole("main");

test("events are dated in Bikram Sambat with Devanagari digits", async ({ page }) => {
  await chooseLanguage(page, "ne");
  await page.goto("/events");
  const days = main(page).locator("time");
  await expect(days.first()).toHaveText(BS_DAY);
  for (const day of await days.all()) {
    await expect(day).toHaveText(BS_DAY);
    expect(await day.textContent()).not.toMatch(LATIN_DIGIT);
  }
});

test("a request's timeline on the dashboard is dated in Bikram Sambat", async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await newVerifiedUser(playwright, baseURL);
  const person = await newVerifiedUser(playwright, baseURL, { firstName: "Sita", lastName: "Rai" });
  const { pet } = await storeWithDog(owner);
  await chooseLanguage(page, "ne");
  await loginAs(page, person);
  const sent = await page.request.post(`/api/adoptPet/${pet.id}`, {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name: "Sita Rai",
      phone: "9812345678",
      address: "Boudha, Kathmandu",
      message: "We have a garden.",
      pet_id: pet.id,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.goto("/dashboard");
  const card = main(page).locator("article, .mantine-Card-root").filter({ hasText: pet.name });
  const day = card.locator("time").first();
  await expect(day).toHaveText(BS_DAY);
  expect(await day.textContent()).not.toMatch(LATIN_DIGIT);
});

test("a donation's receipt gives the day in Bikram Sambat and in AD", async ({ page }) => {
  await page.goto("/donate");
  const form = main(page).getByRole("region", { name: "Give online" });
  await form.getByLabel("Other amount (Rs)").fill("650");
  await form.getByRole("radio", { name: /^Khalti/ }).check();
  await form.getByRole("button", { name: "Donate Rs 650 with Khalti" }).click();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
  await chooseLanguage(page, "ne");
  await page.reload();
  const day = main(page).locator("time").first();
  await expect(day).toHaveText(BS_DAY);
  // The AD day beside it, in Nepali words and digits too.
  const adYear = String(new Date().getFullYear()).replace(/\d/g, (d) => "०१२३४५६७८९"[Number(d)]!);
  await expect(day).toContainText(adYear);
  await expect(main(page)).toContainText("रू ६५०");
});
