import { withSiteConfig } from "./support/site-config";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import type { DonationSummary } from "../src/contract/donations";
import type { CapturedMail } from "../src/server/test/smtp-capture";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";
import {
  createUser,
  DEMO,
  loginAs,
  uniqueEmail,
  waitForMail,
  siteOrigin,
} from "./support/accounts";
import { unsentTo } from "./support/database";
import { gatewaysFile, mailDir } from "./support/paths";

/**
 * Issue 12 in a real browser: the donate form, the eSewa and Khalti stand-ins the e2e server
 * runs (browser → stand-in → back to the site), and what the server accepts on the way back.
 * One file in order: the admin's totals at the end add up what the tests before gave.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

const gateways = () =>
  JSON.parse(readFileSync(gatewaysFile(), "utf8")) as { esewa: string; khalti: string };
const main = (page: Page) => page.getByRole("main");

/** What the admin's summary said before this file gave anything, and what it has given since. */
let before: DonationSummary;
const given = { esewa: 0, khalti: 0, count: 0 };

async function adminSummary(request: APIRequestContext) {
  const signIn = await request.post("/api/auth/sign-in/email", { data: DEMO.admin });
  expect(signIn.status()).toBe(200);
  const response = await request.get("/api/admin/donations/summary", {
    headers: { Authorization: `Bearer ${(await signIn.json()).token}` },
  });
  return (await response.json()) as DonationSummary;
}

interface Gift {
  amount: number;
  method: "eSewa" | "Khalti";
  name?: string;
  email?: string;
}

/** Fills the form as a donor would and sends it; resolves once the browser is on the gateway's page. */
async function startGift(page: Page, { amount, method, name, email }: Gift) {
  await page.goto("/donate");
  const form = main(page).getByRole("region", { name: "Give online" });
  await form.getByLabel("Other amount (Rs)").fill(String(amount));
  await form.getByRole("radio", { name: new RegExp(`^${method}`) }).check();
  if (name) await form.getByLabel("Your name").fill(name);
  if (email) await form.getByLabel("E-mail for your receipt").fill(email);
  // The browser leaves for the gateway at once, so the answer is read on its way through.
  let id = "";
  await page.route("**/api/donations", async (route) => {
    const response = await route.fetch();
    id = ((await response.json()) as { id: string }).id;
    await route.fulfill({ response });
  });
  await form
    .getByRole("button", { name: `Donate Rs ${amount.toLocaleString("en-GB")} with ${method}` })
    .click();
  await page.waitForURL(
    (url) => url.origin === gateways()[method === "eSewa" ? "esewa" : "khalti"],
  );
  await expect(page.getByRole("heading", { name: `${method} test payment` })).toBeVisible();
  await page.unroute("**/api/donations");
  return id;
}

const thanks = (page: Page) => page.getByRole("heading", { level: 1 });
const receiptNumber = (page: Page) => page.getByTestId("receipt-number");

function mailsTo(email: string): CapturedMail[] {
  return readdirSync(mailDir())
    .map((file) => JSON.parse(readFileSync(join(mailDir(), file), "utf8")) as CapturedMail)
    .filter((mail) => mail.to.includes(email));
}

