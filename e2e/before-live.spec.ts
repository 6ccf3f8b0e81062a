import type { Locator, Page, Route } from "@playwright/test";
import { createUser, loginAs, newVerifiedUser } from "./support/accounts";
import { chooseLanguage } from "./support/language";
import { storeWithDog } from "./support/pets";
import { expect, test } from "./fixtures";

/**
 * What a person types or taps while a slow phone is still loading the page's script is kept
 * (docs/decisions/045-nothing-lost-before-the-page-is-live.md). The scripts are held back until
 * the test has typed and tapped, as a 1.6 Mbps network holds them for seconds.
 */

test.use({ viewport: { width: 390, height: 844 } });

/**
 * Opens `path` with every script held back; `release` lets them load. The fixture's goto waits
 * for the page to be live, which is the point here not to do.
 */
async function openHeld(page: Page, path: string) {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(/\.js(\?|$)/, (route) =>
    isReleased ? route.continue() : void held.push(route),
  );
  await page.evaluate((url) => {
    window.location.href = url;
  }, new URL(path, test.info().project.use.baseURL).href);
  return {
    release: async () => {
      isReleased = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    },
  };
}

/**
 * The phone the site was walked with: 150 ms to the server, 1.6 Mbps down, a CPU four times
 * slower than this one (Chrome's own throttling, through the DevTools protocol).
 */
async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * A tap as a person makes it, at the control's middle: the page is still loading, which a
 * locator's click would wait for.
 */
async function tap(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  await target.evaluate((element) =>
    element.scrollIntoView({ block: "center", behavior: "instant" }),
  );
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.beforeEach(async ({ page }) => {
  await chooseLanguage(page, "ne");
});

test("an e-mail and password typed and Login tapped before the page is live sign her in", async ({
  page,
  request,
}) => {
  // A phone four times slower: what it does is slower too, not less.
  test.slow();
  const account = await createUser(request);
  await throttleLikeAPhone(page);
  const { release } = await openHeld(page, "/login");
  const email = page.getByRole("textbox", { name: "इमेल" });
  await email.pressSequentially(account.email);
  await page.getByLabel("पासवर्ड").fill(account.password);
  const login = page.getByRole("button", { name: "लग इन", exact: true });
  await tap(page, login);
  // The tap shows at once that it was seen: marked while the tap itself was handled, not later.
  expect(await login.getAttribute("aria-busy")).toBe("true");
  await release();
  // On a CPU four times slower, hydrating and signing in take four times as long.
  const slowPhone = { timeout: 4 * 7_000 };
  await expect(page).not.toHaveURL(/\/login/, slowPhone);
  await expect(page.getByRole("button", { name: "खाता मेनु" })).toBeVisible(slowPhone);
});

test("what was typed before the page was live is still there once it is", async ({ page }) => {
  const { release } = await openHeld(page, "/login");
  const email = page.getByRole("textbox", { name: "इमेल" });
  await email.pressSequentially("adopter@sathi");
  await release();
  await email.pressSequentially(".test");
  await expect(email).toHaveValue("adopter@sathi.test");
  // A later render (a refused Login) keeps it too.
  await page.getByRole("button", { name: "लग इन", exact: true }).click();
  await expect(email).toHaveValue("adopter@sathi.test");
});

test("the contact form keeps what was typed before the page was live", async ({ page }) => {
  const { release } = await openHeld(page, "/contactus");
  const name = page.getByRole("textbox", { name: "नाम" });
  const message = page.getByRole("textbox", { name: "सन्देश" });
  await name.pressSequentially("Sita");
  await message.pressSequentially("Is Kali still looking for a home?");
  await release();
  await name.press("End");
  await name.pressSequentially(" Rai");
  await expect(name).toHaveValue("Sita Rai");
  await expect(message).toHaveValue("Is Kali still looking for a home?");
});

test("Sign up works before the page is live: it is a link", async ({ page }) => {
  await openHeld(page, "/login");
  await tap(page, page.getByRole("link", { name: "साइन अप" }));
  await expect(page).toHaveURL(/mode=signup/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साइन अप");
});

test("Subscribe tapped before the page is live is answered once it is, the address kept", async ({
  page,
}) => {
  const { release } = await openHeld(page, "/events");
  const email = page.getByRole("textbox", { name: "तपाईंको इमेल" });
  await email.pressSequentially("sita@example.com");
  const subscribe = page.getByRole("button", { name: "सदस्य बन्नुहोस्" });
  await tap(page, subscribe);
  expect(await subscribe.getAttribute("aria-busy")).toBe("true");
  await release();
  await expect(page.getByRole("status").getByText(/चाँडै सुरु हुँदैछ/)).toBeVisible();
  await expect(email).toHaveValue("sita@example.com");
  await expect(page).toHaveURL(/\/events$/);
});

test("a filter ticked before the page is live is applied once it is", async ({ page }) => {
  const { release } = await openHeld(page, "/pets");
  // On a phone the Filters button is a link to the filters until the page is live.
  await tap(page, page.getByRole("link", { name: "फिल्टर", exact: true }));
  await tap(page, page.getByText("पोथी", { exact: true }));
  await expect(page.getByRole("radio", { name: "पोथी" })).toBeChecked();
  await expect(page.getByRole("button", { name: "फिल्टर लागू गर्नुहोस्" })).toBeVisible();
  await release();
  await expect(page).toHaveURL(/gender=female/);
});

test("Adopt spins from the tap until its form's code is there, then opens it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const owner = await newVerifiedUser(playwright, baseURL, { firstName: "Maya", lastName: "KC" });
  const { pet } = await storeWithDog(owner);
  const adopter = await newVerifiedUser(playwright, baseURL);
  await loginAs(page, adopter);
  // The form's code comes seconds after the tap on a slow phone.
  const held: Route[] = [];
  let isReleased = false;
  await page.route(/adopt-dialog-[\w-]+\.js$/, (route) =>
    isReleased ? route.continue() : void held.push(route),
  );
  await page.goto(`/pets/${pet.id}`);
  const adopt = page.getByRole("button", { name: "धर्मपुत्र लिनुहोस्" }).locator("visible=true");
  await adopt.click();
  expect(await adopt.getAttribute("aria-busy")).toBe("true");
  await expect.poll(() => held.length).toBeGreaterThan(0);
  isReleased = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(adopt).not.toHaveAttribute("aria-busy");
});
