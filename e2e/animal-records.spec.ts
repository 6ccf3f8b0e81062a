import type { Page } from "@playwright/test";
import { BS_MONTHS, toBikramSambat } from "../src/contract/bikram-sambat";
import { nepalDay } from "../src/contract/calendar";
import { toDevanagariDigits } from "../src/contract/nepali-script";
import { makeApplication, makeMember, makeUser } from "../src/server/db/factories";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser, siteOrigin } from "./support/accounts";
import { withE2eDatabase } from "./support/database";
import { runDigestAt } from "./support/digest";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";
import { phoneAccount, uniqueMobile, waitForText } from "./support/sms";

/**
 * An animal's life in care (docs/product.md#an-animals-records), in Nepali on a phone: a carer
 * records a rabies vaccination with Bikram Sambat days; the pet page says so; a week later the
 * due list and the morning's SMS name the booster; the animal goes to a foster, is adopted and
 * comes back, and its history shows every step.
 */

test.use({ viewport: { width: 390, height: 844 } });

const DAY = 24 * 60 * 60 * 1000;

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

test("a carer records a rabies vaccination in Bikram Sambat; the booster comes due; the animal is fostered, adopted and returned, and its history shows it all", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const now = Date.now();
  const owner = await newVerifiedUser(playwright, baseURL, {
    firstName: "Sujata",
    lastName: "Shrestha",
  });
  const { store, pet } = await storeWithDog(owner);

  // The carer signs up with her number; the store's foster and Ram, who will adopt, are here.
  const carerNumber = uniqueMobile();
  const carerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const carer = await carerContext.newPage();
  await chooseLanguage(carer, "ne");
  await phoneAccount(carer, carerNumber, { firstName: "Kiran", lastName: "Magar" });
  const { request } = await withE2eDatabase(async (database) => {
    const { id: carerId } = await database.db
      .selectFrom("user")
      .select("id")
      .where("phoneNumber", "=", `+977${carerNumber}`)
      .executeTakeFirstOrThrow();
    await makeMember(database, { vendor_id: store.id, user_id: carerId, role: "carer" });
    const foster = await makeUser(database, { firstName: "Laxmi", lastName: "Gurung" });
    await makeMember(database, { vendor_id: store.id, user_id: foster.id, role: "foster" });
    const made = await makeApplication(database, {
      pet_id: pet.id,
      name: "Ram Thapa",
      status: "Approved",
    });
    return { request: made };
  });

  // The carer records the rabies vaccination: given two days ago, the booster due in ten days.
  await carer.goto(`/dashboard/animals/${pet.id}/records`);
  await expect(carer.getByRole("heading", { name: `${pet.name}को स्वास्थ्य अभिलेख` })).toBeVisible();
  await chooseBsDay(carer, "दिइएको मिति", new Date(now - 2 * DAY));
  await chooseBsDay(carer, "अर्को पटकको मिति (ऐच्छिक)", new Date(now + 10 * DAY));
  await carer.getByRole("button", { name: "अभिलेख थप्नुहोस्" }).click();
  await expect(carer.getByText("अभिलेख थपियो")).toBeVisible();

  // The pet page says what the record says.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await chooseLanguage(visitor, "ne");
  await visitor.goto(`/pets/${pet.id}`);
  await expect(visitor.getByText(/^रेबिज खोप लगाइएको \(.+सम्म मान्य\)$/)).toBeVisible();

  // Today nothing is due this week; a week later, the booster is.
  await carer.goto("/dashboard/due");
  await expect(carer.getByText("यो हप्ता केही गर्नुपर्ने छैन।")).toBeVisible();
  await carer.clock.setFixedTime(new Date(now + 7 * DAY));
  await carer.reload();
  await expect(
    carer.getByRole("button", { name: `${pet.name}को रेबिज आज गरिएको भनी लेख्नुहोस्` }),
  ).toBeVisible();
  // That morning's digest reaches her phone, naming the animal and the vaccine.
  const morning = new Date(`${nepalDay(new Date(now + 7 * DAY))}T08:00:00+05:45`);
  expect(await runDigestAt(morning)).toBeGreaterThan(0);
  const text = await waitForText(carerNumber, new RegExp(pet.name));
  expect(text.text).toMatch(/रेबिज/);

  // The owner tells how it came in, and places it with Laxmi in Lalitpur.
  await chooseLanguage(page, "ne");
  await loginAs(page, owner);
  await page.goto(`/dashboard/animals/${pet.id}`);
  await page.getByRole("combobox", { name: "कसरी आयो" }).click();
  await page.getByRole("option", { name: "सडकमा भेटिएको" }).click();
  await page.getByRole("button", { name: "आगमन सेभ गर्नुहोस्" }).click();
  await expect(page.getByText("सेभ भयो।")).toBeVisible();
  await page.getByRole("button", { name: `अस्थायी पालककहाँ राख्नुहोस्: ${pet.name}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "अस्थायी पालक" }).click();
  await page.getByRole("option", { name: "Laxmi Gurung" }).click();
  await dialog.getByRole("combobox", { name: "जिल्ला" }).fill("ललित");
  await page.getByRole("option", { name: "ललितपुर" }).click();
  await dialog.getByRole("button", { name: "राख्नुहोस्" }).click();
  await expect(page.getByText(`${pet.name} अब अस्थायी पालकको घरमा छ।`)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText("ललितपुरमा अस्थायी पालकको घरमा")).toBeVisible();

  // Ram takes it home; it comes back, with the reason the owner writes.
  const handedOver = await page.request.post(`/api/vendors/applications/${request.id}/update`, {
    data: { status: "Adopted" },
    headers: { origin: siteOrigin() },
  });
  expect(handedOver.status(), await handedOver.text()).toBe(200);
  const returned = await page.request.post(`/api/vendors/applications/${request.id}/return`, {
    data: { reason: "घरबेटीले कुकुर राख्न दिएनन्" },
    headers: { origin: siteOrigin() },
  });
  expect(returned.status(), await returned.text()).toBe(200);

  // The animal's history, newest first, has every step.
  await page.goto(`/dashboard/animals/${pet.id}`);
  const history = page.getByRole("list").filter({ hasText: "आयो: सडकमा भेटिएको" });
  for (const line of [
    /धर्मपुत्रपछि फर्कियो \(घरबेटीले कुकुर राख्न दिएनन्\)/,
    /Ram Thapaले धर्मपुत्र लिनुभयो/,
    /Laxmi Gurungको घरबाट फर्कियो/,
    /ललितपुरमा Laxmi Gurungसँग राखियो/,
    /स्वास्थ्य अभिलेख: खोप \(रेबिज/,
    /आयो: सडकमा भेटिएको/,
  ]) {
    await expect(history.getByText(line)).toBeVisible();
  }
  await carerContext.close();
});
