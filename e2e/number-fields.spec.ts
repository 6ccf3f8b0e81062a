import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { chooseLanguage } from "./support/language";

/**
 * Numbers typed in Devanagari digits are read, not dropped (docs/product.md#messages): a phone in
 * Nepali at 390 px gives ७५० on /donate, and a text that is no number is refused at the field.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Counts the donations the page starts. */
async function countDonations(page: Page) {
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/donations")) sent.push(request);
  });
  return sent;
}

test("a donation of ७५० typed in Nepali digits is a donation of Rs 750", async ({ page }) => {
  await chooseLanguage(page, "ne");
  await page.goto("/donate");
  const form = page.getByRole("main").getByRole("region", { name: "अनलाइन दान गर्नुहोस्" });
  await form.getByLabel("अर्को रकम (रू)").fill("७५०");
  await form.getByRole("radio", { name: /^इसेवा/ }).check();
  await form.getByRole("button", { name: "इसेवाबाट रू ७५० दान गर्नुहोस्" }).click();
  // eSewa's stand-in shows what the site asked it to collect.
  await expect(page.getByText("Pay Rs 750 to merchant EPAYTEST.")).toBeVisible();
});

test("a text that is no number is refused at the field, and nothing is sent", async ({ page }) => {
  await chooseLanguage(page, "ne");
  const sent = await countDonations(page);
  await page.goto("/donate");
  const form = page.getByRole("main").getByRole("region", { name: "अनलाइन दान गर्नुहोस्" });
  const amount = form.getByLabel("अर्को रकम (रू)");
  await amount.fill("सात सय");
  await amount.blur();
  await expect(form.getByText("अङ्कमा लेख्नुहोस्, जस्तै ७५० वा 750")).toBeVisible();
  await form.getByRole("radio", { name: /^इसेवा/ }).check();
  await form.getByRole("button", { name: /दान गर्नुहोस्/ }).click();
  await expect(form.getByText("रुपैयाँ पूर्णाङ्कमा लेख्नुहोस्")).toBeVisible();
  expect(sent).toHaveLength(0);
});
