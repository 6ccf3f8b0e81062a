import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import jsQR from "jsqr";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { nepalDay } from "../src/contract/calendar";
import type { CommunityDog } from "../src/contract/community-dogs";
import { toDevanagariDigits } from "../src/contract/nepali-script";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser } from "./support/accounts";
import { runRoundAt } from "./support/digest";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";
import { phoneAccount, uniqueMobile, waitForText } from "./support/sms";

/**
 * The dogs of a street (docs/product.md#community-dogs, #ward-coverage, #tags), in Nepali on a
 * phone: a store enters a CNVR camp of three new dogs in Lalitpur's ward 5; the public ward page
 * and its CSV count them, all sterilised and vaccinated; a year on, their caretaker is texted for
 * the boosters; a finder scans a printed tag's QR and her message reaches the caretaker, whose
 * number the finder never sees.
 */

test.use({ viewport: { width: 390, height: 844 } });

const DAY = 24 * 60 * 60 * 1000;
const WARD = 5;
const DOGS = [
  { name: "Kalu", sex: "male", tole: "पुल्चोक" },
  { name: "Seto", sex: "female", tole: "पुल्चोक" },
  { name: "Khairi", sex: "female", tole: "लगनखेल" },
] as const;

/** The site path of the invitation link in a text. */
const invitationPath = (text: string) =>
  new URL(/https?:\/\/\S+\/invitations\/[\w-]+/.exec(text)![0]).pathname;

/** The value shown beside a big figure of the ward page, by its term. */
const figure = (page: Page, term: string) =>
  page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

/**
 * Every QR code on the first page of a tags PDF, as pdftoppm draws it: the sheet is two tags
 * across and four down (features/tags/tags-pdf.ts), and jsQR finds one code a picture, so each
 * cell is read on its own.
 */
async function qrCodesIn(pdf: string, outBase: string): Promise<string[]> {
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "150",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    pdf,
    outBase,
  ]);
  const sheet = `${outBase}.png`;
  const { width = 0, height = 0 } = await sharp(sheet).metadata();
  const [columns, rows] = [2, 4];
  const cell = { width: Math.floor(width / columns), height: Math.floor(height / rows) };
  const found: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const { data, info } = await sharp(sheet)
        .extract({ left: column * cell.width, top: row * cell.height, ...cell })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      if (code) found.push(code.data);
    }
  }
  return found;
}

