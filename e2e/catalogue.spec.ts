import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { makePet } from "../src/server/db/factories";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { petWithPhotos } from "./support/pets";
import { chooseLanguage } from "./support/language";
import { withE2eDatabase } from "./support/database";
import { createUser, DEMO_PASSWORD, loginAs } from "./support/accounts";

interface ListedPet {
  pet: { id: number; name: string };
}

/** What the API lists for a query: the page must show exactly these, in this order. */
async function apiNames(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/pets?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ListedPet[]).map((item) => item.pet.name);
}

const cardNames = (page: Page) => page.locator("article a[href^='/pets/']");

/** Chips and segmented controls hide their radio inputs: people click the label. */
const option = (scope: Page | Locator, group: string, label: string) =>
  scope.getByRole("group", { name: group }).getByText(label, { exact: true });

/** A pet without photos (published unless told), added straight to the e2e server's database with the shared factories. */
async function makePetWithoutPhotos(name: string, overrides: Parameters<typeof makePet>[1] = {}) {
  return withE2eDatabase(async (database) => {
    const { db } = database;
    const store = await db
      .selectFrom("vendor")
      .select("id")
      .where("status", "=", "active")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const hamster = await db
      .selectFrom("category")
      .select("id")
      .where("category", "=", "Hamster")
      .executeTakeFirstOrThrow();
    return await makePet(database, {
      vendor_id: store.id,
      category_id: hamster.id,
      name,
      gender: "male",
      description: "A shy hamster whose photos are still to come.",
      ...overrides,
    });
  });
}

