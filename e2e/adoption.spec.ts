import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { makePet, makeStore } from "../src/server/db/factories";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { withE2eDatabase, userIdOf } from "./support/database";
import {
  loginAs,
  newVerifiedUser,
  waitForMail,
  type Credentials,
  siteOrigin,
} from "./support/accounts";

/**
 * An adoption end to end: an applicant and a store owner, each in their own browser, through the whole
 * life of an adoption request.
 */

let counter = 0;

/** A store of the test's own, with one listed dog, made with the shared factories in the e2e database. */
async function storeWithPet(owner: Credentials) {
  return withE2eDatabase(async (database) => {
    const owner_id = await userIdOf(database, owner.email);
    const dog = await database.db
      .selectFrom("category")
      .select("id")
      .where("category", "=", "Dog")
      .executeTakeFirstOrThrow();
    const suffix = `${Date.now().toString(36)}${++counter}`;
    const store = await makeStore(database, {
      owner_id,
      title: `Sano Ghar Rescue ${suffix}`,
      status: "active",
    });
    const pet = await makePet(database, {
      vendor_id: store.id,
      category_id: dog.id,
      name: `Bhote ${suffix}`,
    });
    return { store, pet };
  });
}

/** A notification (toast), told apart from the same words under a form field. */
const toastWith = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

/** The fixture checks the fixture page for console errors; a second browser gets the same check. */
function failOnConsoleErrors(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`Uncaught: ${error.message}`));
  return () => expect(problems, "console errors in the second browser").toEqual([]);
}