test("a store's CNVR camp registers three community dogs; the ward page counts them; a year on their caretaker is texted for the boosters; a tag's QR relays a finder's message to her", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Eight pages, five of them checked by axe, a CSV and a PDF read: a long story, longer on a
  // loaded machine than test.slow()'s 90 seconds allow.
  test.setTimeout(150_000);
  const now = Date.now();
  const owner = await newVerifiedUser(playwright, baseURL, {
    firstName: "Sujata",
    lastName: "Shrestha",
  });
  const { store } = await storeWithDog(owner);
  const phonePage = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const opened = await context.newPage();
    await chooseLanguage(opened, "ne");
    return opened;
  };

  // Maya, who feeds the street's dogs, has an account with her number alone.
  const caretakerNumber = uniqueMobile();
  const caretaker = await phonePage();
  await phoneAccount(caretaker, caretakerNumber, { firstName: "Maya", lastName: "Tamang" });

  // The owner invites her to the team as a caretaker; she joins from the texted link.
  await chooseLanguage(page, "ne");
  await loginAs(page, owner);
  await page.goto("/dashboard/team");
  await page.getByText("मोबाइल नम्बर", { exact: true }).click();
  await page.getByRole("textbox", { name: "नेपाली मोबाइल नम्बर" }).fill(caretakerNumber);
  await page.getByRole("combobox", { name: "भूमिका", exact: true }).click();
  await page.getByRole("option", { name: "हेरचाहकर्ता", exact: true }).click();
  await page.getByRole("button", { name: "निम्तो पठाउनुहोस्" }).click();
  await expect(page.getByText(caretakerNumber, { exact: true })).toBeVisible();
  const invitation = await waitForText(caretakerNumber, /\/invitations\//);
  await caretaker.goto(invitationPath(invitation.text));
  await caretaker.getByRole("button", { name: "स्वीकार गरी टोलीमा जोडिनुहोस्" }).click();
  await expect(caretaker).toHaveURL(/\/dashboard\?tab=vendor$/);

  // A visitor reads the ward before the camp: the page must not be kept past the register's change.
  const early = await phonePage();
  await early.goto(`/coverage/Lalitpur/${WARD}`);
  await expect(early.getByRole("heading", { name: "ललितपुर, वडा ५", level: 1 })).toBeVisible();
  await early.context().close();

  // The owner enters the camp on her phone: today, Lalitpur, ward ५, three new dogs.
  await page.goto("/dashboard/camps/new");
  await expect(page.getByRole("heading", { name: "CNVR शिविर लेख्नुहोस्" })).toBeVisible();
  await expect(page.getByText("दर्तामा अहिलेसम्म कुनै कुकुर छैन।")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("combobox", { name: "प्रदेश" }).selectOption("Bagmati");
  await page.getByRole("combobox", { name: "जिल्ला" }).selectOption("Lalitpur");
  await page.getByRole("textbox", { name: "ठाउँ" }).fill("पुल्चोक चोक");
  await expect(page.getByRole("switch", { name: /कुकुरको बन्ध्याकरण भयो/ })).toBeChecked();
  await expect(page.getByRole("switch", { name: "कुकुरलाई रेबिज खोप लगाइयो" })).toBeChecked();
  for (const [index, dog] of DOGS.entries()) {
    await page.getByRole("button", { name: "कुकुर थप्नुहोस्" }).click();
    const row = page.getByRole("group", {
      name: `नयाँ कुकुर ${toDevanagariDigits(String(index + 1))}`,
    });
    await row.getByRole("textbox", { name: "नाम" }).fill(dog.name);
    await row.getByRole("combobox", { name: "लिङ्ग" }).selectOption(dog.sex);
    await row.getByRole("textbox", { name: "टोल" }).fill(dog.tole);
  }
  // Three new dogs: the camp's ward is now required, typed in Devanagari digits; Maya is their
  // caretaker.
  // A ward beyond the district's is refused at the field: Lalitpur's largest local level has 29.
  const ward = page.getByRole("textbox", { name: "वडा" });
  await expect(page.getByText("१ देखि २९", { exact: true })).toBeVisible();
  await ward.fill("३०");
  await ward.blur();
  await expect(page.getByText("१देखि २९सम्मको सङ्ख्या लेख्नुहोस्")).toBeVisible();
  await ward.fill(toDevanagariDigits(String(WARD)));
  await page.getByRole("combobox", { name: "नयाँ कुकुरहरूको हेरचाहकर्ता" }).click();
  await page.getByRole("option", { name: "Maya Tamang", exact: true }).click();
  await page.getByRole("button", { name: "शिविर सेभ गर्नुहोस्" }).click();
  const done = page.getByRole("status").filter({ hasText: "शिविर सेभ भयो" });
  await expect(done).toBeVisible();
  await expect(done).toContainText("३ कुकुरको");

  // The register has them, each sterilised with a year's rabies vaccination.
  await done.getByRole("link", { name: "दर्ता हेर्नुहोस्" }).click();
  await expect(page.getByRole("heading", { name: "सामुदायिक कुकुर", level: 1 })).toBeVisible();
  const register = page.getByRole("list", { name: "दर्तामा रहेका कुकुर" });
  await expect(register.getByRole("listitem")).toHaveCount(3);
  for (const dog of DOGS) {
    const line = register.getByRole("listitem").filter({ hasText: dog.name });
    await expect(line.getByText("बन्ध्याकरण भएको")).toBeVisible();
    await expect(line.getByText(/^रेबिज खोप .+सम्म मान्य$/)).toBeVisible();
    await expect(line.getByText(`${dog.tole}, वडा ५, ललितपुर`)).toBeVisible();
  }
  await expectAccessible(page);

  // Each dog's page names the caretaker the camp gave it.
  const listed = await page.request.get(`/api/vendors/${store.id}/community-dogs`);
  expect(listed.status(), await listed.text()).toBe(200);
  const dogs = ((await listed.json()) as { dogs: CommunityDog[] }).dogs;
  expect(dogs.map((dog) => dog.name).sort()).toEqual(DOGS.map((dog) => dog.name).sort());
  expect(dogs.map((dog) => dog.caretaker?.name)).toEqual(DOGS.map(() => "Maya Tamang"));
  const kalu = dogs.find((dog) => dog.name === "Kalu")!;
  await register.getByRole("link", { name: "Kalu" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/community-dogs/${kalu.id}$`));
  await expect(page.getByRole("heading", { name: "Kalu", level: 1 })).toBeVisible();
  await expect(page.getByText(/हेरचाहकर्ता: Maya Tamang/)).toBeVisible();
  await expect(page.getByText("CNVR शिविरमा").first()).toBeVisible();
  await expectAccessible(page);

  // Anyone reads the ward's coverage: three known dogs, all sterilised and vaccinated.
  const visitor = await phonePage();
  await visitor.goto(`/coverage/Lalitpur/${WARD}`);
  await expect(visitor.getByRole("heading", { name: "ललितपुर, वडा ५", level: 1 })).toBeVisible();
  await expect(figure(visitor, "चिनिएका सामुदायिक कुकुर")).toHaveText("३");
  for (const term of ["बन्ध्याकरण भएका", "एक वर्षभित्र रेबिज खोप लागेका"]) {
    await expect(figure(visitor, term).getByText("१००%", { exact: true })).toBeVisible();
    await expect(figure(visitor, term).getByText("३मध्ये ३", { exact: true })).toBeVisible();
  }
  for (const dog of DOGS) {
    await expect(visitor.getByText(`${dog.name} · ${dog.tole}`, { exact: true })).toBeVisible();
  }
  // It names dogs, never people.
  await expect(visitor.locator("body")).not.toContainText("Maya");
  await expectAccessible(visitor);

  // Its CSV, as a municipality downloads it, lists the three dogs.
  const csvDownload = visitor.waitForEvent("download");
  await visitor.getByRole("link", { name: /वडाका कुकुरको सूची डाउनलोड गर्नुहोस्/ }).click();
  const csv = readFileSync(await (await csvDownload).path(), "utf8").split("\r\n");
  // A byte-order mark first, so a spreadsheet reads the Devanagari toles as UTF-8.
  expect(csv[0]).toBe(
    "\uFEFFDistrict,Ward,Tole,Name,Sex,Sterilised,Last rabies vaccination,Registered on",
  );
  const today = nepalDay(new Date(now));
  expect(csv.at(-1)).toBe("");
  expect(csv.slice(1, -1).sort()).toEqual(
    DOGS.map(
      (dog) => `Lalitpur,${WARD},${dog.tole},${dog.name},${dog.sex},yes,${today},${today}`,
    ).sort(),
  );

  // Five days before the year is out, the morning's round texts Maya once for all three.
  const morning = new Date(`${nepalDay(new Date(now + 360 * DAY))}T10:00:00+05:45`);
  // (Other stories' dogs vaccinated today come due too: the round may tell more than her.)
  expect(await runRoundAt("boosters", morning)).toBeGreaterThan(0);
  const booster = await waitForText(caretakerNumber, /बुस्टर/);
  expect(booster.text).toMatch(/Kalu र अरू २ कुकुरलाई .+भित्र रेबिज बुस्टर खोप चाहिन्छ/);
  expect(booster.text).toContain(`${baseURL}/dashboard/community-dogs`);
  expect(await runRoundAt("boosters", morning)).toBe(0);

  // The owner ticks Kalu and Seto and prints their tags: a PDF of QR codes.
  await page.goto("/dashboard/community-dogs");
  await page.getByRole("checkbox", { name: "Kaluको ट्याग छान्नुहोस्" }).check();
  await page.getByRole("checkbox", { name: "Setoको ट्याग छान्नुहोस्" }).check();
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "२ ट्याग छाप्नुहोस्" }).click();
  const pdf = test.info().outputPath("tags.pdf");
  await (await pdfDownload).saveAs(pdf);
  expect(readFileSync(pdf).subarray(0, 5).toString()).toBe("%PDF-");
  const codes = await qrCodesIn(pdf, test.info().outputPath("tags-page-1"));
  expect(codes).toHaveLength(2);
  for (const code of codes) expect(code).toMatch(new RegExp(`^${baseURL}/t/[\\w-]+$`));
  expect(new Set(codes).size).toBe(2);
  // Tags print in the order ticked: Kalu's first.
  const tagUrl = codes[0]!;

  // A finder, signed out, scans Kalu's tag and leaves her number (typed in Devanagari) and words.
  const finderNumber = uniqueMobile();
  const finder = await phonePage();
  await finder.goto(tagUrl);
  await expect(finder.getByRole("heading", { name: "Kalu भेटिएको हो?", level: 1 })).toBeVisible();
  await expect(finder.getByText("ललितपुर, वडा ५को सामुदायिक कुकुर")).toBeVisible();
  await expectAccessible(finder);
  const neverShown = [caretakerNumber, toDevanagariDigits(caretakerNumber)];
  for (const number of neverShown) expect(await finder.content()).not.toContain(number);
  const message = "Kalu मन्दिरनेर भोकै बसेको छ, म हेर्दैछु";
  await finder
    .getByRole("textbox", { name: "तपाईंको मोबाइल नम्बर" })
    .fill(toDevanagariDigits(finderNumber));
  await finder.getByRole("textbox", { name: "तपाईंको सन्देश" }).fill(message);
  await finder.getByRole("button", { name: "सन्देश पठाउनुहोस्" }).click();
  const thanks = finder.getByRole("status").filter({ hasText: "धन्यवाद" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText("तपाईंको सन्देश Kaluको मान्छेतर्फ गयो।");
  for (const number of neverShown) expect(await finder.content()).not.toContain(number);
  const tagAnswer = await finder.request.get(`/api/tags/${new URL(tagUrl).pathname.slice(3)}`);
  expect(tagAnswer.status()).toBe(200);
  for (const number of neverShown) expect(await tagAnswer.text()).not.toContain(number);

  // Maya's phone gets the finder's number and words.
  const relayed = await waitForText(caretakerNumber, new RegExp(finderNumber));
  expect(relayed.text).toContain(message);
  expect(relayed.text).toMatch(/Kaluलाई भेट्टाउनुभयो/);

  await Promise.all([caretaker, visitor, finder].map((opened) => opened.context().close()));
});