test("an eSewa donation: form, eSewa's page, back with a receipt on screen and by e-mail", async ({
  page,
  request,
}) => {
  before = await adminSummary(request);
  const email = uniqueEmail("maya");
  const id = await startGift(page, { amount: 1234, method: "eSewa", name: "Maya Rai", email });
  await expect(page.getByText("Pay Rs 1234 to merchant EPAYTEST.")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  await page.waitForURL(new RegExp(`/donate/return/${id}\\?data=`));
  await expect(thanks(page)).toHaveText("Thank you, Maya!");
  await expect(receiptNumber(page)).toHaveText(/^D-\d{6}$/);
  const number = await receiptNumber(page).textContent();
  const receipt = main(page).getByRole("region", { name: "Receipt" });
  await expect(receipt).toContainText("Rs 1,234");
  await expect(receipt).toContainText("eSewa");
  await expect(main(page)).toContainText("We have e-mailed this receipt to you.");
  await expectAccessible(page);

  const mail = await waitForMail(email, new RegExp(`receipt ${number}`));
  expect(mail.text).toContain("Amount: Rs 1,234");

  // The same return visited again (a reload): the same receipt, recorded and mailed once.
  await page.reload();
  await expect(receiptNumber(page)).toHaveText(number!);
  // A second receipt mail would be stored with the return it answers: once nothing to the donor
  // is left unsent, every mail stored for her has arrived.
  await expect.poll(() => unsentTo(email)).toBe(0);
  expect(mailsTo(email)).toHaveLength(1);
  given.esewa += 1234;
  given.count += 1;
});

test("a Khalti donation completes the same way, its amount sent to Khalti in paisa", async ({
  page,
}) => {
  await startGift(page, { amount: 650, method: "Khalti" });
  await expect(page.getByText("Pay Rs 650 for Donation to Sathi.")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(thanks(page)).toHaveText("Thank you!");
  await expect(main(page).getByRole("region", { name: "Receipt" })).toContainText("Khalti");
  await expect(main(page)).not.toContainText("e-mailed");
  given.khalti += 650;
  given.count += 1;
});

test("a donation cancelled at eSewa is recorded as cancelled, and the donor can try again", async ({
  page,
}) => {
  const id = await startGift(page, { amount: 300, method: "eSewa" });
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForURL(new RegExp(`/donate/cancelled/${id}$`));
  await expect(thanks(page)).toHaveText("Donation cancelled");
  await expect(main(page)).toContainText("Nothing was paid.");
  await expectAccessible(page);
  await main(page).getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/donate$/);
});

test("a donation cancelled at Khalti is recorded as cancelled", async ({ page }) => {
  await startGift(page, { amount: 400, method: "Khalti" });
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(thanks(page)).toHaveText("Donation cancelled");
});

test.describe("returns the server refuses", () => {
  test.use({ allowConsoleErrors: [/status of 40[09]/] });

  test("an eSewa answer altered on its way back (tampered signature) is refused", async ({
    page,
  }) => {
    await startGift(page, { amount: 5000, method: "eSewa" });
    // Someone between eSewa and the site lowers the amount in eSewa's signed answer.
    await page.route(`${gateways().esewa}/standin/pay`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const back = new URL(response.headers()["location"]!);
      const answer = JSON.parse(Buffer.from(back.searchParams.get("data")!, "base64").toString());
      answer.total_amount = "10.0";
      back.searchParams.set("data", Buffer.from(JSON.stringify(answer)).toString("base64"));
      await route.fulfill({ status: 302, headers: { Location: back.toString() } });
    });
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(thanks(page)).toHaveText("We could not confirm this donation");
    await expect(main(page).getByRole("alert")).toHaveText(
      "The payment answer was changed on its way back to us, so we did not accept it.",
    );
    await expect(main(page)).toContainText("hello@sathi.org.np");
    await expectAccessible(page);
  });

  test("a Khalti payment reported for another amount (amount mismatch) is refused", async ({
    page,
  }) => {
    await startGift(page, { amount: 700, method: "Khalti" });
    const pidx = new URL(page.url()).searchParams.get("pidx");
    // Khalti gone wrong: its lookup reports Rs 70 for this Rs 700 payment.
    const told = await page.request.post(`${gateways().khalti}/standin/report-amount`, {
      data: { pidx, total_amount: 7000 },
    });
    expect(told.status()).toBe(200);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(thanks(page)).toHaveText("We could not confirm this donation");
    await expect(main(page).getByRole("alert")).toHaveText(
      "The amount paid does not match this donation, so we did not accept it.",
    );
  });

  test("another donation's Khalti return (a replay) is refused; the genuine one still shows its receipt", async ({
    page,
  }) => {
    await startGift(page, { amount: 800, method: "Khalti", name: "Pema Sherpa" });
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(thanks(page)).toHaveText("Thank you, Pema!");
    const paidReturn = new URL(page.url());
    given.khalti += 800;
    given.count += 1;

    // A second donation, left unpaid at Khalti, and the first one's return replayed for it.
    const unpaid = await startGift(page, { amount: 800, method: "Khalti" });
    const replay = new URL(paidReturn);
    replay.pathname = `/donate/return/${unpaid}`;
    replay.searchParams.set("purchase_order_id", unpaid);
    await page.goto(replay.pathname + replay.search);
    await expect(thanks(page)).toHaveText("We could not confirm this donation");
    await expect(main(page).getByRole("alert")).toHaveText(
      "This payment answer belongs to another donation, so we did not accept it.",
    );
    const check = await page.request.post(`/api/donations/${unpaid}/check`, {
      headers: { origin: siteOrigin() },
    });
    expect((await check.json()).status).toBe("pending");

    await page.goto(paidReturn.pathname + paidReturn.search);
    await expect(thanks(page)).toHaveText("Thank you, Pema!");
  });
});