test.describe("adoption", () => {
  test("the applicant asks; the store approves, then rejects; the applicant sees each answer", async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    // Two sign-ups with e-mail verification, two browsers and five round trips between them.
    test.slow();
    const applicant = await newVerifiedUser(playwright, baseURL, {
      firstName: "Sita",
      lastName: "Rai",
    });
    const owner = await newVerifiedUser(playwright, baseURL, {
      firstName: "Sujata",
      lastName: "Shrestha",
    });
    const { pet } = await storeWithPet(owner);

    // The applicant opens the pet and the Adopt Now dialog.
    await loginAs(page, applicant);
    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("button", { name: "Adopt", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Adopt Now" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    // Each missing field is a toast, in the form's order (name, phone, address, message).
    const name = dialog.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveValue("Sita Rai");
    await name.fill("");
    const send = dialog.getByRole("button", { name: "Send request" });
    await send.click();
    await expect(toastWith(page, "Name is required")).toBeVisible();
    await name.fill("Sita Rai");
    await send.click();
    await expect(toastWith(page, "Phone number is required")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Phone" }).fill("12345");
    await send.click();
    await expect(toastWith(page, "Please enter a phone number such as 98XXXXXXXX")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Phone" }).fill("+977 984-1234567");
    await send.click();
    await expect(toastWith(page, "Address is required")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Address" }).fill("Jhamsikhel, Lalitpur");
    await send.click();
    await expect(toastWith(page, "Message is required")).toBeVisible();
    await dialog
      .getByRole("textbox", { name: "Message" })
      .fill("We have a fenced garden and I work from home.");
    await send.click();

    await expect(toastWith(page, "Success")).toBeVisible();
    await expect(dialog.getByText("Adoption Request Submitted")).toBeVisible();
    await expect(dialog.getByText("Hang on for some time. The store will review.")).toBeVisible();
    await dialog.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    // The store is told by e-mail.
    const notice = await waitForMail(
      owner.email,
      new RegExp(`New adoption request for ${pet.name}`),
    );
    expect(notice.text).toContain("We have a fenced garden and I work from home.");

    // The applicant's dashboard: pending, with its status message.
    await page.goto("/dashboard");
    const mine = page.getByRole("article", { name: pet.name });
    await expect(mine).toContainText("Your application is being reviewed by the store");
    await expect(mine).toContainText("Request sent");
    await expectAccessible(page);

    // The owner, in her own browser, approves.
    const ownerBrowser = await browser.newContext();
    const ownerPage = await ownerBrowser.newPage();
    const checkOwnerConsole = failOnConsoleErrors(ownerPage);
    await loginAs(ownerPage, owner);
    await ownerPage.goto("/dashboard?tab=vendor");
    const received = ownerPage.getByRole("article", { name: "Sita Rai" });
    await expect(received).toContainText("+977 984-1234567");
    await expect(received).toContainText("Jhamsikhel, Lalitpur");
    await expect(received).toContainText("We have a fenced garden and I work from home.");
    await expect(ownerPage.getByText("1 request waiting for your answer")).toBeVisible();
    await expectAccessible(ownerPage);
    await received.getByRole("button", { name: /^Approve/ }).click();
    const updated = toastWith(ownerPage, "Successfully updated");
    await expect(updated).toBeVisible();
    // Dismissed, so the next answer's toast is not mistaken for this one.
    await updated.locator("button").click();
    await expect(updated).toHaveCount(0);
    await expect(received.getByText("Approved", { exact: true }).first()).toBeVisible();

    // The applicant sees the approval, and got an e-mail saying so.
    await page.reload();
    await expect(mine).toContainText(
      "Your application has been approved. You will receive a call from the store shortly.",
    );
    await waitForMail(applicant.email, new RegExp(`${pet.name} is approved`));

    // The store changes its mind and rejects (after confirming).
    await received.getByRole("button", { name: /^Reject/ }).click();
    await ownerPage.getByRole("dialog").getByRole("button", { name: "Reject request" }).click();
    await expect(updated).toBeVisible();
    await expect(received.getByRole("button", { name: /^Approve/ })).toBeVisible();

    await page.reload();
    await expect(mine).toContainText("Your application has been rejected!");
    await expect(mine.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);
    await waitForMail(applicant.email, new RegExp(`${pet.name} is not accepted`));

    checkOwnerConsole();
    await ownerBrowser.close();
  });

  test("on a phone a refusal's toast leaves the dialog's title and close button free", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const applicant = await newVerifiedUser(playwright, baseURL);
    const owner = await newVerifiedUser(playwright, baseURL);
    const { pet } = await storeWithPet(owner);
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, applicant);
    await page.goto(`/pets/${pet.id}`);
    await page
      .getByRole("button", { name: "Adopt", exact: true })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole("dialog", { name: "Adopt Now" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("");
    await dialog.getByRole("button", { name: "Send request" }).click();
    const toast = toastWith(page, "Name is required");
    await expect(toast).toBeVisible();

    const toastBox = (await toast.boundingBox())!;
    for (const control of [
      dialog.getByRole("heading", { name: "Adopt Now" }),
      dialog.getByRole("button", { name: /close/i }).first(),
    ]) {
      const box = (await control.boundingBox())!;
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height;
      expect(overlaps, "the toast covers a dialog control").toBe(false);
    }
    // And the message is still said under its field.
    await expect(dialog.getByText("Name is required")).toBeVisible();
  });

  test("the applicant withdraws a pending request; the pet page then offers Adopt again", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const applicant = await newVerifiedUser(playwright, baseURL, {
      firstName: "Nima",
      lastName: "Sherpa",
    });
    const owner = await newVerifiedUser(playwright, baseURL, {
      firstName: "Bikash",
      lastName: "Maharjan",
    });
    const { pet } = await storeWithPet(owner);
    await loginAs(page, applicant);
    const sent = await page.request.post(`/api/adoptPet/${pet.id}`, {
      headers: { origin: siteOrigin() },
      data: {
        name: "Nima Sherpa",
        phone: "9812345678",
        address: "Boudha, Kathmandu",
        message: "My family has looked after street dogs for years.",
        pet_id: pet.id,
      },
    });
    expect(sent.status()).toBe(200);

    // The pet page knows about the open request.
    await page.goto(`/pets/${pet.id}`);
    await expect(
      page.getByText(/^You have asked to adopt/).filter({ visible: true }),
    ).toBeVisible();

    await page.goto("/dashboard");
    const mine = page.getByRole("article", { name: pet.name });
    await mine.getByRole("button", { name: /^Withdraw/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Withdraw request" }).click();
    await expect(toastWith(page, "Request withdrawn")).toBeVisible();
    await expect(mine).toContainText("You withdrew this application.");
    await waitForMail(owner.email, new RegExp(`withdrew their request for ${pet.name}`));

    await page.goto(`/pets/${pet.id}`);
    await expect(page.getByRole("button", { name: "Adopt", exact: true })).toBeVisible();
  });

  test("a store rejects with a reason; the applicant reads it on her dashboard and in the mail", async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const applicant = await newVerifiedUser(playwright, baseURL, {
      firstName: "Maya",
      lastName: "Gurung",
    });
    const owner = await newVerifiedUser(playwright, baseURL, {
      firstName: "Anil",
      lastName: "Thapa",
    });
    const { pet } = await storeWithPet(owner);
    await loginAs(page, applicant);
    const sent = await page.request.post(`/api/adoptPet/${pet.id}`, {
      headers: { origin: siteOrigin() },
      data: {
        name: "Maya Gurung",
        phone: "9801234567",
        address: "Patan, Lalitpur",
        message: "We live in a flat with a small balcony.",
        pet_id: pet.id,
      },
    });
    expect(sent.status()).toBe(200);
    const reason = "Bhote needs a home with a garden to run in.";

    // The store rejects, giving a reason in the same dialog.
    const ownerBrowser = await browser.newContext();
    const ownerPage = await ownerBrowser.newPage();
    const checkOwnerConsole = failOnConsoleErrors(ownerPage);
    await loginAs(ownerPage, owner);
    await ownerPage.goto("/dashboard?tab=vendor");
    const received = ownerPage.getByRole("article", { name: "Maya Gurung" });
    await received.getByRole("button", { name: /^Reject/ }).click();
    const dialog = ownerPage.getByRole("dialog", { name: "Reject this request?" });
    const field = dialog.getByRole("textbox", { name: "Reason for the applicant (optional)" });
    await expect(field).toHaveAttribute("maxlength", "500");
    await field.fill(reason);
    await expect(dialog).toContainText(`${500 - reason.length} characters left`);
    await expectAccessible(ownerPage);
    await dialog.getByRole("button", { name: "Reject request" }).click();
    await expect(toastWith(ownerPage, "Successfully updated")).toBeVisible();
    // The store's own view shows what it said.
    await expect(received).toContainText(`The store's reason: ${reason}`);
    // And it takes its requests away as a spreadsheet, the reason with the request.
    const [download] = await Promise.all([
      ownerPage.waitForEvent("download"),
      ownerPage.getByRole("link", { name: "Download all as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^adoption-requests-\d+-[\d-]+\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain(`,${pet.id},${pet.name},Rejected,Maya Gurung,9801234567,`);
    expect(csv).toContain(`,${reason},`);

    // The applicant reads it under the Rejected step of her timeline, and in the mail.
    await page.goto("/dashboard");
    const mine = page.getByRole("article", { name: pet.name });
    await expect(mine).toContainText("Your application has been rejected!");
    const rejectedStep = mine.locator(".mantine-Timeline-item").last();
    await expect(rejectedStep).toContainText("Rejected");
    await expect(rejectedStep).toContainText(`The store's reason: ${reason}`);
    await expectAccessible(page);
    const mail = await waitForMail(applicant.email, new RegExp(`${pet.name} is not accepted`));
    expect(mail.text).toContain(`The store's reason: ${reason}`);

    checkOwnerConsole();
    await ownerBrowser.close();
  });

  test("an owner is shown her own pet as her store's, with Edit instead of Adopt", async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    const owner = await newVerifiedUser(playwright, baseURL, {
      firstName: "Sarita",
      lastName: "Gurung",
    });
    const visitor = await newVerifiedUser(playwright, baseURL);
    const { pet } = await storeWithPet(owner);

    await loginAs(page, owner);
    await page.goto(`/pets/${pet.id}`);
    await expect(page.getByText("Your store's pet").filter({ visible: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Adopt", exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=vendor$/);
    await expect(page.getByRole("button", { name: `Edit ${pet.name}` })).toBeVisible();

    // Anyone else, in their own browser, is still offered Adopt.
    const visitorBrowser = await browser.newContext();
    const visitorPage = await visitorBrowser.newPage();
    const checkVisitorConsole = failOnConsoleErrors(visitorPage);
    await loginAs(visitorPage, visitor);
    await visitorPage.goto(`/pets/${pet.id}`);
    await expect(visitorPage.getByRole("button", { name: "Adopt", exact: true })).toBeVisible();
    await expect(visitorPage.getByText("Your store's pet")).toHaveCount(0);
    checkVisitorConsole();
    await visitorBrowser.close();
  });

  test("a signed-out visitor logs in to adopt and comes back to the pet", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const applicant = await newVerifiedUser(playwright, baseURL);
    const owner = await newVerifiedUser(playwright, baseURL, {
      firstName: "Rojina",
      lastName: "Prajapati",
    });
    const { pet } = await storeWithPet(owner);
    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("link", { name: "Login to Adopt Pet" }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel("Email").fill(applicant.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(applicant.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pets/${pet.id}$`));
    await expect(page.getByRole("button", { name: "Adopt", exact: true })).toBeVisible();
  });
});
