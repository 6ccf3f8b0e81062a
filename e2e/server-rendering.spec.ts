import type { APIRequestContext, Page } from "@playwright/test";
import type { PetListItem as ListedPet } from "../src/contract/catalogue";
import { makePet } from "../src/server/db/factories";
import { CONTENT_PAGES } from "./content-pages";
import { expect, test } from "./fixtures";
import { createUser } from "./support/accounts";
import { withE2eDatabase } from "./support/database";

/**
 * Public pages come from the server whole (decision 034): their content is in the HTML, in
 * the visitor's language, they work with JavaScript off, and the browser takes them over
 * without fetching their data again.
 */

const htmlOf = async (request: APIRequestContext, path: string, language?: "en" | "ne") => {
  const response = await request.get(path, {
    headers: language ? { Cookie: `sathi.lang=${language}` } : {},
  });
  return { status: response.status(), html: await response.text() };
};

const listed = async (request: APIRequestContext, query = "") =>
  (await (await request.get(`/api/pets?${query}`)).json()) as ListedPet[];

const escape = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

test.describe("the HTML, fetched without a browser", () => {
  for (const page of CONTENT_PAGES) {
    test(`${page.path} holds its heading in English and Nepali`, async ({ request }) => {
      const expected = page.path.startsWith("/no/") ? 404 : 200;
      const english = await htmlOf(request, page.path, "en");
      expect(english.status).toBe(expected);
      expect(english.html).toContain(`${escape(page.h1)}</h1>`);
      expect(english.html).toContain('<html lang="en"');
      const nepali = await htmlOf(request, page.path, "ne");
      expect(nepali.status).toBe(expected);
      expect(nepali.html).toContain(`${escape(page.nepali.h1)}</h1>`);
      expect(nepali.html).toContain('<html lang="ne"');
    });
  }

  test("an id in a page's address that is no id is a page not found, never another API path", async ({
    request,
  }) => {
    for (const path of [
      "/pets/..%2Fcategory",
      "/pets/..%2Fpets",
      "/pets/..%2Fhealth",
      "/pets/1%2F..%2F2",
      "/stores/..%2Fvendors%2F1%2Fprofile",
      "/stores/1%2F..%2F2",
    ]) {
      const { status } = await htmlOf(request, path);
      expect(status, path).toBe(404);
    }
  });

  test("a language chosen before the cookie existed is kept: the page turns, the cookie is set", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem("sathi.language", "ne"));
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("बारम्बार सोधिने प्रश्नहरू");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "sathi.lang")?.value).toBe("ne");
  });

  test("a page kept by the server comes gzipped, with an ETag that saves a second download", async ({
    request,
  }) => {
    const first = await request.get("/faq", { headers: { "Accept-Encoding": "gzip" } });
    const etag = first.headers()["etag"];
    expect(etag).toMatch(/^W\/"p\d+-/);
    const again = await request.get("/faq", { headers: { "Accept-Encoding": "gzip" } });
    expect(again.headers()["content-encoding"]).toBe("gzip");
    expect(again.headers()["vary"]).toMatch(/Accept-Language/);
    expect(await again.text()).toContain("Frequently asked questions</h1>");
    const unchanged = await request.get("/faq", { headers: { "If-None-Match": etag! } });
    expect(unchanged.status()).toBe(304);
  });

  test("a signed-out visitor's page may be kept by a shared cache for seconds, a signed-in one's never", async ({
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const answers = async (paths: [string, number][]) => {
      const seen: string[] = [];
      for (const [path, status] of paths) {
        const response = await visitor.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(status);
        expect(response.headers()["vary"], path).toMatch(/Cookie, Accept-Language/);
        seen.push(`${path} ${response.headers()["cache-control"]}`);
      }
      return seen;
    };
    // 404s and redirects too: they are the same for every signed-out visitor (docs/deploy.md#nginx).
    const shared = "public, max-age=0, s-maxage=5, stale-while-revalidate=5";
    expect(
      await answers([
        ["/faq", 200],
        ["/no/such/page", 404],
        ["/signUp", 302],
        ["/dashboard", 302],
      ]),
    ).toEqual([
      `/faq ${shared}`,
      `/no/such/page ${shared}`,
      `/signUp ${shared}`,
      `/dashboard ${shared}`,
    ]);
    await createUser(visitor); // verifying the address signs this context in
    expect(
      await answers([
        ["/faq", 200],
        ["/no/such/page", 404],
        ["/signUp", 302],
        ["/dashboard", 200],
      ]),
    ).toEqual([
      "/faq private, no-cache",
      "/no/such/page private, no-cache",
      "/signUp private, no-cache",
      "/dashboard private, no-cache",
    ]);
    await visitor.dispose();
  });

  test("a first visit is in the language the browser asks for", async ({ request }) => {
    const response = await request.get("/", {
      headers: { "Accept-Language": "ne-NP,ne;q=0.9,en;q=0.5" },
    });
    expect(await response.text()).toContain('<html lang="ne"');
    const english = await request.get("/", { headers: { "Accept-Language": "de,en;q=0.5" } });
    expect(await english.text()).toContain('<html lang="en"');
  });

  test("/pets with a query holds exactly the pets the API lists, and their links", async ({
    request,
  }) => {
    for (const query of ["page=2", "category=Cat&gender=female"]) {
      const { status, html } = await htmlOf(request, `/pets?${query}`);
      expect(status).toBe(200);
      const pets = await listed(request, query);
      expect(pets.length, query).toBeGreaterThan(0);
      for (const { pet } of pets) {
        expect(html).toContain(`href="/pets/${pet.id}"`);
        expect(html).toContain(escape(pet.name));
      }
    }
  });

  test("a pet's page holds its name, wait, story, share tags and similar pets", async ({
    request,
  }) => {
    // A demo pet: other tests add pets whose names are made to need escaping.
    const { pet } = (await listed(request, "limit=100")).find(({ pet }) =>
      /^[\w ]+$/.test(pet.name),
    )!;
    const { status, html } = await htmlOf(request, `/pets/${pet.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`${escape(pet.name)}</h1>`);
    // Counted to the day of the render, so it is there without JavaScript (decision 040).
    expect(html).toMatch(/Waiting \d+ (days?|months?|years?)|Just arrived/);
    expect(html).toContain(`<meta property="og:title" content="${escape(pet.name)}`);
    expect(html).toContain('rel="preload" as="image"');
    const similar = (await (
      await request.get(`/api/pets/${pet.id}/similar`)
    ).json()) as ListedPet[];
    expect(similar.length).toBeGreaterThan(0);
    for (const { pet: like } of similar) expect(html).toContain(`href="/pets/${like.id}"`);
  });

  test("a signed-in page sends a signed-out visitor to log in, and back afterwards", async ({
    request,
  }) => {
    for (const path of ["/dashboard?tab=vendor", "/admin/category", "/pets/new"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"]).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
  });

  test("unknown paths, unknown and unpublished pets are 404", async ({ request }) => {
    const draft = await withE2eDatabase(async (database) => {
      const store = await database.db
        .selectFrom("vendor")
        .select("id")
        .where("status", "=", "active")
        .executeTakeFirstOrThrow();
      const category = await database.db
        .selectFrom("category")
        .select("id")
        .executeTakeFirstOrThrow();
      return makePet(database, {
        vendor_id: store.id,
        category_id: category.id,
        name: "Draft Dolma",
        post_status: "draft",
      });
    });
    for (const path of ["/no/such/page", "/pets/987654", "/pets/abc", `/pets/${draft.id}`]) {
      const { status, html } = await htmlOf(request, path);
      expect(status, path).toBe(404);
      expect(html, path).not.toContain("Draft Dolma");
    }
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor filters and pages /pets, opens a pet and is led to log in to adopt", async ({
    page,
    request,
  }) => {
    await page.goto("/pets");
    const cards = page.locator("article a[href^='/pets/']");
    await expect(cards).toHaveCount(24);

    // The filters are a plain form: tick, then Apply.
    const filters = page.locator("form[action='/pets']");
    await filters.getByRole("group", { name: "Species" }).getByText("Dog", { exact: true }).click();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=Dog/);
    const dogs = await listed(request, "category=Dog");
    await expect(cards).toHaveText(dogs.map((item) => item.pet.name));

    await page.goto("/pets");
    await page.getByRole("link", { name: "2", exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveText((await listed(request, "page=2")).map((item) => item.pet.name));

    const first = (await listed(request, "page=2"))[0]!;
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/pets/${first.pet.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.pet.name);
    await expect(page.getByRole("img", { name: new RegExp(first.pet.name) }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: `${first.pet.name}'s story` })).toBeVisible();
    await expect(page.getByText("Sex", { exact: true }).first()).toBeVisible();
    await page.getByRole("link", { name: "Login to Adopt Pet" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=/pets/${first.pet.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("with JavaScript off, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("Filters opens the filters, which work as a plain form", async ({ page, request }) => {
    await page.goto("/pets");
    const filters = page.locator("form[action='/pets']");
    await expect(filters).toBeHidden();
    await page.getByRole("link", { name: "Filters" }).click();
    await expect(filters).toBeVisible();
    const box = (await filters.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    await filters.getByRole("group", { name: "Species" }).getByText("Cat", { exact: true }).click();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=Cat/);
    const cats = await listed(request, "category=Cat");
    await expect(page.locator("article a[href^='/pets/']")).toHaveText(
      cats.map((item) => item.pet.name),
    );
  });
});

/** Every request to the API the page makes after it arrived. */
function apiReads(page: Page) {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) reads.push(request.url());
  });
  return reads;
}

test.describe("with JavaScript on", () => {
  const paths = [
    "/",
    "/pets",
    "/pets?category=Cat",
    "/aboutus",
    "/fullblogs",
    "/faq",
    "/events",
    "/contactus",
    "/howtoadopt",
    "/login",
    "/forgot-password",
  ];

  for (const language of ["en", "ne"] as const) {
    test(`no warning, no error and no second fetch on the public pages (${language})`, async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      await context.addCookies([{ name: "sathi.lang", value: language, url: baseURL! }]);
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning" || message.type() === "error")
          warnings.push(message.text());
      });
      const { pet } = (await listed(request, "limit=1"))[0]!;
      for (const path of [...paths, `/pets/${pet.id}`]) {
        const reads = apiReads(page);
        await page.goto(path, { waitUntil: "networkidle" });
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(reads, `${path} fetched what its HTML held`).toEqual([]);
      }
      expect(warnings).toEqual([]);
    });
  }

  test("a client navigation shows progress at once, marks the tapped card, and lands on the pet", async ({
    page,
    request,
  }) => {
    await page.goto("/pets");
    const { pet } = (await listed(request))[0]!;
    await page.route(`**/api/pets/${pet.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const link = page.locator(`article a[href='/pets/${pet.id}']`).first();
    await link.click();
    await expect(page.getByRole("progressbar", { name: "Loading the page" })).toBeVisible();
    // The tapped card says it was tapped.
    const card = page.locator("article").filter({ has: page.locator(`a[href='/pets/${pet.id}']`) });
    await expect(card.first()).toHaveCSS("opacity", "0.7");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pet.name);
    await expect(page.getByRole("progressbar", { name: "Loading the page" })).toHaveCount(0);
  });
});
