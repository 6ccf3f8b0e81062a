import { makeApplication } from "../src/server/db/factories";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser, siteOrigin, waitForMail } from "./support/accounts";
import { withE2eDatabase } from "./support/database";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";
import { phoneAccount, uniqueMobile, waitForText } from "./support/sms";

/**
 * A store is a team (docs/product.md#a-stores-team), in Nepali on a phone: the owner invites a
 * carer by mobile number and a manager by e-mail; the manager approves a request, the carer may
 * not; the activity says who did what; the carer, removed, is refused at her next click.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** The site path of the invitation link in a mail or a text. */
const invitationPath = (text: string) =>
  new URL(/https?:\/\/\S+\/invitations\/[\w-]+/.exec(text)![0]).pathname;

test("an owner builds her team; the manager approves, the carer cannot, and is refused once removed", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const owner = await newVerifiedUser(playwright, baseURL, {
    firstName: "Sujata",
    lastName: "Shrestha",
  });
  const manager = await newVerifiedUser(playwright, baseURL, {
    firstName: "Bikash",
    lastName: "Maharjan",
  });
  const { store, pet } = await storeWithDog(owner);
  const request = await withE2eDatabase((database) =>
    makeApplication(database, { pet_id: pet.id, name: "Ram Thapa" }),
  );
  const carerNumber = uniqueMobile();
  const phonePage = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const opened = await context.newPage();
    await chooseLanguage(opened, "ne");
    return opened;
  };
  const carerPage = await phonePage();
  await phoneAccount(carerPage, carerNumber);

  // The owner invites, in Nepali: the manager by e-mail, the carer by her number.
  await chooseLanguage(page, "ne");
  await loginAs(page, owner);
  await page.goto("/dashboard/team");
  await expect(page.getByRole("heading", { name: "तपाईंको केन्द्रको टोली" })).toBeVisible();
  const invite = async (role: string) => {
    await page.getByRole("combobox", { name: "भूमिका", exact: true }).click();
    await page.getByRole("option", { name: role, exact: true }).click();
    await page.getByRole("button", { name: "निम्तो पठाउनुहोस्" }).click();
  };
  await page.getByRole("textbox", { name: "इमेल ठेगाना" }).fill(manager.email);
  await invite("व्यवस्थापक");
  await expect(page.getByText(manager.email, { exact: true })).toBeVisible();
  await page.getByText("मोबाइल नम्बर", { exact: true }).click();
  await page.getByRole("textbox", { name: "नेपाली मोबाइल नम्बर" }).fill(carerNumber);
  await invite("स्याहारकर्ता");
  await expect(page.getByText(carerNumber, { exact: true })).toBeVisible();

  // The carer opens the texted link and joins; so does the manager from her mail.
  const text = await waitForText(carerNumber, /\/invitations\//);
  // Its page holds the token in its URL: no shared cache may keep it, even signed out.
  const anonymous = await playwright.request.newContext({ baseURL });
  const shared = await anonymous.get(invitationPath(text.text));
  expect(shared.headers()["cache-control"]).toMatch(/^private/);
  await anonymous.dispose();
  await carerPage.goto(invitationPath(text.text));
  await carerPage.getByRole("button", { name: "स्वीकार गरी टोलीमा जोडिनुहोस्" }).click();
  await expect(carerPage).toHaveURL(/\/dashboard\?tab=vendor$/);

  const managerPage = await phonePage();
  await loginAs(managerPage, manager);
  const mail = await waitForMail(manager.email, new RegExp(store.title));
  await managerPage.goto(
    invitationPath(mail.links.find((href) => href.includes("/invitations/"))!),
  );
  await managerPage.getByRole("button", { name: "स्वीकार गरी टोलीमा जोडिनुहोस्" }).click();
  await expect(managerPage).toHaveURL(/\/dashboard\?tab=vendor$/);

  // The manager approves Ram's request; the carer reads it, with no buttons, and is told why.
  const managersCard = managerPage.getByRole("article", { name: "Ram Thapa" });
  await managersCard.getByRole("button", { name: /अनुरोध स्वीकृत गर्नुहोस्$/ }).click();
  await expect(managersCard.getByText("स्वीकृत", { exact: true }).first()).toBeVisible();

  await carerPage.reload();
  const carersCard = carerPage.getByRole("article", { name: "Ram Thapa" });
  await expect(carersCard).toBeVisible();
  await expect(carersCard.getByText(/मालिक वा व्यवस्थापकले गर्नुहुन्छ/)).toBeVisible();
  await expect(carersCard.getByRole("button", { name: /स्वीकृत गर्नुहोस्$/ })).toHaveCount(0);
  // Her role is checked on the server too.
  const tried = await carerPage.request.post(`/api/vendors/applications/${request.id}/update`, {
    data: { status: "Rejected" },
    headers: { origin: siteOrigin() },
  });
  expect(tried.status()).toBe(403);
  expect((await tried.json()).code).toBe("ROLE_NOT_ALLOWED");

  // The activity says who approved.
  await page.goto("/dashboard/activity");
  await expect(
    page.getByText(`Bikash Maharjanले ${pet.name}का लागि Ram Thapaको अनुरोध स्वीकृत गर्नुभयो`),
  ).toBeVisible();

  // The owner removes the carer, whose next click is refused.
  await page.goto("/dashboard/team");
  await page.getByRole("button", { name: "Pema Sherpaलाई टोलीबाट हटाउनुहोस्" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "हटाउनुहोस्" }).click();
  await expect(page.getByText("Pema Sherpa", { exact: true })).toHaveCount(0);

  const refused = await carerPage.request.get(`/api/vendors/${store.id}/applications`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("NOT_YOUR_STORE");
  await carerPage.goto("/dashboard/team");
  await expect(carerPage.getByText("तपाईं कुनै केन्द्रको टोलीमा हुनुहुन्न।")).toBeVisible();
});
