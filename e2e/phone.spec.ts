import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser, uniqueEmail, waitForMail } from "./support/accounts";
import { unsentTo } from "./support/database";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";
import { textsTo, uniqueMobile, waitForCode, waitForText } from "./support/sms";

/**
 * Accounts by phone and texts (docs/product.md#sms), against the e2e server's Sparrow stand-in:
 * a person signs up with a number and a texted code, uses the site and adds an e-mail later; a
 * store adds its number and turns its texts off and on.
 */

// Wrong codes, and a right one for a number with no account, are refused with 400, which the
// browser logs.
test.use({ allowConsoleErrors: [/status of 400/] });

test("signs up with a phone number and a code, asks about a pet, then adds an e-mail", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const owner = await newVerifiedUser(playwright, baseURL);
  const { pet } = await storeWithDog(owner);
  const number = uniqueMobile();

  await page.goto("/login?mode=signup");
  await page.getByText("By phone", { exact: true }).click();
  await expect(page).toHaveURL(/with=phone/);
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Last name").fill("Tamang");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(`+977 ${number}`);
  await page.getByRole("button", { name: "Send me a code" }).click();
  const code = await waitForCode(number);
  await expect(page.getByText(`We sent a 6-digit code by SMS to ${number}`)).toBeVisible();
  // A wrong code is said in our words, not the auth library's ("Invalid OTP").
  await page.getByLabel("Code from the SMS").fill(code === "123456" ? "654321" : "123456");
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That code is not right. Check the SMS and try again.",
  );
  await page.getByLabel("Code from the SMS").fill(code);
  await page.getByRole("button", { name: "Create an account" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 15_000 });

  // She uses the site: asks the store about a dog.
  await page.goto(`/pets/${pet.id}`);
  await page.getByRole("button", { name: `Ask about ${pet.name}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Your message" }).fill("Can I visit on Saturday?");
  await dialog.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(page.getByText("Can I visit on Saturday?")).toBeVisible();

  // Her account has her number and no e-mail; she adds one and confirms it from the link.
  await page.goto("/dashboard?tab=account");
  await expect(page.getByText("No e-mail yet")).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  const email = uniqueEmail("maya");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("maya-password-1");
  await page.getByRole("button", { name: "Add e-mail" }).click();
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();
  // The address counts once its link is opened here, signed in with this number.
  const mail = await waitForMail(email, /Confirm your e-mail/);
  await page.goto(mail.links.find((href) => href.includes("/confirm-email"))!);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await expect(page.getByText("Your e-mail is confirmed")).toBeVisible();
  await page.getByRole("link", { name: "Go to my account" }).click();
  await expect(page.getByText(email)).toBeVisible();

  // Signed out, she signs in with her number and the password she chose.
  await page.context().clearCookies();
  await page.goto("/login?with=phone");
  // This browser added her password, so it offers it for her number.
  await page.getByRole("textbox", { name: "Mobile number" }).fill(number);
  await page.getByRole("button", { name: "Use my password instead" }).click();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("maya-password-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 15_000 });
});

test("signs in with a number that has no account: the same code signs her up once she gives her name (ne, 390 px)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseLanguage(page, "ne");
  const number = uniqueMobile();
  await page.goto("/login?with=phone");
  // Before any code is sent she is told a new number signs up, and where sign-up is.
  await expect(page.getByText("नयाँ हुनुहुन्छ? कोड त्यसै माग्नुहोस्")).toBeVisible();
  await expect(page.getByRole("link", { name: "साइन अप" })).toHaveAttribute(
    "href",
    /mode=signup.*with=phone|with=phone.*mode=signup/,
  );
  // This browser knows of no password for the number: none is offered.
  await page.getByRole("textbox", { name: "मोबाइल नम्बर" }).fill(number);
  await expect(page.getByRole("button", { name: "बरु पासवर्ड प्रयोग गर्छु" })).toHaveCount(0);
  await page.getByRole("button", { name: "मलाई कोड पठाउनुहोस्" }).click();
  const code = await waitForCode(number);
  await page.getByLabel("SMS मा आएको कोड").fill(code);
  await page.getByRole("button", { name: "लग इन", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("यो नम्बरमा अहिलेसम्म कुनै खाता छैन");
  const texts = textsTo(number).length;
  await page.getByRole("textbox", { name: "पहिलो नाम" }).fill("Gita");
  await page.getByRole("textbox", { name: "थर" }).fill("Rai");
  await page.getByRole("button", { name: "खाता बनाउनुहोस्" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session.user).toMatchObject({ name: "Gita Rai", phoneNumber: `+977${number}` });
  // The code she had was enough: no second text.
  expect(textsTo(number)).toHaveLength(texts);
});

/** A new person asks to adopt the pet through the API, as the adopt dialog would. */
async function askToAdopt(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  petId: number,
) {
  const person = await newVerifiedUser(playwright, baseURL, {
    firstName: "Nima",
    lastName: "Sherpa",
  });
  const context: APIRequestContext = await playwright.request.newContext({ baseURL });
  try {
    const origin = new URL(baseURL!).origin;
    const signedIn = await context.post("/api/auth/sign-in/email", {
      data: person,
      headers: { origin },
    });
    expect(signedIn.status()).toBe(200);
    const sent = await context.post(`/api/adoptPet/${petId}`, {
      headers: { origin },
      data: {
        name: "Nima Sherpa",
        phone: "9812345678",
        address: "Boudha, Kathmandu",
        message: "My family has looked after street dogs for years.",
        pet_id: petId,
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  } finally {
    await context.dispose();
  }
}

test("a store adds its number, gets a text for a request, and turns texts off and on (ne)", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const owner = await newVerifiedUser(playwright, baseURL);
  const { pet } = await storeWithDog(owner);
  const number = uniqueMobile();
  await chooseLanguage(page, "ne");
  await loginAs(page, owner);
  await page.goto("/dashboard?tab=account");
  await page
    .getByRole("textbox", { name: "मोबाइल नम्बर" })
    .fill(number.replace(/\d/g, (digit) => "०१२३४५६७८९"[Number(digit)]!));
  await page.getByRole("button", { name: "मलाई कोड पठाउनुहोस्" }).click();
  const code = await waitForCode(number);
  expect(textsTo(number).at(-1)!.text).toContain("कोड");
  await page.getByLabel("SMS मा आएको कोड").fill(code);
  await page.getByRole("button", { name: "नम्बर पक्का गर्नुहोस्" }).click();
  const texts = page.getByRole("switch", { name: "मेरा अनुरोध र सन्देशबारे मलाई SMS पठाउनुहोस्" });
  await expect(texts).toBeChecked();

  await askToAdopt(playwright, baseURL, pet.id);
  await waitForText(number, new RegExp(`${pet.name}लाई धर्मपुत्र लिने नयाँ अनुरोध`));

  // Off: the next request is not texted (the one after turning them on again is, and only it).
  await texts.click({ force: true });
  await expect(texts).not.toBeChecked();
  await expect(
    page.locator(".mantine-Notification-root").filter({ hasText: "सेभ भयो" }),
  ).toBeVisible();
  await page.reload();
  await expect(texts).not.toBeChecked();
  await askToAdopt(playwright, baseURL, pet.id);
  await texts.click({ force: true });
  await expect(texts).toBeChecked();
  await askToAdopt(playwright, baseURL, pet.id);
  // Texts leave in the order they were stored: had the second request been texted, it would be
  // here before the third's.
  const requests = () => textsTo(number).filter((sms) => sms.text.includes("नयाँ अनुरोध"));
  await expect.poll(() => requests().length).toBe(2);
  // Once the outbox holds nothing unsent for the number, every text it stored has arrived.
  await expect.poll(() => unsentTo(`+977${number}`)).toBe(0);
  expect(requests()).toHaveLength(2);
});
