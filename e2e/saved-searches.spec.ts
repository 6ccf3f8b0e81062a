import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import { loginAs, newVerifiedUser, waitForMail } from "./support/accounts";
import { storeWithDog } from "./support/pets";

/**
 * A saved search and its alert (docs/product.md#saved-searches): a person saves a search on
 * /pets, a store publishes a pet that matches, the e-mail names it, and its unsubscribe link
 * works signed out and pauses the search on her dashboard. The e2e server sends alerts at once
 * (ALERT_DIGEST_MINUTES=0).
 */
test("a saved search e-mails a newly published pet, until its unsubscribe link is opened", async ({
  page,
  browser,
  playwright,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await newVerifiedUser(playwright, baseURL);
  const person = await newVerifiedUser(playwright, baseURL, {
    firstName: "Maya",
    lastName: "Lama",
  });
  // A word only this pet carries, so no other test's pet matches the search.
  const word = `tashi${Date.now().toString(36)}`;
  const { pet } = await storeWithDog(owner, {
    pet: { name: `Tashi ${word}`, post_status: "draft" },
  });

  await loginAs(page, person);
  await page.goto(`/pets?q=${word}`);
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name")).toHaveValue(`“${word}”`);
  await expectAccessible(page);
  await dialog.getByLabel("Name").fill("Tashi alerts");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved")).toBeVisible();

  // The store publishes the pet, through the API as its dashboard does.
  const origin = new URL(baseURL!).origin;
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: owner,
    headers: { origin },
  });
  const published = await request.patch(`/api/pets/${pet.id}`, {
    data: { post_status: "published" },
    headers: { origin, Authorization: `Bearer ${(await signIn.json()).token}` },
  });
  expect(published.status(), await published.text()).toBe(200);

  const mail = await waitForMail(person.email, /^A new pet for your saved search$/, 20_000);
  expect(mail.text).toContain("your saved search “Tashi alerts”");
  expect(mail.text).toContain(`Tashi ${word}`);
  expect(mail.links).toContain(`${origin}/pets/${pet.id}`);
  const unsubscribe = mail.links.find((link) => link.includes("/api/alerts/unsubscribe"))!;

  // Opened signed out, as from a mail program.
  const stranger = await browser.newContext();
  try {
    const signedOut = await stranger.newPage();
    await signedOut.goto(unsubscribe);
    await expect(signedOut.getByRole("heading", { name: "Alerts stopped" })).toBeVisible();
    await expect(
      signedOut.getByText("no more e-mails about new pets for “Tashi alerts”"),
    ).toBeVisible();
  } finally {
    await stranger.close();
  }

  await page.goto("/dashboard?tab=searches");
  const row = page.getByRole("article", { name: "Tashi alerts" });
  await expect(row.getByText("Paused")).toBeVisible();
  await expect(row.getByText(`“${word}”`)).toBeVisible();
  await expect(row.getByRole("link", { name: "Open" })).toHaveAttribute("href", `/pets?q=${word}`);
  await expectAccessible(page);
  await row.getByRole("button", { name: "Resume" }).click();
  await expect(row.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(row.getByText("Paused", { exact: true })).toBeHidden();
});
