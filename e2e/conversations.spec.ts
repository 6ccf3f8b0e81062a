import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser, waitForMail } from "./support/accounts";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";

/**
 * A conversation about a pet (docs/product.md#conversations): a person asks the store from the
 * pet's page, the store sees it unread on its dashboard and answers, the person reads the
 * answer. In both languages; every page checked for accessibility.
 */

const toastWith = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

const WORDS = {
  en: {
    ask: (pet: string) => `Ask about ${pet}`,
    loginToAsk: (pet: string) => `Log in to ask about ${pet}`,
    message: "Your message",
    send: "Send message",
    sent: "Message sent",
    tab: "Messages",
    unreadTab: "Messages (1 unread)",
    unread: "1 unread",
    reply: "Your reply",
    sendReply: "Send reply",
    question: "Is she calm with children? Our notes: https://example.test/<b>kali</b>",
    answer: "Yes, she lived with two children.\nCome on Saturday.",
    conversationAbout: (pet: string) => `Your conversation about ${pet}`,
  },
  ne: {
    ask: (pet: string) => `${pet}बारे सोध्नुहोस्`,
    loginToAsk: (pet: string) => `${pet}बारे सोध्न लग इन गर्नुहोस्`,
    message: "तपाईंको सन्देश",
    send: "सन्देश पठाउनुहोस्",
    sent: "सन्देश पठाइयो",
    tab: "सन्देश",
    unreadTab: "सन्देश (१ नपढिएको)",
    unread: "१ नपढिएको",
    reply: "तपाईंको जवाफ",
    sendReply: "जवाफ पठाउनुहोस्",
    question: "के यो बच्चाहरूसँग शान्त रहन्छ? https://example.test/<b>kali</b>",
    answer: "हो, यो दुई बच्चासँग बसेको थियो।\nशनिबार आउनुहोस्।",
    conversationAbout: (pet: string) => `${pet}बारेको तपाईंको कुराकानी`,
  },
} as const;

for (const language of ["en", "ne"] as const) {
  const words = WORDS[language];

  test(`a person asks about a pet, the store answers, she reads the answer (${language})`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const owner = await newVerifiedUser(playwright, baseURL);
    const person = await newVerifiedUser(playwright, baseURL, {
      firstName: "Sita",
      lastName: "Rai",
    });
    const { pet } = await storeWithDog(owner);
    await chooseLanguage(page, language);

    // Signed out, the pet's page offers to log in first, and come back.
    await page.goto(`/pets/${pet.id}`);
    await expect(page.getByRole("link", { name: words.loginToAsk(pet.name) })).toHaveAttribute(
      "href",
      `/login?next=/pets/${pet.id}`,
    );

    // She asks from the pet's page; the conversation opens with her message.
    await loginAs(page, person);
    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("button", { name: words.ask(pet.name) }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: words.message }).fill(words.question);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: words.send }).click();
    await expect(toastWith(page, words.sent)).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    const conversationPath = new URL(page.url()).pathname;
    // Written text is shown as written: the link is text, the tags are not markup.
    await expect(page.getByText(words.question)).toBeVisible();
    await expect(page.getByRole("link", { name: /example\.test/ })).toHaveCount(0);
    await expectAccessible(page);

    // The store is mailed a link to it, and sees it unread on its dashboard.
    const mail = await waitForMail(owner.email, new RegExp(pet.name));
    expect(mail.links.some((link) => link.endsWith(conversationPath))).toBe(true);
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await chooseLanguage(ownerPage, language);
    await loginAs(ownerPage, owner);
    await ownerPage.goto("/dashboard");
    await ownerPage.getByRole("tab", { name: words.unreadTab }).click();
    await expect(ownerPage).toHaveURL(/tab=messages/);
    const item = ownerPage.getByRole("link", { name: new RegExp(pet.name) });
    await expect(item).toContainText(words.unread);
    await expect(item).toContainText("Sita Rai");
    await expectAccessible(ownerPage);

    // The store reads and answers; the count goes to zero.
    await item.click();
    await expect(ownerPage.getByText(words.question)).toBeVisible();
    await ownerPage.getByRole("textbox", { name: words.reply }).fill(words.answer);
    await ownerPage.getByRole("button", { name: words.sendReply }).click();
    await expect(
      ownerPage.locator("li").filter({ hasText: words.answer.split("\n")[1] }),
    ).toBeVisible();
    await expect(ownerPage.getByRole("textbox", { name: words.reply })).toHaveValue("");
    await expectAccessible(ownerPage);
    await ownerPage.goto("/dashboard?tab=messages");
    await expect(ownerPage.getByRole("tab", { name: words.tab, exact: true })).toBeVisible();
    await expect(ownerPage.getByRole("link", { name: new RegExp(pet.name) })).not.toContainText(
      words.unread,
    );

    // She sees the answer waiting, and reads it; the pet's page leads back to the conversation.
    await page.goto("/dashboard?tab=messages");
    await expect(page.getByRole("link", { name: new RegExp(pet.name) })).toContainText(
      words.unread,
    );
    await page.getByRole("link", { name: new RegExp(pet.name) }).click();
    for (const line of words.answer.split("\n")) {
      await expect(page.getByText(line, { exact: false })).toBeVisible();
    }
    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("link", { name: words.conversationAbout(pet.name) }).click();
    await expect(page).toHaveURL(new RegExp(`${conversationPath}$`));
    await ownerContext.close();
  });
}
