import sharp from "sharp";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { createUser, loginAs } from "./support/accounts";
import { userIdOf, withE2eDatabase } from "./support/database";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";

/** An active store with hours, its owner's verified number shown, and one listed dog. */
async function storeWithPhone(request: Parameters<typeof createUser>[0]) {
  const owner = await createUser(request, { firstName: "Pema", lastName: "Sherpa" });
  const made = await storeWithDog(owner, {
    store: {
      province: "Gandaki",
      district: "Kaski",
      location: "Lakeside, Pokhara",
      opening_hours: "Sunday to Friday, 10:00–17:00",
      show_phone: 1,
    },
  });
  await withE2eDatabase(async (database) => {
    const id = await userIdOf(database, owner.email);
    const phoneNumber = `+97798460${String(Date.now()).slice(-5)}`;
    await database.db
      .updateTable("user")
      .set({ phoneNumber, phoneNumberVerified: 1 })
      .where("id", "=", id)
      .execute();
  });
  return made;
}

test.describe("a store's page", () => {
  test("a visitor goes from a pet's 'Cared for by' to its store: words, place, hours, phone and pets", async ({
    page,
    request,
  }) => {
    const { store, pet } = await storeWithPhone(request);
    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("link", { name: store.title }).click();

    await expect(page).toHaveURL(new RegExp(`/stores/${store.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: store.title })).toBeVisible();
    await expect(
      page.getByText("Lakeside, Pokhara · Kaski district, Gandaki province"),
    ).toBeVisible();
    await expect(page.getByText("Sunday to Friday, 10:00–17:00")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Call 9846-0/ })).toHaveAttribute(
      "href",
      /^tel:\+97798460/,
    );
    await expect(page.getByRole("list", { name: "At a glance" })).toHaveText(/^1\s*pet waiting$/);
    await expect(page.getByRole("link", { name: pet.name })).toHaveAttribute(
      "href",
      `/pets/${pet.id}`,
    );
    await expect(page).toHaveTitle(`${store.title} · Sathi`);
    await expectAccessible(page);

    // The site's own form, from here, names the store.
    await page.getByRole("link", { name: "Something wrong on this page? Tell Sathi" }).click();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      `About ${store.title}: `,
    );

    // The pet page's Contact goes to the store's contact card.
    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("main").getByRole("link", { name: "Contact the store" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/stores/${store.id}#contact$`));
    await expect(page.getByRole("heading", { name: "Contact the store" })).toBeInViewport();
  });

  test("in Nepali, with Devanagari digits, and shared links preview it", async ({
    page,
    request,
  }) => {
    const { store, pet } = await storeWithPhone(request);
    await chooseLanguage(page, "ne");
    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("link", { name: "केन्द्रको पेज हेर्नुहोस्" }).click();
    await expect(page.getByRole("heading", { level: 1, name: store.title })).toBeVisible();
    await expect(page.getByText("कास्की जिल्ला, गण्डकी प्रदेश").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^९८४६-०.*मा फोन गर्नुहोस्$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "केन्द्रलाई सम्पर्क गर्नुहोस्" })).toBeVisible();

    const html = await (await request.get(`/stores/${store.id}`)).text();
    expect(html).toContain(
      `<meta property="og:title" content="${store.title} · Lakeside, Pokhara"`,
    );
    expect(html).toContain(`<link rel="canonical" href="`);
  });

  test.describe(() => {
    // The page's own 404, which the browser reports as a failed load.
    test.use({ allowConsoleErrors: [/status of 404/] });
    test("a pending store has no page", async ({ page, request }) => {
      const owner = await createUser(request);
      const { store } = await storeWithDog(owner, { store: { status: "pending" } });
      const response = await page.goto(`/stores/${store.id}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole("heading", { name: "We could not find this store" }),
      ).toBeVisible();
    });
  });

  test("a store adds its photo while opening its store", async ({ page, request }) => {
    await loginAs(page, await createUser(request));
    await page.goto("/dashboard?tab=vendor");
    const title = `Hill Paws ${Date.now().toString(36)}`;
    await page.getByLabel("Store Name").fill(title);
    await page.getByLabel("Description").fill("Dogs and cats of the hills.");
    await page.getByLabel("Location").fill("Bandipur");
    await page.getByLabel("Province").selectOption("Gandaki");
    await page.getByLabel("District").selectOption("Tanahun");
    const photo = await sharp({
      create: { width: 320, height: 320, channels: 3, background: "#c0502a" },
    })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Photo or logo (optional)" }).click();
    await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: photo });
    await expect(page.getByRole("button", { name: "Photo or logo (optional)" })).toHaveText(
      "logo.png",
    );
    await page.getByRole("button", { name: "Create store" }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: `${title} store image` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Replace image" })).toBeVisible();
  });
});
