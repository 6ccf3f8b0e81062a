import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { petWithPhotos } from "./support/pets";
import { chooseLanguage } from "./support/language";

// A 390 px phone at 2x. Not Playwright's isMobile: its emulation picks a srcset candidate against
// a 980 px layout before the viewport meta applies, which neither phones nor Lighthouse do.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

/** The element the browser reported as the page's Largest Contentful Paint, described. */
async function lcpElement(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve(element ? `${element.localName} ${element.getAttribute("alt") ?? ""}` : "none");
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

/** The page's Cumulative Layout Shift so far: shifts not caused by input, summed. */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(shifts.reduce((sum, s) => sum + (s.hadRecentInput ? 0 : s.value), 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all is no shift.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** What makes an image the first one fetched: high priority, not lazy, a srcset and sizes. */
async function expectFetchedFirst(image: Locator, smallFile: RegExp) {
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).not.toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("srcset", /\s\d+w,/);
  await expect(image).toHaveAttribute("sizes", /.+/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
    .toMatch(smallFile);
}

test("home: the middle hero tile is fetched first, at 240 px on a phone; the others wait", async ({
  page,
}) => {
  await page.goto("/");
  const tiles = page.getByRole("list", { name: "Choose a kind of pet" }).locator("img");
  await expect(tiles).toHaveCount(3);
  await expectFetchedFirst(tiles.nth(1), /\/images\/tile-dog-240\.webp$/);
  for (const index of [0, 2]) {
    await expect(tiles.nth(index)).toHaveAttribute("loading", "lazy");
    await expect(tiles.nth(index)).toHaveAttribute("fetchpriority", "auto");
  }
  await expect(page.locator("img[fetchpriority=high]")).toHaveCount(1);
});

test("/pets: a first-row card photo is the LCP; the first card's is fetched first at 400 px; later cards load lazily", async ({
  page,
}) => {
  await page.goto("/pets");
  const photos = page.locator("article img[alt]:not([alt=''])");
  await expect(photos.first()).toBeVisible();
  // A pet without photos shows its species' placeholder, which has a 400 px file too.
  await expectFetchedFirst(photos.first(), /(\?w=400|-400\.webp)$/);
  await expect(photos.last()).toHaveAttribute("loading", "lazy");
  await expect(photos.last()).toHaveAttribute("fetchpriority", "auto");

  // The first row's photos are the same size: the LCP is whichever paints first.
  const priorityAlts = await page
    .locator("article img[fetchpriority=high]")
    .evaluateAll((images) => images.map((image) => `img ${image.getAttribute("alt")}`));
  expect(priorityAlts).toContain(await lcpElement(page));
});

test("a pet's page: the first photo is the LCP, fetched first at 800 px; the rest load lazily", async ({
  page,
  request,
}) => {
  const pet = await petWithPhotos(request, 3);
  await page.goto(`/pets/${pet.id}`);
  const strip = page.getByRole("region", { name: `Photos of ${pet.name}` });
  const photos = strip.getByRole("img", { name: new RegExp(`^${pet.name}, photo`) });
  await expect(photos).toHaveCount(pet.images.length);
  await expectFetchedFirst(
    photos.first(),
    new RegExp(`/f/${pet.images.at(0)?.image_key}\\?w=800$`),
  );
  for (let index = 1; index < pet.images.length; index++) {
    await expect(photos.nth(index)).toHaveAttribute("loading", "lazy");
  }

  expect(await lcpElement(page)).toBe(`img ${await photos.first().getAttribute("alt")}`);
});

for (const [language, labels] of [
  [
    "en",
    { strip: "Photos of", next: "Next photo", previous: "Previous photo", third: "Show photo 3" },
  ],
  [
    "ne",
    {
      strip: "का तस्बिरहरू",
      next: "अर्को तस्बिर",
      previous: "अघिल्लो तस्बिर",
      third: "३ औँ तस्बिर हेर्नुहोस्",
    },
  ],
] as const) {
  test(`the photo strip moves with its buttons, by mouse and keyboard (${language})`, async ({
    page,
    request,
  }) => {
    const pet = await petWithPhotos(request, 3);
    await chooseLanguage(page, language);
    await page.goto(`/pets/${pet.id}`);
    const strip = page.getByRole("region", { name: labels.strip });
    const track = strip.locator("[aria-roledescription=slide]").first().locator("..");
    const shownPhoto = () =>
      track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth));

    await strip.getByRole("button", { name: labels.next }).click();
    await expect.poll(shownPhoto).toBe(1);
    await strip.getByRole("button", { name: labels.previous }).click();
    await expect.poll(shownPhoto).toBe(0);
    // Back from the first photo is the last one.
    await strip.getByRole("button", { name: labels.previous }).click();
    await expect.poll(shownPhoto).toBe(pet.images.length - 1);

    const third = strip.getByRole("button", { name: labels.third });
    await third.focus();
    await page.keyboard.press("Enter");
    await expect.poll(shownPhoto).toBe(2);
    await expect(third).toHaveAttribute("aria-current", "true");
  });
}

// English only: on a machine with no Devanagari font of its own (like this one, unlike any phone
// or computer the site is for), Nepali text shifts when the web font replaces the missing glyphs.
test("nothing shifts while the pages load: CLS under 0.02", async ({ page, request }) => {
  const pet = await petWithPhotos(request, 3);
  for (const path of ["/", "/pets", `/pets/${pet.id}`]) {
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await layoutShift(page), path).toBeLessThan(0.02);
  }
});
