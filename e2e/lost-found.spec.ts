import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { BS_MONTHS, toBikramSambat } from "../src/contract/bikram-sambat";
import { nepalDay } from "../src/contract/calendar";
import { toDevanagariDigits } from "../src/contract/nepali-script";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { chooseLanguage } from "./support/language";
import { phoneAccount, uniqueMobile, waitForText } from "./support/sms";

/**
 * Lost and found (docs/product.md#lost-and-found), in Nepali on a phone: Sunita loses her dog in
 * Jhamsikhel, Lalitpur; Bikash finds a black-and-white dog in the same ward the next day and
 * reports it with a photo and his location. Both are texted about the pair, they write to each
 * other on the pair's page, and Sunita marks it reunited: both reports close and leave the list.
 * The list, its filters and a report read without JavaScript, and nobody's number or point shows.
 */

const PHONE = { width: 390, height: 844 };
const DAY = 24 * 60 * 60 * 1000;
/** Where Bikash stands when he finds the dog: Jhamsikhel, ward 3 of Lalitpur. */
const JHAMSIKHEL = { latitude: 27.67941, longitude: 85.30862 };

test.use({ viewport: PHONE });

/** A small photo-like JPEG. */
async function photo(name: string) {
  const buffer = await sharp(randomBytes(160 * 120 * 3), {
    raw: { width: 160, height: 120, channels: 3 },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A day as the SMS names it: "पुस ३ गते". */
function smsDay(day: Date) {
  const [y, m, d] = nepalDay(day).split("-").map(Number) as [number, number, number];
  const bs = toBikramSambat(y, m - 1, d);
  return `${BS_MONTHS.ne[bs.monthIndex]} ${toDevanagariDigits(String(bs.day))} गते`;
}

/** Picks a day on a DayField in Nepali: its Bikram Sambat year, month and day. */
async function chooseBsDay(page: Page, label: string, day: Date) {
  const [y, m, d] = nepalDay(day).split("-").map(Number) as [number, number, number];
  const bs = toBikramSambat(y, m - 1, d);
  await page
    .getByLabel(`${label}: साल`)
    .selectOption({ label: toDevanagariDigits(String(bs.year)) });
  await page.getByLabel(`${label}: महिना`).selectOption({ label: BS_MONTHS.ne[bs.monthIndex] });
  await page.getByLabel(`${label}: गते`).selectOption({ label: toDevanagariDigits(String(bs.day)) });
}

/**
 * A second person's phone, in Nepali, held to the fixture's rules: a console error fails the
 * test, and a page is used only once it is live (e2e/fixtures.ts).
 */
async function secondPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    geolocation: JHAMSIKHEL,
    permissions: ["geolocation"],
  });
  const page = await context.newPage();
  await chooseLanguage(page, "ne");
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`Uncaught: ${error.message}`));
  const open = async (path: string) => {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };
  return { context, page, open, problems };
}

/** The report form's shared fields: a black-and-white male dog of middling size, ward ३. */
async function describeDog(page: Page, tole: string) {
  await page.getByLabel("प्रजाति").selectOption({ label: "कुकुर" });
  await page.getByText("भाले", { exact: true }).click();
  await page.getByText("मझौला", { exact: true }).click();
  await page.getByText("कालो", { exact: true }).click();
  await page.getByText("सेतो", { exact: true }).click();
  await page.getByLabel("जिल्ला").selectOption({ label: "ललितपुर" });
  await expect(page.getByLabel("प्रदेश")).toHaveValue("Bagmati");
  await page.getByRole("textbox", { name: "वडा" }).fill("३");
  await page.getByRole("textbox", { name: "टोल" }).fill(tole);
}

