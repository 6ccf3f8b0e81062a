import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { placeholderEmail } from "../src/contract/phone";
import { makeApplication } from "../src/server/db/factories";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import {
  DEMO,
  loginAs,
  newVerifiedUser,
  siteOrigin,
  waitForMail,
  type Credentials,
} from "./support/accounts";
import { userIdOf, withE2eDatabase } from "./support/database";
import { chooseLanguage } from "./support/language";
import { gatewaysFile } from "./support/paths";
import { storeWithDog } from "./support/pets";
import { uniqueMobile, waitForCode, waitForText } from "./support/sms";

/**
 * The adoption fee (docs/product.md#adoption-fee): a pet with a fee, an approved request, the
 * applicant pays with the eSewa stand-in, both sides see it paid, the admin passes it on.
 */

const esewa = () => (JSON.parse(readFileSync(gatewaysFile(), "utf8")) as { esewa: string }).esewa;
const toastWith = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

/** The owner's store with a dog whose fee is Rs 1,500, and the applicant's approved request. */
async function approvedRequestWithFee(owner: Credentials, applicant: Credentials) {
  const suffix = Date.now().toString(36);
  const { store, pet } = await storeWithDog(owner, {
    store: { title: `Fee Rescue ${suffix}` },
    pet: { name: `Bhote ${suffix}`, fee: 1500 },
  });
  const request = await withE2eDatabase(async (database) =>
    makeApplication(database, {
      pet_id: pet.id,
      user_id: await userIdOf(database, applicant.email),
      name: "Sita Rai",
      status: "Approved",
    }),
  );
  return { store, pet, request };
}

