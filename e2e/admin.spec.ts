import { makeApplication, makePet, makeUser, makeStore } from "../src/server/db/factories";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { withE2eDatabase } from "./support/database";
import { createUser, DEMO, loginAs, waitForMail } from "./support/accounts";
import { chooseLanguage } from "./support/language";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A pending store with one published pet, written straight to the e2e server's database. */
async function pendingStoreWithPet() {
  return withE2eDatabase(async (database) => {
    const tag = unique();
    const dog = await database.db
      .selectFrom("category")
      .select("id")
      .where("category", "=", "Dog")
      .executeTakeFirstOrThrow();
    const owner = await makeUser(database);
    const store = await makeStore(database, {
      owner_id: owner.id,
      title: `Itahari Rescue ${tag}`,
      location: "Itahari, Sunsari",
      status: "pending",
    });
    const pet = await makePet(database, {
      vendor_id: store.id,
      category_id: dog.id,
      name: `Bhote ${tag}`,
      post_status: "published",
    });
    return { owner, store, pet };
  });
}

test.describe("admin panel", () => {
  test("a signed-out visitor on /admin is sent to /login", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  });

  test("a signed-in non-admin sees 'Not authorized', and the API refuses them too", async ({
    page,
    request,
  }) => {
    await loginAs(page, await createUser(request));
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not authorized");
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.goto("/admin/category");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not authorized");

    expect((await page.request.get("/api/vendors")).status()).toBe(403);
    expect((await page.request.get("/api/admin/stats")).status()).toBe(403);
  });

  test("the admin lands on /admin, sees the counts and activates a pending store", async ({
    page,
  }) => {
    const { store, owner } = await pendingStoreWithPet();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    await page.getByLabel("Email").fill(DEMO.admin.email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.admin.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Panel");
    await expect(page.getByText(/^\d+ listed$/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^\d+ waiting for approval$/ })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search by name" }).fill(store.title);
    const row = page.getByRole("row").filter({ hasText: store.title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Itahari, Sunsari");
    await expect(row).toContainText(/@example\.test/);
    await expect(row.getByRole("cell").nth(4)).toHaveText("1");
    await expect(row).toContainText("Pending");

    await row.getByRole("button", { name: `Set Active: ${store.title}` }).click();
    await expect(page.getByText("Successfully Updated store")).toBeVisible();
    await expect(row).toContainText("Active");
    await expect(row.getByRole("button", { name: `Set Pending: ${store.title}` })).toBeVisible();
    // Checked on a fresh load: the login's own toast is the accounts feature's to check.
    await page.reload();
    await expect(row).toContainText("Active");
    await expectAccessible(page);
    // The owner hears that the store is live.
    const mail = await waitForMail(owner.email, /is now listed/);
    expect(mail.subject).toBe(`${store.title} is now listed on Sathi`);
  });

  test("an activated store's pet appears on /pets, and leaves when it is set pending", async ({
    page,
    request,
  }) => {
    const { store, pet } = await pendingStoreWithPet();
    const search = `/pets?q=${encodeURIComponent(pet.name)}`;
    // Asked outside the browser, whose cache may keep a public listing for a few seconds.
    const listed = async () =>
      ((await (await request.get(`/api${search}`)).json()) as { pet: { id: number } }[]).some(
        (item) => item.pet.id === pet.id,
      );
    expect(await listed()).toBe(false);

    await loginAs(page, DEMO.admin);
    await page.goto(`/admin?q=${encodeURIComponent(store.title)}`);
    await page.getByRole("button", { name: `Set Active: ${store.title}` }).click();
    await expect(page.getByText("Successfully Updated store")).toBeVisible();
    await page.goto(search);
    await expect(page.getByRole("link", { name: pet.name }).first()).toBeVisible();

    await page.goto(`/admin?q=${encodeURIComponent(store.title)}`);
    await page.getByRole("button", { name: `Set Pending: ${store.title}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("1 pet goes off the public list");
    await dialog.getByRole("button", { name: "Set Pending" }).click();
    await expect(page.getByText("Successfully Updated store")).toBeVisible();
    expect(await listed()).toBe(false);
    // The page may show its cached answer until it expires (GET /api/pets: max-age 10 s).
    await expect(async () => {
      await page.goto(search);
      await expect(page.getByText("No Pets Found!")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: pet.name })).toHaveCount(0);
  });

  test("the admin opens a store's page: its details, its team, every pet, open requests; Set Pending asks first", async ({
    page,
  }) => {
    const { store, owner } = await withE2eDatabase(async (database) => {
      const tag = unique();
      const dog = await database.db
        .selectFrom("category")
        .select("id")
        .where("category", "=", "Dog")
        .executeTakeFirstOrThrow();
      const owner = await makeUser(database, { firstName: "Sunita", lastName: "Tamang" });
      const store = await makeStore(database, {
        owner_id: owner.id,
        title: `Dharan Paws ${tag}`,
        description: "We rescue street dogs around Dharan and find them homes.",
        location: "Dharan, Sunsari",
        status: "active",
      });
      const pet = (name: string, post_status: "published" | "draft") =>
        makePet(database, { vendor_id: store.id, category_id: dog.id, name, post_status });
      const bhote = await pet(`Bhote ${tag}`, "published");
      await pet(`Kali ${tag}`, "published");
      await pet(`Tiger ${tag}`, "draft");
      await makeApplication(database, { pet_id: bhote.id, name: `Ramesh ${tag}` });
      await makeApplication(database, {
        pet_id: bhote.id,
        name: `Gita ${tag}`,
        status: "Approved",
      });
      await makeApplication(database, {
        pet_id: bhote.id,
        name: `Hari ${tag}`,
        status: "Rejected",
      });
      return { store, owner, tag };
    });
    await loginAs(page, DEMO.admin);
    await page.goto(`/admin?q=${encodeURIComponent(store.title)}`);
    await page.getByRole("link", { name: store.title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/stores/${store.id}$`));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.title);
    await expect(page.getByText(store.description)).toBeVisible();
    await expect(page.getByText("Dharan, Sunsari")).toBeVisible();
    // Her name is under the contact and on the team, as its owner.
    await expect(page.getByText("Sunita Tamang")).toHaveCount(2);
    const team = page.getByRole("region", { name: "Team" });
    await expect(team.getByRole("listitem", { name: "Sunita Tamang" })).toContainText("Owner");
    await expect(page.getByRole("link", { name: owner.email })).toHaveAttribute(
      "href",
      `mailto:${owner.email}`,
    );
    const pets = page.getByRole("region", { name: "Pets" });
    await expect(pets.getByRole("listitem")).toHaveCount(3);
    await expect(pets.getByRole("listitem", { name: /^Tiger/ })).toContainText("Draft");
    await expect(pets.getByRole("listitem", { name: /^Bhote/ })).toContainText("Published");
    const requests = page.getByRole("region", { name: "Open adoption requests" });
    await expect(requests.getByRole("listitem")).toHaveCount(2);
    await expect(requests.getByRole("listitem", { name: /^Ramesh/ })).toContainText("Waiting");
    await expect(requests.getByRole("listitem", { name: /^Gita/ })).toContainText("Approved");
    await expect(requests).not.toContainText("Hari");
    await expectAccessible(page);

    // Set Pending says how many pets leave the list; Cancel leaves the store as it was.
    const setPending = page.getByRole("button", { name: `Set Pending: ${store.title}` });
    await setPending.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Set ${store.title} to pending?`);
    await expect(dialog).toContainText("2 pets go off the public list");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(setPending).toBeVisible();
    const stored = async () =>
      ((await (await page.request.get(`/api/vendors/${store.id}`)).json()) as { status: string })
        .status;
    expect(await stored()).toBe("active");

    // In Nepali: the page, and the count in Devanagari digits.
    await chooseLanguage(page, "ne");
    await page.reload();
    await expect(page.getByText("उद्धार केन्द्र", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "जनावरहरू" })).toContainText("मस्यौदा");
    await page.getByRole("button", { name: `विचाराधीनमा राख्नुहोस्: ${store.title}` }).click();
    await expect(page.getByRole("dialog")).toContainText("२ जनावर सार्वजनिक सूचीबाट हट्नेछन्");
    // Under CI's load a click in the modal's opening transition was once lost: click until closed.
    const cancel = page.getByRole("dialog").getByRole("button", { name: "रद्द गर्नुहोस्" });
    await expect(async () => {
      if (await cancel.isVisible()) await cancel.click();
      await expect(page.getByRole("dialog")).toHaveCount(0, { timeout: 1000 });
    }).toPass();
    await chooseLanguage(page, "en");
    await page.reload();

    await setPending.click();
    await page.getByRole("dialog").getByRole("button", { name: "Set Pending" }).click();
    await expect(page.getByText("Successfully Updated store")).toBeVisible();
    await expect(page.getByRole("button", { name: `Set Active: ${store.title}` })).toBeVisible();
    await expect(page.getByText(/^Waiting for approval/)).toBeVisible();
    expect(await stored()).toBe("pending");
  });

  test("the admin deletes a store after confirming", async ({ page }) => {
    const { store } = await pendingStoreWithPet();
    await loginAs(page, DEMO.admin);
    await page.goto(`/admin?q=${encodeURIComponent(store.title)}`);
    await page.getByRole("button", { name: `Delete ${store.title}` }).click();

    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`This removes ${store.title} with its 1 pet`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    // Wait for the closing modal to leave, or the next one would be one of two dialogs.
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: store.title })).toHaveCount(1);

    await page.getByRole("button", { name: `Delete ${store.title}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete store" }).click();
    await expect(page.getByText("Successfully deleted store")).toBeVisible();
    await expect(page.getByText("No store matches this search.")).toBeVisible();
    const left = await page.request.get(`/api/vendors?q=${encodeURIComponent(store.title)}`);
    expect(await left.json()).toEqual([]);
  });

  test("on a phone the stores are cards whose actions work, with no sideways scrolling", async ({
    page,
  }) => {
    const { store } = await pendingStoreWithPet();
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, DEMO.admin);
    await page.goto(`/admin?q=${encodeURIComponent(store.title)}`);
    const card = page.getByRole("article", { name: store.title });
    await expect(card).toContainText("Pets: 1 · Open requests: 0");
    await expect(page.getByRole("table")).toBeHidden();
    await card.getByRole("button", { name: `Set Active: ${store.title}` }).click();
    await expect(page.getByText("Successfully Updated store")).toBeVisible();
    await expect(card).toContainText("Active");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });
});