/** What a report page's details list says of `term` ("अवस्था", "रङ"). */
const fact = (page: Page, term: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** The id in a report page's address. */
const reportIdOf = (page: Page) => Number(/\/lost-found\/(\d+)/.exec(page.url())![1]);

test("a dog lost in Lalitpur is found nearby: both are texted the pair, they talk, and the owner marks it reunited", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, some twenty page loads and six accessibility checks: ~1 minute on a quiet machine.
  test.setTimeout(150_000);
  const now = Date.now();
  const ownerNumber = uniqueMobile();
  const finderNumber = uniqueMobile();

  // Sunita signs up with her number and reports her dog lost yesterday in Jhamsikhel.
  await chooseLanguage(page, "ne");
  await phoneAccount(page, ownerNumber, { firstName: "Sunita", lastName: "Maharjan" });
  await page.goto("/lost-found/new");
  await expect(
    page.getByRole("heading", { name: "हराएको वा भेटिएको जनावरको सूचना दिनुहोस्" }),
  ).toBeVisible();
  // Today is the day it offers.
  const today = nepalDay(new Date(now)).split("-").map(Number) as [number, number, number];
  await expect(page.getByLabel("हराएको दिन: गते")).toHaveValue(
    String(toBikramSambat(today[0], today[1] - 1, today[2]).day),
  );
  await expectAccessible(page);
  await page.getByText("मेरो जनावर हरायो", { exact: true }).click();
  await describeDog(page, "Jhamsikhel");
  await page.getByRole("textbox", { name: "यसको नाम" }).fill("Kale");
  await chooseBsDay(page, "हराएको दिन", new Date(now - DAY));
  await page.getByRole("button", { name: "सूचना सेभ गर्नुहोस्" }).click();
  await expect(page.getByText(/^सूचना सेभ भयो।/)).toBeVisible();
  await expect(page).toHaveURL(/\/lost-found\/\d+\?new=1$/);
  const lostId = reportIdOf(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("हराएको कुकुर: Kale");
  await expect(page.getByText("Jhamsikhel, वडा ३, ललितपुर").first()).toBeVisible();
  await expect(fact(page, "नाम")).toHaveText("Kale");
  await expect(fact(page, "लिङ्ग")).toHaveText("भाले");
  await expect(fact(page, "आकार")).toHaveText("मझौला");
  await expect(fact(page, "रङ")).toHaveText("कालो र सेतो");
  await expect(fact(page, "अवस्था")).toHaveText(/सम्म खुला$/);
  await expect(page.getByText("अहिलेसम्म मिल्ने सूचना छैन।", { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Bikash, on his own phone, reports a dog found today in the same ward, where he stands.
  const finder = await secondPhone(browser, baseURL!);
  await phoneAccount(finder.page, finderNumber, { firstName: "Bikash", lastName: "Tamang" });
  await finder.open("/lost-found/new");
  await finder.page.getByText("मैले जनावर भेटेँ", { exact: true }).click();
  await expect(finder.page.getByLabel("भेटिएको दिन: गते")).toBeVisible();
  await expect(finder.page.getByRole("textbox", { name: "यसको नाम" })).toHaveCount(0);
  await describeDog(finder.page, "Jhamsikhel Chowk");
  await finder.page.getByRole("button", { name: "मेरो ठाउँ प्रयोग गर्नुहोस्" }).click();
  await expect(finder.page.getByText("ठाउँ थपियो")).toBeVisible();
  await finder.page.getByRole("button", { name: "सूचना सेभ गर्नुहोस्" }).click();
  await expect(finder.page.getByText(/^सूचना सेभ भयो।/)).toBeVisible();
  const foundId = reportIdOf(finder.page);
  await expect(finder.page.getByRole("heading", { level: 1 })).toHaveText("भेटिएको कुकुर");

  // He adds a photo of the dog.
  const chooser = finder.page.waitForEvent("filechooser");
  await finder.page.getByRole("button", { name: "फोटो थप्नुहोस्" }).click();
  await (await chooser).setFiles(await photo("kukur.jpg"));
  await expect(finder.page.getByText("फोटो थपियो")).toBeVisible({ timeout: 15_000 });
  await expect(finder.page.getByRole("button", { name: "फोटो १ हटाउनुहोस्" })).toBeVisible();

  // Both are texted at once, in Nepali, naming the other's district and day and the pair.
  const toFinder = await waitForText(
    finderNumber,
    new RegExp(`ललितपुरमा ${smsDay(new Date(now - DAY))} हराएको कुकुर तपाईंले भेट्टाउनुभएको हुन सक्छ`),
    20_000,
  );
  const finderLink = new URL(/https?:\/\/\S+/.exec(toFinder.text)![0]);
  expect(finderLink.pathname).toBe(`/lost-found/${foundId}`);
  const matchId = finderLink.searchParams.get("match")!;
  expect(matchId).toMatch(/^\d+$/);
  const toOwner = await waitForText(ownerNumber, new RegExp(`\\?match=${matchId}\\b`), 20_000);
  expect(toOwner.text).toContain(`ललितपुरमा ${smsDay(new Date(now))} भेटिएको कुकुर तपाईंको हुन सक्छ`);
  expect(new URL(/https?:\/\/\S+/.exec(toOwner.text)![0]).pathname).toBe(`/lost-found/${lostId}`);
  // Neither text gives away the other's number.
  expect(toFinder.text).not.toContain(ownerNumber);
  expect(toOwner.text).not.toContain(finderNumber);

  // Sunita opens her link: the found dog is listed with why it may be hers.
  await page.goto(`${toOwner.text.match(/https?:\/\/\S+/)![0]}`);
  const matches = page.getByRole("region", { name: "मिल्न सक्ने सूचना" });
  const pairRow = matches.getByRole("listitem").filter({ hasText: "भेटिएको कुकुर" });
  await expect(pairRow).toHaveCount(1);
  // The pair the text told her of stands out, scrolled to.
  await expect(pairRow).toHaveAttribute("aria-current", "true");
  await expect(pairRow).toBeInViewport();
  await expect(pairRow.getByText("Jhamsikhel Chowk, वडा ३, ललितपुर")).toBeVisible();
  await expect(pairRow.getByText("एउटै वडा")).toBeVisible();
  await expect(pairRow.getByText("दुवै कालो र सेतो")).toBeVisible();
  await expect(pairRow.getByText("१ दिनको फरक")).toBeVisible();
  // His photo is its picture.
  await expect(pairRow.locator("img")).toHaveAttribute("src", /^\/f\//);
  // His report, as she sees it, has neither his number nor his point, in the page or the API.
  await page.goto(`/lost-found/${foundId}`);
  await expect(page.getByText(/^यो तपाईंको जनावर हो\?/)).toBeVisible();
  await expect(fact(page, "ठाउँ")).toHaveText("Jhamsikhel Chowk, वडा ३, ललितपुर");
  const api = await (await page.request.get(`/api/lost-found/${foundId}`)).text();
  for (const seen of [await page.content(), api]) {
    expect(seen).toContain("Jhamsikhel Chowk");
    expect(seen).not.toContain(finderNumber);
    expect(seen).not.toContain(String(JHAMSIKHEL.latitude).slice(0, 6));
  }

  // Opened signed out, the link asks its reporter to log in and come back to the pair.
  const signedOut = await secondPhone(browser, baseURL!);
  await signedOut.open(finderLink.pathname + finderLink.search);
  await expect(signedOut.page.getByText(/मिल्न सक्ने जोडी हेर्न लग इन गर्नुहोस्/)).toBeVisible();
  await expect(signedOut.page.getByRole("link", { name: "लग इन गर्नुहोस्" })).toHaveAttribute(
    "href",
    `/login?next=${encodeURIComponent(finderLink.pathname + finderLink.search)}`,
  );
  expect(signedOut.problems, "console errors in the signed-out page").toEqual([]);
  await signedOut.context.close();

  // Bikash opens his, and the pair's page, and writes first.
  await finder.open(finderLink.pathname + finderLink.search);
  const hisRow = finder.page
    .getByRole("region", { name: "मिल्न सक्ने सूचना" })
    .getByRole("listitem")
    .filter({ hasText: "हराएको कुकुर" });
  await hisRow.getByRole("link", { name: "हराएको कुकुर" }).click();
  await expect(finder.page).toHaveURL(new RegExp(`/lost-found/matches/${matchId}$`));
  await expect(finder.page.getByRole("heading", { name: "मिल्न सक्ने जोडी" })).toBeVisible();
  await expect(finder.page.getByText("अहिलेसम्म सन्देश छैन।", { exact: false })).toBeVisible();
  await expectAccessible(finder.page);
  const hello = "नमस्ते! मैले झम्सिखेलमा कालो-सेतो कुकुर भेटेँ। यसको घाँटीमा रातो पट्टा थियो?";
  await finder.page.getByRole("textbox", { name: "तपाईंको सन्देश" }).fill(hello);
  await finder.page.getByRole("button", { name: "पठाउनुहोस्" }).click();
  const finderMessages = finder.page
    .getByRole("region", { name: "सन्देश", exact: true })
    .getByRole("listitem");
  await expect(finderMessages.filter({ hasText: hello })).toContainText("तपाईं");
  await expect(finder.page.getByRole("textbox", { name: "तपाईंको सन्देश" })).toHaveValue("");

  // Sunita is texted that a message came, without its words; she reads it and answers.
  const told = await waitForText(ownerNumber, /नयाँ सन्देश/, 20_000);
  expect(told.text).toContain("ललितपुरमा भेटिएको कुकुरबारे नयाँ सन्देश");
  expect(told.text).not.toContain("रातो पट्टा");
  // Her reports say a message waits, and so does the pair.
  await page.goto("/lost-found/mine");
  await expect(page.getByRole("heading", { name: "मेरा हराएका र भेटिएका सूचना" })).toBeVisible();
  const mine = page.getByRole("listitem").filter({ hasText: "हराएको कुकुर · Kale" });
  await expect(mine.getByText("१ नयाँ सन्देश")).toBeVisible();
  await expect(mine.getByText("खुला", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await mine.getByRole("link", { name: "हराएको कुकुर · Kale" }).click();
  await expect(page).toHaveURL(new RegExp(`/lost-found/${lostId}$`));
  await expect(pairRow.getByText("१ नयाँ सन्देश")).toBeVisible();
  await pairRow.getByRole("link", { name: "भेटिएको कुकुर" }).click();
  await expect(page).toHaveURL(new RegExp(`/lost-found/matches/${matchId}$`));
  const ownerMessages = page
    .getByRole("region", { name: "सन्देश", exact: true })
    .getByRole("listitem");
  await expect(ownerMessages.filter({ hasText: hello })).toContainText("उहाँ");
  await expectAccessible(page);
  const reply = "हो, रातो पट्टा! ऊ Kale हो। म जावलाखेल चोकमा आउँछु।";
  await page.getByRole("textbox", { name: "तपाईंको सन्देश" }).fill(reply);
  await page.getByRole("button", { name: "पठाउनुहोस्" }).click();
  await expect(ownerMessages.filter({ hasText: reply })).toContainText("तपाईं");

  // Bikash sees her answer.
  await finder.page.reload();
  await expect(finderMessages.filter({ hasText: reply })).toContainText("उहाँ");
  await expect(finderMessages).toHaveCount(2);

  // Before they meet, both reports are on the public list, and read without JavaScript.
  await page.goto("/lost-found");
  await expect(page.getByRole("link", { name: "हराएको कुकुर · Kale" })).toBeVisible();
  await expect(
    page
      .getByRole("article")
      .filter({ hasText: "Jhamsikhel Chowk" })
      .getByRole("link", { name: "भेटिएको कुकुर" }),
  ).toBeVisible();
  await expectAccessible(page);
  await expectListedWithoutScript(browser, baseURL!, {
    foundId,
    tole: "Jhamsikhel Chowk",
    hidden: [finderNumber, ownerNumber, String(JHAMSIKHEL.latitude).slice(0, 6)],
  });

  // Kale is home: Sunita marks it reunited and says so again.
  await page.goto(`/lost-found/matches/${matchId}`);
  await page.getByRole("button", { name: "घर फर्कियो" }).click();
  const confirm = page.getByRole("dialog", { name: "जनावर घर फर्कियो?" });
  await confirm.getByRole("button", { name: "हो", exact: true }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /^घर फर्कियो! दुवै सूचना बन्द भए।/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "घर फर्कियो" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "तपाईंको सन्देश" })).toHaveCount(0);

  // Both reports say so, and are closed to more.
  await page.goto(`/lost-found/${lostId}`);
  await expect(fact(page, "अवस्था")).toHaveText("घर फर्कियो");
  await expect(pairRow.getByText("घर फर्कियो", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "यो सूचना बन्द गर्नुहोस्" })).toHaveCount(0);
  await page.goto(`/lost-found/${foundId}`);
  await expect(fact(page, "अवस्था")).toHaveText("घर फर्कियो");
  await expect(page.getByText(/^यो तपाईंको जनावर हो\?/)).toHaveCount(0);
  await finder.open(`/lost-found/${foundId}`);
  await expect(fact(finder.page, "अवस्था")).toHaveText("घर फर्कियो");
  await expect(finder.page.getByRole("button", { name: "फोटो थप्नुहोस्" })).toHaveCount(0);

  // The list no longer has them.
  await page.goto("/lost-found?district=Lalitpur");
  await expect(page.getByRole("heading", { name: "यहाँ कुनै खुला सूचना छैन" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Kale/ })).toHaveCount(0);
  await expect(page.getByText("Jhamsikhel Chowk", { exact: false })).toHaveCount(0);

  expect(finder.problems, "console errors in the finder's page").toEqual([]);
  await finder.context.close();
});

/**
 * Without JavaScript, a visitor opens /lost-found, filters it to found dogs in Lalitpur with the
 * plain form, and opens the found report: the server's HTML has it, and none of `hidden`.
 */
async function expectListedWithoutScript(
  browser: Browser,
  baseURL: string,
  { foundId, tole, hidden }: { foundId: number; tole: string; hidden: string[] },
) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await chooseLanguage(page, "ne");
    await page.goto("/lost-found");
    await expect(page.getByRole("heading", { name: "हराएका र भेटिएका जनावर" })).toBeVisible();
    await expect(page.getByRole("link", { name: "हराएको कुकुर · Kale" })).toBeVisible();
    const filters = page.getByRole("form", { name: "फिल्टर" });
    await filters.getByLabel("हराएको वा भेटिएको").selectOption({ label: "भेटिएको" });
    await filters.getByLabel("जिल्ला").selectOption({ label: "ललितपुर" });
    await filters.getByRole("button", { name: "सूचना हेर्नुहोस्" }).click();
    await expect(page).toHaveURL(/kind=found/);
    await expect(page).toHaveURL(/district=Lalitpur/);
    await expect(filters.getByLabel("हराएको वा भेटिएको")).toHaveValue("found");
    await expect(page.getByRole("link", { name: "हराएको कुकुर · Kale" })).toHaveCount(0);
    const card = page.getByRole("article").filter({ hasText: tole });
    await expect(card).toHaveCount(1);
    await card.getByRole("link", { name: "भेटिएको कुकुर" }).click();
    await expect(page).toHaveURL(new RegExp(`/lost-found/${foundId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("भेटिएको कुकुर");
    await expect(page.getByText(`${tole}, वडा ३, ललितपुर`).first()).toBeVisible();
    await expect(page.getByText("कालो र सेतो").first()).toBeVisible();
    const html = await page.content();
    for (const secret of hidden) expect(html).not.toContain(secret);
  } finally {
    await context.close();
  }
}