test("the form checks the amount before anything is sent, and keeps the QR codes", async ({
  page,
}) => {
  await page.goto("/donate");
  const form = main(page).getByRole("region", { name: "Give online" });
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/donations") && request.method() === "POST") {
      requests.push(request.url());
    }
  });
  await form.getByLabel("Other amount (Rs)").fill("5");
  await form.getByRole("button", { name: "Donate Rs 5 with eSewa" }).click();
  await expect(form.getByText("The smallest donation is Rs 10")).toBeVisible();
  await expect(form.getByLabel("Other amount (Rs)")).toBeFocused();
  await form.getByText("Rs 2,500", { exact: true }).click();
  await expect(form.getByRole("radio", { name: "Rs 2,500" })).toBeChecked();
  await expect(form.getByRole("button", { name: "Donate Rs 2,500 with eSewa" })).toBeVisible();
  expect(requests).toEqual([]);
  await expect(main(page).getByRole("button", { name: "eSewa QR code" })).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Khalti QR code" })).toBeVisible();
  await expectAccessible(page);
});

test("the card choice asks for no card details and points to Khalti, which takes cards", async ({
  page,
}) => {
  await page.goto("/donate");
  const card = main(page)
    .getByRole("heading", { name: "Card", exact: true })
    .locator("xpath=ancestor::*[contains(@class, 'mantine-Card-root')][1]");
  await expect(card).toContainText("Card giving is not available here yet");
  await expect(card.getByRole("link", { name: "Give online with Khalti" })).toHaveAttribute(
    "href",
    "#give-online",
  );
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

/** The page as the server would send it with no gateway set up (the inlined site settings). */
async function withoutGateways(page: Page) {
  await withSiteConfig(page, /^\/(donate|admin\/donations)$/, (html) =>
    html.replace(
      '"donations":{"esewa":true,"khalti":true}',
      '"donations":{"esewa":false,"khalti":false}',
    ),
  );
}

test("with no gateway set up, the QR codes stand alone and the admin is told what turns giving on", async ({
  page,
}) => {
  await withoutGateways(page);
  await page.goto("/donate");
  await expect(main(page).getByRole("heading", { name: "Give with a QR code" })).toBeVisible();
  await expect(main(page).getByRole("heading", { name: "Give online" })).toHaveCount(0);
  await expect(main(page).getByText("Online giving is not set up yet")).toBeVisible();
  await main(page).getByRole("button", { name: "eSewa QR code" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(main(page).getByRole("link", { name: "Give online with Khalti" })).toHaveCount(0);

  await loginAs(page, DEMO.admin);
  await page.goto("/admin/donations");
  const notice = main(page).getByRole("alert").filter({ hasText: "Online giving is off" });
  await expect(notice).toContainText("KHALTI_SECRET_KEY");
  await expect(notice).toContainText("ESEWA_SECRET");
});

test.describe("the admin's donations page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is 'Not authorized' for other users", async ({ page, request }) => {
    await loginAs(page, await createUser(request));
    await page.goto("/admin/donations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not authorized");
  });

  test("adds up what was given, lists it with receipts and exports it as CSV", async ({ page }) => {
    await loginAs(page, DEMO.admin);
    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: "Admin sections" })
      .getByRole("link", { name: "Donations" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donations");

    const rupees = (amount: number) => `Rs ${amount.toLocaleString("en-GB")}`;
    const card = (title: string) => main(page).getByRole("group", { name: title });
    await expect(card("Raised online")).toContainText(
      rupees(before.total.amount + given.esewa + given.khalti),
    );
    await expect(card("Raised online")).toContainText(`${before.total.count + given.count} gifts`);
    await expect(card("eSewa")).toContainText(rupees(before.by_method.esewa.amount + given.esewa));
    await expect(card("Khalti")).toContainText(
      rupees(before.by_method.khalti.amount + given.khalti),
    );

    const list = main(page).getByRole("region", { name: "All donations" });
    await list.locator("label", { hasText: "Completed" }).click();
    await expect(page).toHaveURL(/status=completed/);
    const maya = list.getByRole("row", { name: /Maya Rai/ }).first();
    await expect(maya).toContainText("Rs 1,234");
    await expect(maya).toContainText(/D-\d{6}/);
    await expectAccessible(page);

    const download = page.waitForEvent("download");
    await list.getByRole("link", { name: "Export CSV" }).click();
    const csv = readFileSync((await (await download).path())!, "utf8");
    expect(csv.split("\r\n")[0]).toContain("receipt_number,status,method,amount_npr");
    expect(csv).toMatch(/D-\d{6},completed,esewa,1234,Maya Rai/);
    expect(csv).not.toContain(",pending,");
  });
});
