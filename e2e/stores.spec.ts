import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { chooseLanguage } from "./support/language";
import { createUser, loginAs, siteOrigin } from "./support/accounts";

/** A photo-like JPEG of noise: it does not compress, so its upload takes a visible while. */
async function noisePhoto(name: string, width = 420, height = width) {
  const buffer = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

const toast = (page: Page, text: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: text });

async function newStore(page: Page, request: Parameters<typeof createUser>[0]) {
  await loginAs(page, await createUser(request, { firstName: "Karma", lastName: "Lama" }));
}

test.describe("a store", () => {
  test("a new user opens a store, lists a pet with photos, edits it, and closes the store", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await newStore(page, request);
    const storeName = `Karma's Rescue ${Date.now().toString(36)}`;

    // No store yet: the 'Add your Store' form, with its required fields.
    await page.goto("/dashboard?tab=vendor");
    await expect(page.getByRole("heading", { name: "Add your Store" })).toBeVisible();
    await page.getByRole("button", { name: "Create store" }).click();
    await expect(page.getByText("Store name is required")).toBeVisible();
    await expect(page.getByText("Description is required")).toBeVisible();
    await expect(page.getByText("Location is required")).toBeVisible();
    await page.getByLabel("Store Name").fill(storeName);
    await page
      .getByLabel("Description")
      .fill("Street dogs and cats of Boudha, looked after since 2019.");
    await page.getByLabel("Location").fill("Boudha, Kathmandu");
    await page.getByLabel("Province").selectOption("Bagmati");
    await page.getByLabel("District").selectOption("Kathmandu");
    await page.getByRole("button", { name: "Create store" }).click();
    await expect(toast(page, "Successfully created your store")).toBeVisible();

    // A pending store: the alert, then the store image.
    const pending = page.getByRole("alert").filter({ hasText: "Store Pending" });
    await expect(pending).toContainText("will not be listed until the admin approves");
    await expect(page.getByRole("heading", { name: storeName })).toBeVisible();
    await expect(page.getByText("0 pets")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Upload image").setInputFiles(await noisePhoto("logo.jpg", 300));
    await expect(toast(page, "Successfully Uploaded!")).toBeVisible();
    const storeImage = page.getByRole("img", { name: `${storeName} store image` });
    await expect(storeImage).toBeVisible();
    // Visible comes before decoded: wait for the image itself, not a fixed moment.
    await expect
      .poll(() => storeImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const storeImageSrc = (await storeImage.getAttribute("src"))!;
    await expect(page.getByRole("button", { name: "Replace image" })).toBeVisible();

    // Add New Pet: each required field's message, then the pet.
    await page.getByRole("link", { name: "Add New Pet" }).click();
    await expect(page).toHaveURL(/\/pets\/new$/);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    for (const message of [
      "Pet name is required",
      "Description is required",
      "Category is required",
      "Gender is required",
      "Status is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Pet Name").fill("Bhunte");
    await page.getByLabel("Description").fill("A cheerful puppy who follows everyone home.");
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Dog", exact: true }).click();
    await page.getByRole("combobox", { name: "Gender" }).click();
    await page.getByRole("option", { name: "Male", exact: true }).click();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Active", exact: true }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Successfully added pet")).toBeVisible();

    // The photo step: three photos and a file that is not an image, which is refused alone.
    await expect(page.getByText("Bhunte is saved.")).toBeVisible();
    await page.getByLabel("Choose photos to upload").setInputFiles([
      // Largest first: it finishes last, yet stays first (the order chosen). Shapes tell them apart.
      await noisePhoto("bhunte-1.jpg", 600, 600),
      await noisePhoto("bhunte-2.jpg", 400, 300),
      await noisePhoto("bhunte-3.jpg", 320, 160),
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
    ]);
    await expect(
      page.getByText("notes.txt is not a JPEG, PNG, WebP, AVIF or GIF image"),
    ).toBeVisible();
    const bars = page.getByRole("progressbar", { name: /bhunte-\d\.jpg upload progress/ });
    await expect(bars).toHaveCount(3);

    // A slow uplink, as on a mobile network, so the progress can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await page.getByRole("button", { name: "Upload 3 photos" }).click();
    await expect
      .poll(async () => {
        const values = await bars.evaluateAll((nodes) =>
          nodes.map((node) => Number(node.getAttribute("aria-valuenow"))),
        );
        return values.some((value) => value > 0 && value < 100);
      })
      .toBe(true);
    await expect(toast(page, "Successfully uploaded images!")).toBeVisible({ timeout: 20_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    for (const bar of await bars.all()) await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByText("Uploaded", { exact: true })).toHaveCount(3);
    await expect(
      page.getByText("notes.txt is not a JPEG, PNG, WebP, AVIF or GIF image"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Done" }).click();

    // Back in the store: the pet with its photos.
    await expect(page).toHaveURL(/\/dashboard\?tab=vendor$/);
    const row = page.getByRole("row").filter({ hasText: "Bhunte" });
    await expect(row).toContainText("Male");
    await expect(row).toContainText("Active");
    await expect(row.getByRole("cell").nth(3)).toHaveText("3");
    await expect(page.getByText("1 pet", { exact: true })).toBeVisible();
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();

    // Edit the pet: a new name and marked adopted.
    await page.getByRole("button", { name: "Edit Bhunte" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Bhunte" });
    await editor.getByLabel("Pet Name").fill("Bhunte Bahadur");
    await editor.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Adopted", exact: true }).click();
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Successfully Updated!")).toBeVisible();
    await expect(editor).toBeHidden();
    const edited = page.getByRole("row").filter({ hasText: "Bhunte Bahadur" });
    await expect(edited).toContainText("Adopted");

    // Its photos: reorder, then delete one.
    await page.getByRole("button", { name: "Edit Bhunte Bahadur" }).click();
    const photosTab = page.getByRole("dialog").getByRole("tab", { name: "Photos (3)" });
    await photosTab.click();
    const photos = page.getByRole("dialog").getByRole("list", { name: "Photos" }).locator("img");
    await expect(photos).toHaveCount(3);
    const shapes = () =>
      photos.evaluateAll((images) =>
        images.map((img) => {
          const { naturalWidth, naturalHeight } = img as HTMLImageElement;
          return naturalHeight ? Math.round((naturalWidth / naturalHeight) * 100) / 100 : 0;
        }),
      );
    await expect.poll(shapes).toEqual([1, 1.33, 2]);
    const keys = await photos.evaluateAll((images) => images.map((img) => img.getAttribute("src")));
    await page.getByRole("button", { name: "Move photo 3 earlier" }).click();
    await expect
      .poll(() => photos.evaluateAll((images) => images.map((img) => img.getAttribute("src"))))
      .toEqual([keys[0], keys[2], keys[1]]);
    await page.getByRole("button", { name: "Delete photo 1" }).click();
    await page.getByRole("button", { name: "Delete photo", exact: true }).click();
    await expect(toast(page, "Successfully Deleted!")).toBeVisible();
    await expect(photos).toHaveCount(2);
    await expect(page.getByRole("dialog").getByRole("tab", { name: "Photos (2)" })).toBeVisible();
    // The stored file is gone (the sized copies are the catalogue's in-memory cache).
    expect((await page.request.get(keys[0]!.split("?")[0]!)).status()).toBe(404);
    await page.keyboard.press("Escape");
    await expect(edited.getByRole("cell").nth(3)).toHaveText("2");

    // Delete the pet, after a confirmation.
    await page.getByRole("button", { name: "Delete Bhunte Bahadur" }).click();
    // The red button's white words keep WCAG AA contrast, once the dialog has faded in (read
    // halfway, its colours are paler: seen on a loaded machine).
    await expect(page.getByRole("dialog", { name: "Delete Bhunte Bahadur?" })).toBeVisible();
    await expect(() => expectAccessible(page)).toPass({ timeout: 10_000 });
    await page.getByRole("button", { name: "Delete pet" }).click();
    await expect(toast(page, "Successfully Deleted!").last()).toBeVisible();
    await expect(page.getByText("No pets yet.")).toBeVisible();
    await expect(page.getByText("0 pets")).toBeVisible();

    // Delete the store: back to 'Add your Store'.
    await page.getByRole("button", { name: "Delete store" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete store" }).click();
    await expect(toast(page, "Successfully deleted store")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Add your Store" })).toBeVisible();
    expect((await page.request.get(storeImageSrc.split("?")[0]!)).status()).toBe(404);
  });

  test("the pets table pages through a larger store with a true 'Showing a–b of N'", async ({
    page,
    request,
  }) => {
    await newStore(page, request);
    const store = await page.request.post("/api/vendors/create", {
      headers: { origin: siteOrigin() },
      data: { storeName: "Big Shelter", storeDescription: "Many pets", storeLocation: "Pokhara" },
    });
    const storeId: number = (await store.json()).id;
    const [category] = await (await page.request.get("/api/category")).json();
    for (let n = 1; n <= 12; n++) {
      const pet = await page.request.post("/api/pets", {
        headers: { origin: siteOrigin() },
        data: {
          vendor_id: storeId,
          name: `Pet number ${n}`,
          description: "Waiting for a family.",
          category_id: category.id,
          gender: n % 2 ? "male" : "female",
          post_status: "draft",
        },
      });
      expect(pet.status()).toBe(200);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard?tab=vendor");
    await expect(page.getByText("Showing 1–10 of 12")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Pet number" })).toHaveCount(10);
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await expect(page.getByText("Showing 11–12 of 12")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Pet number" })).toHaveText([
      /^Pet number 2(?!\d)/,
      /^Pet number 1(?!\d)/,
    ]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow).toBe(false);
    await expectAccessible(page);
  });

  for (const [language, tabs] of [
    ["en", ["User", "Favourites", "Searches", "Messages", "Store", "Account"]],
    ["ne", ["प्रयोगकर्ता", "मनपर्ने", "खोज", "सन्देश", "केन्द्र", "खाता"]],
  ] as const) {
    test(`on a phone the dashboard's six tabs share one row (${language})`, async ({
      page,
      request,
    }) => {
      await chooseLanguage(page, language);
      await newStore(page, request);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/dashboard");
      await expect(page.getByRole("tab")).toHaveText([...tabs], { useInnerText: true });
      const boxes = await Promise.all(
        tabs.map((name) => page.getByRole("tab", { name }).boundingBox()),
      );
      for (const [index, box] of boxes.entries()) {
        expect(box!.y, `${tabs[index]} on the first tab's row`).toBe(boxes[0]!.y);
        expect(box!.x + box!.width, `${tabs[index]} inside the screen`).toBeLessThanOrEqual(390);
      }
      // No label takes more than two lines under its icon.
      const lines = await page
        .locator(".mantine-Tabs-tabLabel")
        .evaluateAll((labels) =>
          labels.map((label) =>
            Math.round(
              label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight),
            ),
          ),
        );
      expect(Math.max(...lines)).toBeLessThanOrEqual(2);
      await page.getByRole("tab", { name: tabs[5] }).click();
      await expect(page).toHaveURL(/tab=account/);
      await expectAccessible(page);
    });
  }

  test.describe("a photo the server refuses", () => {
    // The browser logs the refused upload (413: too many pixels) as a console error.
    test.use({ allowConsoleErrors: [/status of 413/] });

    test("a file that only looks like a photo is refused before it is queued; one the server refuses frees its slot", async ({
      page,
      request,
    }) => {
      await newStore(page, request);
      const store = await page.request.post("/api/vendors/create", {
        headers: { origin: siteOrigin() },
        data: { storeName: "Careful Shelter", storeDescription: "Photos", storeLocation: "Ilam" },
      });
      const [category] = await (await page.request.get("/api/category")).json();
      const pet = await page.request.post("/api/pets", {
        headers: { origin: siteOrigin() },
        data: {
          vendor_id: (await store.json()).id,
          name: "Tuki",
          description: "Waiting for a family.",
          category_id: category.id,
          gender: "female",
          post_status: "draft",
        },
      });
      expect(pet.status()).toBe(200);
      await page.goto("/dashboard?tab=vendor");
      await page.getByRole("button", { name: "Edit Tuki" }).click();
      await page.getByRole("dialog").getByRole("tab", { name: "Photos (0)" }).click();
      const choose = page.getByLabel("Choose photos to upload");
      const upload = page.getByRole("button", { name: /^Upload \d+ photos?$/ });
      await expect(page.getByText(/Room for 10 more/)).toBeVisible();

      // Named and typed as a JPEG, but text inside: refused at once, holding no slot.
      await choose.setInputFiles([
        { name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") },
      ]);
      await expect(
        page.getByText("holiday.jpg is not a JPEG, PNG, WebP, AVIF or GIF image"),
      ).toBeVisible();
      await expect(upload).toHaveCount(0);
      await expect(page.getByText(/Room for 10 more/)).toBeVisible();

      // A real picture, but of 41 megapixels: only the server, which reads its size, refuses it.
      const panorama = await sharp({
        create: { width: 8200, height: 5000, channels: 3, background: "#8a9a5b" },
      })
        .png()
        .toBuffer();
      await choose.setInputFiles([
        { name: "panorama.png", mimeType: "image/png", buffer: panorama },
      ]);
      await expect(page.getByText(/Room for 9 more/)).toBeVisible();
      await upload.click();
      await expect(page.getByText(/^panorama\.png was refused: /)).toBeVisible();
      await expect(page.getByText(/Room for 10 more/)).toBeVisible();
      await expect(upload).toHaveCount(0);
      await page.getByRole("button", { name: "Remove panorama.png" }).click();
      await expect(page.getByText("panorama.png", { exact: true })).toHaveCount(0);
    });
  });

  test.describe("when the server fails", () => {
    // The browser logs the failed request as a console error.
    test.use({ allowConsoleErrors: [/status of 500/] });

    test("a store that cannot be deleted says 'Unable to delete Store' and stays", async ({
      page,
      request,
    }) => {
      await newStore(page, request);
      await page.request.post("/api/vendors/create", {
        headers: { origin: siteOrigin() },
        data: {
          storeName: "Sturdy Shelter",
          storeDescription: "Here to stay",
          storeLocation: "Dharan",
        },
      });
      // Stands in for a server failure: the store must stay, with a red toast and no success toast.
      await page.route("**/api/vendors/me", (route) =>
        route.request().method() === "DELETE"
          ? route.fulfill({
              status: 500,
              json: { error: "Database unavailable", code: "INTERNAL_SERVER_ERROR" },
            })
          : route.fallback(),
      );
      await page.goto("/dashboard?tab=vendor");
      await page.getByRole("button", { name: "Delete store" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete store" }).click();
      const failure = toast(page, "Unable to delete Store");
      await expect(failure).toBeVisible();
      await expect(failure).toHaveAttribute("style", /red/);
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(
        page.getByRole("heading", { name: "Sturdy Shelter", exact: true }),
      ).toBeVisible();
      await expect(toast(page, "Successfully deleted store")).toHaveCount(0);
    });
  });
});