test.describe("pet listing", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("filters by species and gender, keeping the filters in the URL", async ({
    page,
    request,
  }) => {
    await page.goto("/pets");
    await expect(cardNames(page)).toHaveCount(24);

    await option(page, "Species", "Cat").click();
    await expect(page).toHaveURL(/[?&]category=Cat/);
    await expect(cardNames(page)).toHaveText(await apiNames(request, "category=Cat"));

    await option(page, "Gender", "Female").click();
    await expect(page).toHaveURL(/gender=female/);
    const femaleCats = await apiNames(request, "category=Cat&gender=female");
    expect(femaleCats.length).toBeGreaterThan(0);
    await expect(cardNames(page)).toHaveText(femaleCats);

    // The back button steps back through the filters.
    await page.goBack();
    await expect(page).not.toHaveURL(/gender=/);
    await expect(cardNames(page)).toHaveText(await apiNames(request, "category=Cat"));
    await expectAccessible(page);
  });

  test("searches by name, breed and story", async ({ page, request }) => {
    await page.goto("/pets");
    await page.getByRole("searchbox", { name: "Search" }).fill("persian");
    await page.getByRole("searchbox", { name: "Search" }).press("Enter");
    await expect(page).toHaveURL(/q=persian/);
    const expected = await apiNames(request, "q=persian");
    expect(expected.length).toBeGreaterThan(0);
    await expect(cardNames(page)).toHaveText(expected);
  });

  test("a shared filtered URL reproduces the list and the filters", async ({ page, request }) => {
    const query = "category=dog&gender=male&age=adult,young&sort=name";
    await page.goto(`/pets?${query}`);
    const expected = await apiNames(request, query);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected).toEqual([...expected].sort((a, b) => a.localeCompare(b)));
    await expect(cardNames(page)).toHaveText(expected);
    await expect(page.getByRole("radio", { name: "Dog" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Adult" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Senior" })).not.toBeChecked();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name");
  });

  test("pages through the list", async ({ page, request }) => {
    // Other tests add and adopt pets meanwhile: the count is the list's own, read before the API's.
    const before = Number((await request.get("/api/pets")).headers()["x-total-count"]);
    await page.goto("/pets");
    const after = Number((await request.get("/api/pets")).headers()["x-total-count"]);
    const shown = Number((await page.getByText(/^\d+ pets$/).textContent())?.split(" ")[0]);
    expect([before, after]).toContain(shown);
    expect(shown).toBeGreaterThan(24);
    await page.getByRole("link", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cardNames(page)).toHaveText(await apiNames(request, "page=2"));
  });

  test("says 'No Pets Found!' when nothing matches, and clearing brings the pets back", async ({
    page,
  }) => {
    await page.goto("/pets?q=unicorn-with-wings");
    await expect(page.getByRole("heading", { name: "No Pets Found!" })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear filters" }).last().click();
    await expect(page).toHaveURL(/\/pets$/);
    await expect(cardNames(page)).toHaveCount(24);
  });

  test.describe("when the API fails", () => {
    test.use({ allowConsoleErrors: [/status of 500/] });

    test("shows a readable message and a retry button", async ({ page }) => {
      let isDown = true;
      await page.route(/\/api\/pets\?|\/api\/pets$/, (route) =>
        isDown
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ error: "The shelter's server is resting", code: "X" }),
            })
          : route.continue(),
      );
      // The server's HTML holds the pets: the failure is the browser's, on the way there.
      await page.goto("/faq");
      await page.getByRole("banner").getByRole("link", { name: "Pets", exact: true }).click();
      await expect(page.getByRole("alert")).toContainText("We could not load the pets.");
      await expect(page.getByRole("alert")).toContainText("The shelter's server is resting");
      isDown = false;
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(cardNames(page)).toHaveCount(24);
    });
  });

  test("on a phone, filters open in a drawer and the page does not scroll sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pets");
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    // The button that applies them is on screen however long the list of filters is.
    await expect(drawer.getByRole("button", { name: /^Show \d+ pets?$/ })).toBeInViewport({
      ratio: 1,
    });
    await option(drawer, "Species", "Dog").click();
    await drawer.getByRole("button", { name: /^Show \d+ pets?$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/category=Dog/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });

  test("on a phone, 'Show N pets' counts the location being typed", async ({ page, request }) => {
    const inPokhara = await apiNames(request, "location=Pokhara");
    expect(inPokhara.length).toBeGreaterThan(0);
    expect(inPokhara.length).toBeLessThan((await apiNames(request, "limit=100")).length);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pets");
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByRole("searchbox", { name: "Location" }).fill("Pokhara");
    const show = drawer.getByRole("button", { name: /^Show \d+ pets?$/ });
    await expect(show).toHaveText(`Show ${inPokhara.length} pet${inPokhara.length > 1 ? "s" : ""}`);
    await show.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/location=Pokhara/);
    await expect(cardNames(page)).toHaveCount(inPokhara.length);
  });
});

