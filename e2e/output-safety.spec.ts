import { makePet, makeStore } from "../src/server/db/factories";
import { expect, test } from "./fixtures";
import { withE2eDatabase, userIdOf } from "./support/database";
import { loginAs, newVerifiedUser, type Credentials, siteOrigin } from "./support/accounts";

/**
 * Issue 10, test 4: what people type is shown as text everywhere, never run; the page carries a
 * CSP; the session cookie cannot be read by scripts or sent by another site's form.
 */

const SCRIPT = "<script>window.__xss = 'script'</script>";
const IMG = `<img src=x id="xss-img" onerror="window.__xss = 'img'">`;
const attack = (label: string) => `${label} ${SCRIPT}${IMG}`;

/** The owner's store and a listed pet, both named with markup, in the e2e database. */
async function hostileStore(owner: Credentials) {
  return withE2eDatabase(async (database) => {
    const owner_id = await userIdOf(database, owner.email);
    const category = await database.db
      .selectFrom("category")
      .select("id")
      .executeTakeFirstOrThrow();
    const store = await makeStore(database, {
      owner_id,
      title: attack("Store"),
      description: attack("About"),
      location: attack("Place"),
      status: "active",
    });
    const pet = await makePet(database, {
      vendor_id: store.id,
      category_id: category.id,
      name: attack("Pet"),
      description: attack("Story"),
    });
    return { store, pet };
  });
}

test("pet, store and application texts with markup render as text", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const owner = await newVerifiedUser(playwright, baseURL, {
    firstName: "Owner",
    lastName: "Safe",
  });
  const applicant = await newVerifiedUser(playwright, baseURL, {
    firstName: "Applicant",
    lastName: "Safe",
  });
  const { pet } = await hostileStore(owner);

  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const expectInert = async () => {
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    await expect(page.locator("#xss-img")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  };

  // The applicant asks through the API with markup in every field.
  await loginAs(page, applicant);
  const asked = await page.request.post(`/api/adoptPet/${pet.id}`, {
    headers: { origin: siteOrigin() },
    data: {
      name: attack("Name"),
      phone: "9841234567",
      address: attack("Address"),
      message: attack("Message"),
      pet_id: pet.id,
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const response = await page.goto(`/pets/${pet.id}`);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByText("Story <script>", { exact: false }).first()).toBeVisible();
  await expectInert();
  await page.goto("/pets");
  await expect(page.getByText("Pet <script>", { exact: false }).first()).toBeVisible();
  await expectInert();
  await page.goto("/dashboard");
  await expect(page.getByText("Pet <script>", { exact: false }).first()).toBeVisible();
  await expectInert();

  // The owner reads the request in their dashboard.
  await page.context().clearCookies();
  await loginAs(page, owner);
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "Store" }).click();
  await expect(page.getByText("Store <script>", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Message <script>", { exact: false }).first()).toBeVisible();
  await expectInert();
});

test.describe("the session cookie", () => {
  // The other site's form is refused: the browser logs that 401.
  test.use({ allowConsoleErrors: [/status of 401/] });

  test("the session cookie is HttpOnly and SameSite=Lax, and another site's form cannot use it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const user = await newVerifiedUser(playwright, baseURL, {
      firstName: "Cookie",
      lastName: "Jar",
    });
    await loginAs(page, user);
    const [session] = (await page.context().cookies()).filter((cookie) =>
      cookie.name.includes("session_token"),
    );
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // A page on another site posts a form (no JSON, no Origin of ours) at the API.
    const target = `${baseURL}/api/vendors/create`;
    await page.route("http://evil.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${target}" enctype="text/plain"><input name='{"storeName":"x","storeDescription":"y","storeLocation":"z","a":"' value='"}'></form><script>document.forms[0].submit()</script>`,
      }),
    );
    const answered = page.waitForResponse(target);
    await page.goto("http://evil.test/");
    expect([401, 403]).toContain((await answered).status());
    const mine = await page.request.get("/api/vendors/me");
    expect((await mine.json()).store).toBeNull();
  });
});
