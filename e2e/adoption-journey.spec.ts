import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser, waitForMail } from "./support/accounts";
import { gatewaysFile } from "./support/paths";
import { storeWithDog } from "./support/pets";

/**
 * The whole adoption, online (docs/product.md#requests): the store sets its questions, its
 * agreement and a fee; a person asks about a pet and is answered, applies with her answers, is
 * approved, signs, pays with eSewa, and the store hands the pet over. Two browsers, one story.
 */

const esewa = () => (JSON.parse(readFileSync(gatewaysFile(), "utf8")) as { esewa: string }).esewa;
const toastWith = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

const GARDEN = "Do you have a fenced garden?";
const ALONE = "How many hours a day would she be alone?";

test("a store's questions, a conversation, answers, approval, agreement, fee and handover", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await newVerifiedUser(playwright, baseURL);
  const applicant = await newVerifiedUser(playwright, baseURL, {
    firstName: "Sita",
    lastName: "Rai",
  });
  // No fee yet: the store sets it.
  const { pet } = await storeWithDog(owner);

  // The store: two questions, an agreement, and the dog's fee.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await loginAs(ownerPage, owner);
  await ownerPage.goto("/dashboard?tab=vendor");
  const questions = ownerPage.getByRole("region", { name: "Questions for applicants" });
  await questions.getByRole("button", { name: "Add a question" }).click();
  await questions.getByRole("textbox", { name: "Question 1" }).fill(GARDEN);
  await questions.getByRole("combobox", { name: "Answer" }).first().selectOption("yes_no");
  await questions.getByRole("switch", { name: "Required" }).first().check({ force: true });
  await questions.getByRole("button", { name: "Add a question" }).click();
  await questions.getByRole("textbox", { name: "Question 2" }).fill(ALONE);
  await questions.getByRole("combobox", { name: "Answer" }).nth(1).selectOption("number");
  await questions.getByRole("button", { name: "Save questions" }).click();
  await expect(toastWith(ownerPage, "Questions saved")).toBeVisible();

  const agreement = ownerPage.getByRole("region", { name: "Adoption agreement" });
  await agreement
    .getByRole("textbox", { name: "Agreement text" })
    .fill("I will keep her indoors at night and bring her back if I cannot keep her.");
  await agreement.getByRole("button", { name: "Save agreement" }).click();
  await expect(toastWith(ownerPage, "Agreement saved")).toBeVisible();

  await ownerPage.getByRole("button", { name: `Edit ${pet.name}` }).click();
  const editor = ownerPage.getByRole("dialog", { name: `Edit ${pet.name}` });
  await editor.getByRole("button", { name: "More about the pet (optional)" }).click();
  await editor.getByRole("textbox", { name: "Adoption fee" }).fill("1500");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(editor).toBeHidden();

  // The person asks about the dog from its page, which shows the fee.
  await loginAs(page, applicant);
  await page.goto(`/pets/${pet.id}`);
  await expect(page.getByRole("region", { name: "About" })).toContainText("Rs 1,500");
  await page.getByRole("button", { name: `Ask about ${pet.name}` }).click();
  const ask = page.getByRole("dialog");
  await ask.getByRole("textbox", { name: "Your message" }).fill("Is she calm with children?");
  await ask.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);

  // The store answers in the conversation.
  await ownerPage.goto("/dashboard?tab=messages");
  await ownerPage.getByRole("link", { name: new RegExp(pet.name) }).click();
  await expect(ownerPage.getByText("Is she calm with children?")).toBeVisible();
  await ownerPage
    .getByRole("textbox", { name: "Your reply" })
    .fill("Yes, very calm. Come on Saturday.");
  await ownerPage.getByRole("button", { name: "Send reply" }).click();
  await expect(ownerPage.getByRole("textbox", { name: "Your reply" })).toHaveValue("");

  // She applies, answering the store's questions after the four fields.
  await page.goto(`/pets/${pet.id}`);
  await page.getByRole("button", { name: "Adopt", exact: true }).click();
  const adopt = page.getByRole("dialog", { name: "Adopt Now" });
  await adopt.getByRole("textbox", { name: "Phone" }).fill("9841234567");
  await adopt.getByRole("textbox", { name: "Address" }).fill("Jhamsikhel, Lalitpur");
  await adopt.getByRole("textbox", { name: "Message" }).fill("We met her on Saturday.");
  await adopt.getByRole("button", { name: "Send request" }).click();
  await expect(toastWith(page, `Please answer: ${GARDEN}`)).toBeVisible();
  await adopt.getByRole("radiogroup", { name: GARDEN }).getByLabel("Yes").check();
  await adopt.getByRole("textbox", { name: ALONE }).fill("3");
  await expectAccessible(page);
  await adopt.getByRole("button", { name: "Send request" }).click();
  await expect(adopt.getByText("Adoption Request Submitted")).toBeVisible();

  // The store reads her answers and approves.
  await ownerPage.goto("/dashboard?tab=vendor");
  const card = ownerPage.getByRole("article", { name: "Sita Rai" });
  await expect(card).toContainText(GARDEN);
  await expect(card).toContainText(ALONE);
  await card.getByRole("button", { name: /^Approve/ }).click();
  const updated = toastWith(ownerPage, "Successfully updated");
  await expect(updated).toBeVisible();
  await updated.locator("button").click();
  await expect(card).toContainText("Agreement: waiting for the applicant's signature");

  // She signs the agreement, then pays the fee at the eSewa stand-in.
  await page.goto("/dashboard");
  const mine = page.getByRole("article", { name: pet.name });
  await mine.getByRole("link", { name: "Read and sign the agreement" }).click();
  await page.getByRole("textbox", { name: "Your full name" }).fill("Sita Kumari Rai");
  await page.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(toastWith(page, "Agreement signed")).toBeVisible();
  await page.goto("/dashboard");
  await mine.getByRole("button", { name: "Pay adoption fee Rs 1,500 with eSewa" }).click();
  await page.waitForURL((url) => url.origin === esewa());
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Adoption fee Rs 1,500 paid");
  await waitForMail(applicant.email, new RegExp(`Adoption fee for ${pet.name} paid`));

  // The store sees it paid and hands the dog over.
  await ownerPage.reload();
  await expect(card).toContainText("Adoption fee Rs 1,500 paid on");
  await expect(card).toContainText("Agreement signed by Sita Kumari Rai");
  await card.getByRole("button", { name: /as adopted/ }).click();
  await ownerPage.getByRole("dialog").getByRole("button", { name: "Mark as adopted" }).click();
  await expect(card.getByText("Adopted", { exact: true }).first()).toBeVisible();
  await expectAccessible(ownerPage);
  await ownerContext.close();

  // The dog is adopted; her timeline has every step, in order.
  await page.goto(`/pets/${pet.id}`);
  await expect(page.getByText(`${pet.name} has found a home.`, { exact: false })).toBeVisible();
  await page.goto("/dashboard");
  // Answered before she applied: one conversation, in time order.
  const steps = [
    "The store replied in the messages",
    "Request sent",
    "Approved",
    "Agreement signed by Sita Kumari Rai",
    "Adoption fee paid",
    `Adopted: ${pet.name} went home`,
  ];
  for (const step of steps) await expect(mine.getByText(step, { exact: true })).toBeVisible();
  const tops = await Promise.all(
    steps.map(async (step) => (await mine.getByText(step, { exact: true }).boundingBox())!.y),
  );
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await expectAccessible(page);
});