test("the applicant pays the adoption fee with eSewa, both sides see it paid, the admin passes it on", async ({
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
  const { store, pet } = await approvedRequestWithFee(owner, applicant);

  // The pet's page says the fee.
  await page.goto(`/pets/${pet.id}`);
  const about = page.getByRole("region", { name: "About" });
  await expect(about.getByText("Adoption fee", { exact: true })).toBeVisible();
  await expect(about.getByText("Rs 1,500", { exact: true })).toBeVisible();

  // The applicant pays from her request's card, at the eSewa stand-in.
  await loginAs(page, applicant);
  await page.goto("/dashboard");
  const mine = page.getByRole("article", { name: pet.name });
  await expect(mine).toContainText("Pay adoption fee Rs 1,500");
  await expectAccessible(page);
  await mine.getByRole("button", { name: "Pay adoption fee Rs 1,500 with eSewa" }).click();
  await page.waitForURL((url) => url.origin === esewa());
  await expect(page.getByText("Pay Rs 1500 to merchant EPAYTEST.")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  // Back on the site, which asked eSewa before saying it is paid.
  await expect(page).toHaveURL(/\/applications\/\d+\/fee\/return\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Adoption fee Rs 1,500 paid");
  await expect(page.getByText(/^F-\d{6}$/)).toBeVisible();
  await expectAccessible(page);
  await waitForMail(applicant.email, new RegExp(`Adoption fee for ${pet.name} paid \\(receipt F-`));
  await page.getByRole("link", { name: "Back to my requests" }).click();
  await expect(mine).toContainText("Adoption fee Rs 1,500 paid on");
  await expect(mine.getByText("Adoption fee paid", { exact: true })).toBeVisible();
  await expect(mine.getByRole("button", { name: /Pay adoption fee/ })).toHaveCount(0);

  // The store sees it paid on the request.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await loginAs(ownerPage, owner);
  await ownerPage.goto("/dashboard?tab=vendor");
  const card = ownerPage.getByRole("article", { name: "Sita Rai" });
  await expect(card).toContainText("Adoption fee Rs 1,500 paid on");
  await ownerContext.close();

  // The admin's ledger owes the store Rs 1,500, and records the payout.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, DEMO.admin);
  await adminPage.goto("/admin/fees");
  const row = adminPage
    .getByRole("table", { name: "Per store" })
    .getByRole("row")
    .filter({ hasText: store.title });
  await expect(row).toContainText("Rs 1,500");
  await expectAccessible(adminPage);
  const form = adminPage.locator("form").filter({ hasText: "Record payout" });
  await form.getByRole("combobox", { name: "Store" }).click();
  await adminPage.getByRole("option", { name: new RegExp(store.title) }).click();
  await form.getByRole("textbox", { name: "Amount" }).fill("1500");
  await form.getByLabel("Paid on").fill("2026-11-20");
  await form.getByRole("textbox", { name: "Reference" }).fill(`NIC Asia ${store.id}`);
  await form.getByRole("button", { name: "Record payout" }).click();
  await expect(toastWith(adminPage, "Payout recorded")).toBeVisible();
  await expect(row.getByRole("cell").last()).toHaveText("Rs 0");
  const payouts = adminPage.getByRole("table", { name: "Payouts" });
  await expect(payouts.getByRole("row").filter({ hasText: `NIC Asia ${store.id}` })).toContainText(
    "Rs 1,500",
  );
  await adminContext.close();
});

test("in Nepali, the pet's page and both cards say the fee, unpaid, in Devanagari digits", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const owner = await newVerifiedUser(playwright, baseURL);
  const applicant = await newVerifiedUser(playwright, baseURL);
  const { pet } = await approvedRequestWithFee(owner, applicant);
  await chooseLanguage(page, "ne");
  await page.goto(`/pets/${pet.id}`);
  await expect(page.getByText("धर्मपुत्र शुल्क", { exact: true })).toBeVisible();
  await expect(page.getByText("रू १,५००", { exact: true })).toBeVisible();

  await loginAs(page, applicant);
  await page.goto("/dashboard");
  const mine = page.getByRole("article", { name: pet.name });
  await expect(mine).toContainText("धर्मपुत्र शुल्क रू १,५०० तिर्नुहोस्");
  await expect(
    mine.getByRole("button", { name: "धर्मपुत्र शुल्क रू १,५०० इसेवाबाट तिर्नुहोस्" }),
  ).toBeVisible();
  await expectAccessible(page);

  // The store sees it unpaid.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await chooseLanguage(ownerPage, "ne");
  await loginAs(ownerPage, owner);
  await ownerPage.goto("/dashboard?tab=vendor");
  const card = ownerPage.getByRole("article", { name: "Sita Rai" });
  await expect(card).toContainText("धर्मपुत्र शुल्क रू १,५००");
  await expect(card.getByText("तिर्न बाँकी", { exact: true })).toBeVisible();
  await ownerContext.close();
});

test("a phone account pays in Nepali on a phone: she is promised the receipt by SMS, and it is texted (390 px)", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, "ne");
  const owner = await newVerifiedUser(playwright, baseURL);
  // She signs up with her number alone, as the login page's phone side does.
  const number = uniqueMobile();
  const headers = { origin: siteOrigin(), "accept-language": "ne" };
  const asked = await page.request.post("/api/auth/phone-number/send-otp", {
    data: { phoneNumber: number },
    headers,
  });
  expect(asked.status()).toBe(200);
  const code = await waitForCode(number);
  const verified = await page.request.post("/api/auth/phone-number/verify", {
    data: { phoneNumber: number, code, firstName: "Sita", lastName: "Rai" },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { pet } = await approvedRequestWithFee(owner, {
    email: placeholderEmail(`+977${number}`),
    password: "",
  });

  await page.goto("/dashboard");
  const mine = page.getByRole("article", { name: pet.name });
  await expect(mine).toContainText("रसिद SMS मा आउँछ");
  await expect(mine).not.toContainText("इमेल");
  await mine.getByRole("button", { name: /^धर्मपुत्र शुल्क रू १,५०० (eSewa|इसेवा) ?बाट/ }).click();
  await page.waitForURL((url) => url.origin === esewa());
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/applications\/\d+\/fee\/return\//);
  await expect(page.getByText("रसिद SMS मा आउँदैछ, यो पानाको लिङ्कसहित।")).toBeVisible();
  const receipt = (await page.getByText(/^F-\d{6}$/).textContent())!;
  const sms = await waitForText(number, new RegExp(`रसिद ${receipt}`));
  expect(sms.text).toContain(`${pet.name}को धर्मपुत्र शुल्क रू १,५०० तिरियो`);
  // Its link opens this page, the receipt.
  expect(sms.text).toContain(new URL(page.url()).pathname);
});