test.describe("pet cards on a phone", () => {
  for (const [language, pending] of [
    ["en", "Adoption pending"],
    ["ne", "धर्मपुत्र प्रक्रियामा"],
  ] as const) {
    test(`a pending pet's badge clears the heart and the breed and age show whole (${language})`, async ({
      page,
      request,
    }) => {
      const items = (await (await request.get("/api/pets?limit=100")).json()) as {
        pet: {
          name: string;
          name_ne: string | null;
          adoption_pending: boolean;
          breed: string | null;
          breed_ne: string | null;
          age_group: string | null;
        };
      }[];
      const { pet } = items.find(({ pet }) => pet.adoption_pending && pet.breed && pet.age_group)!;
      // The Nepali site shows the Nepali name and breed where the store gave them.
      const name = (language === "ne" && pet.name_ne) || pet.name;
      const breed = (language === "ne" && pet.breed_ne) || pet.breed;
      await chooseLanguage(page, language);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/pets?q=${encodeURIComponent(pet.name)}`);
      // Exactly this pet: other tests list pets whose names start with a demo pet's ("Kali …").
      const card = page.getByRole("article").filter({ has: page.getByText(name, { exact: true }) });

      const badge = await card.getByText(pending).boundingBox();
      const heart = await card.getByRole("button").boundingBox();
      const isApart =
        badge!.x + badge!.width <= heart!.x ||
        heart!.x + heart!.width <= badge!.x ||
        badge!.y + badge!.height <= heart!.y ||
        heart!.y + heart!.height <= badge!.y;
      expect(isApart, "the badge and the heart do not overlap").toBe(true);

      const details = card.getByText(`${breed} · `);
      await expect(details).toBeVisible();
      for (const element of [card.getByText(pending), details]) {
        const clipped = await element.evaluate((node) => node.scrollWidth > node.clientWidth);
        expect(clipped, `${await element.textContent()} is not cut off`).toBe(false);
      }
    });
  }
});

test.describe("pet page", () => {
  test("opens from a card and shows the About panel; the carousel shows every photo", async ({
    page,
    request,
  }) => {
    const pet = await petWithPhotos(request, 3);
    await page.goto(`/pets?q=${encodeURIComponent(pet.name)}`);
    await page.getByRole("link", { name: pet.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pets/${pet.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pet.name);
    const about = page.getByRole("region", { name: "About" });
    for (const label of ["Name", "Sex", "Type", "Store"]) {
      await expect(about.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(`${pet.name} · Sathi`);

    const carousel = page.getByRole("region", { name: `Photos of ${pet.name}` });
    const slides = carousel.getByRole("img", { name: new RegExp(`^${pet.name}, photo`) });
    await expect(slides).toHaveCount(pet.images.length);
    for (const [index, image] of pet.images.entries()) {
      await expect(slides.nth(index)).toHaveAttribute("src", `/f/${image.image_key}?w=800`);
    }
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await expect(carousel.getByRole("button", { name: "Show photo 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(slides.nth(1)).toBeInViewport();

    // Back to the listing it came from.
    await page.getByRole("link", { name: "All pets" }).click();
    await expect(page).toHaveURL(/\/pets\?q=/);
    await expectAccessible(page);
  });

  test("a pet without photos shows its species' placeholder, on its card and its page", async ({
    page,
  }) => {
    const name = `Chotu ${Date.now().toString(36)}`;
    const pet = await makePetWithoutPhotos(name);
    await page.goto(`/pets?q=${encodeURIComponent(name)}`);
    await expect(page.locator("article img").first()).toHaveAttribute(
      "src",
      "/placeholders/hamster.webp",
    );
    await page.goto(`/pets/${pet.id}`);
    await expect(page.getByRole("img", { name: `No photo of ${name} yet` })).toHaveAttribute(
      "src",
      "/placeholders/hamster.webp",
    );
  });

  test("a signed-out visitor is offered 'Login to Adopt Pet' and a way to contact the pet's store", async ({
    page,
    request,
  }) => {
    const pet = await petWithPhotos(request, 1);
    await page.goto(`/pets/${pet.id}`);
    await expect(page.getByRole("link", { name: "Login to Adopt Pet" })).toHaveAttribute(
      "href",
      `/login?next=/pets/${pet.id}`,
    );
    await page.getByRole("link", { name: "Login to Adopt Pet" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=/pets/${pet.id}$`));

    // Contact goes to the store that cares for the pet: its page has its phone and hours.
    await page.goto(`/pets/${pet.id}`);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Contact the store" }),
    ).toHaveAttribute("href", /^\/stores\/\d+#contact$/);
  });

  test("a crawler that runs no JavaScript gets the pet's title, description and photo", async ({
    request,
    baseURL,
  }) => {
    const pet = await petWithPhotos(request, 1);
    const response = await request.get(`/pets/${pet.id}`, {
      headers: { "User-Agent": "facebookexternalhit/1.1" },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${pet.name} · Sathi</title>`);
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${pet.name} · `));
    expect(html).toContain(
      `<meta property="og:image" content="${baseURL}/f/${pet.images[0]!.image_key}?w=1200" />`,
    );
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    const image = await request.get(`/f/${pet.images[0]!.image_key}?w=1200`);
    expect(image.headers()["content-type"]).toBe("image/webp");
  });

  test.describe("on a phone", () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
    });

    for (const [language, label] of [
      ["en", "Login to Adopt Pet"],
      ["ne", "धर्मपुत्र लिन लग इन गर्नुहोस्"],
    ] as const) {
      test(`the adopt action is on the first screen, stays in reach, and leaves the footer free (${language})`, async ({
        page,
        request,
      }) => {
        const pet = await petWithPhotos(request, 1);
        await chooseLanguage(page, language);
        await page.goto(`/pets/${pet.id}`);
        const action = page.getByRole("link", { name: label });
        await expect(action).toHaveCount(1);
        await expect(action).toBeInViewport({ ratio: 1 });

        await page.locator("#pet-story").scrollIntoViewIfNeeded();
        await expect(action).toBeInViewport({ ratio: 1 });

        // At the page's end it rests above the footer, covering none of its links.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = page.getByRole("contentinfo");
        await expect(footer).toBeInViewport();
        const bar = await action.boundingBox();
        expect(bar!.y + bar!.height).toBeLessThanOrEqual((await footer.boundingBox())!.y);
      });
    }

    test("a signed-in visitor's Adopt is on the first screen; an adopted pet offers none", async ({
      page,
      request,
    }) => {
      await loginAs(page, await createUser(request));
      const pet = await petWithPhotos(request, 1);
      await page.goto(`/pets/${pet.id}`);
      await expect(page.getByRole("button", { name: "Adopt", exact: true })).toBeInViewport({
        ratio: 1,
      });

      const adopted = await makePetWithoutPhotos(`Adopted ${Date.now().toString(36)}`, {
        post_status: "adopted",
      });
      await page.goto(`/pets/${adopted.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(adopted.name);
      await expect(page.getByRole("button", { name: "Adopt", exact: true })).toHaveCount(0);
    });

    test("the owner sees 'Your store's pet' and Edit on the first screen", async ({ page }) => {
      await loginAs(page, { email: "kathmandu@sathi.test", password: DEMO_PASSWORD });
      const { store } = (await (await page.request.get("/api/vendors/me")).json()) as {
        store: { vendor: { id: number } };
      };
      const items = (await (await page.request.get("/api/pets?limit=100")).json()) as {
        pet: { id: number };
        vendor: { id: number };
      }[];
      const own = items.find((item) => item.vendor.id === store.vendor.id)!;
      await page.goto(`/pets/${own.pet.id}`);
      await expect(page.getByText("Your store's pet").filter({ visible: true })).toBeInViewport();
      await expect(page.getByRole("link", { name: "Edit", exact: true })).toBeInViewport({
        ratio: 1,
      });
      await expect(page.getByRole("button", { name: "Adopt", exact: true })).toHaveCount(0);
    });
  });

  test.describe("an unknown pet", () => {
    test.use({ allowConsoleErrors: [/status of 404/] });

    test("shows a clear not-found state with a way back", async ({ page }) => {
      await page.goto("/pets/987654");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "We could not find this pet",
      );
      await page.getByRole("link", { name: "Back to all pets" }).click();
      await expect(page).toHaveURL(/\/pets$/);
    });
  });
});

test.describe("favourites", () => {
  test("a signed-out visitor who hearts a pet is asked to log in", async ({ page }) => {
    await page.goto("/pets");
    await page
      .getByRole("button", { name: /^Add .+ to favourites$/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Log in to save favourites" });
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fpets$/);
  });

  test("a signed-in visitor hearts a pet and finds it on the dashboard", async ({
    page,
    request,
  }) => {
    await loginAs(page, await createUser(request));
    const pet = await petWithPhotos(request, 1);
    await page.goto(`/pets/${pet.id}`);
    await page.getByRole("button", { name: `Add ${pet.name} to favourites` }).click();
    await expect(
      page.getByRole("button", { name: `Remove ${pet.name} from favourites` }),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto("/dashboard?tab=favourites");
    await expect(cardNames(page)).toHaveText([pet.name]);
    await page.getByRole("button", { name: `Remove ${pet.name} from favourites` }).click();
    await expect(page.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
  });
});
