import { expect } from "vitest";
import type { Checkout, NewDonation } from "../../contract/donations";
import type { Env } from "../config";
import { startEsewaStandin } from "./esewa-standin";
import { startKhaltiStandin } from "./khalti-standin";
import { startSmtpCapture } from "./smtp-capture";
import { createTestApp, type TestApp } from "./test-app";

/** eSewa's published UAT merchant; the stand-in knows it as eSewa does. */
export const ESEWA_MERCHANT = { code: "EPAYTEST", secret: "8gBm/:&EnhH.1/q" };
const KHALTI_KEY = "test-khalti-secret-key";

/** The app with both gateways pointed at local stand-ins that speak their protocols. */
export async function startDonationApp(env: Partial<Record<keyof Env, string>> = {}) {
  const esewa = await startEsewaStandin({
    merchants: { [ESEWA_MERCHANT.code]: ESEWA_MERCHANT.secret },
  });
  const khalti = await startKhaltiStandin({ secretKey: KHALTI_KEY });
  const t = await createTestApp({
    ESEWA_PRODUCT_CODE: ESEWA_MERCHANT.code,
    ESEWA_SECRET: ESEWA_MERCHANT.secret,
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    KHALTI_SECRET_KEY: KHALTI_KEY,
    KHALTI_BASE_URL: khalti.baseUrl,
    RATE_LIMIT_DONATIONS: "1000",
    ...env,
  });
  return {
    t,
    esewa,
    khalti,
    async close() {
      await t.close();
      await Promise.all([esewa.close(), khalti.close()]);
    },
  };
}

export type DonationApp = Awaited<ReturnType<typeof startDonationApp>>;

/** The same, with its mail going to an SMTP server of its own (`smtp`); closing closes all. */
export async function startDonationMailApp(env: Partial<Record<keyof Env, string>> = {}) {
  const smtp = await startSmtpCapture();
  const app = await startDonationApp({ SMTP_URL: smtp.url, ...env });
  return {
    ...app,
    smtp,
    async close() {
      await app.close();
      await smtp.close();
    },
  };
}

export async function donate(t: TestApp, body: NewDonation) {
  const response = await t.api("POST /donations", { json: body });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

/**
 * The donor's part at the gateway: open its page as a browser would (posting eSewa's form, or
 * following Khalti's payment link); `press` then clicks Pay or Cancel and returns the address
 * the gateway sends the browser back to.
 */
export async function openGateway(checkout: Checkout) {
  const response =
    checkout.kind === "form"
      ? await fetch(checkout.action, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(checkout.fields).toString(),
        })
      : await fetch(checkout.url);
  const html = await response.text();
  expect(response.status, html).toBe(200);
  const origin = new URL(response.url).origin;
  return {
    html,
    async press(choice: "Pay" | "Cancel") {
      const forms = [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/gs)];
      const form = forms.find(([, , inner]) => inner!.includes(`>${choice}</button>`));
      expect(form, `a ${choice} button`).toBeDefined();
      const [, name, value] = /name="(\w+)" value="([^"]*)"/.exec(form![2]!)!;
      const pressed = await fetch(`${origin}${form![1]}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ [name!]: value! }).toString(),
        redirect: "manual",
      });
      expect(pressed.status).toBe(302);
      return new URL(pressed.headers.get("location")!);
    },
  };
}

export async function payAtGateway(checkout: Checkout, choice: "Pay" | "Cancel") {
  return (await openGateway(checkout)).press(choice);
}

/** Makes a stand-in report another amount for a payment: a gateway gone wrong. */
export async function reportAmount(standinUrl: string, payment: Record<string, unknown>) {
  const response = await fetch(`${standinUrl}/standin/report-amount`, {
    method: "POST",
    body: JSON.stringify(payment),
  });
  expect(response.status).toBe(200);
}

/**
 * What the site's return page sends the API for the address the gateway sent the donor to:
 * the gateway's answer to confirm, or else a status check.
 */
export function comeBack(t: TestApp, back: URL, headers: Record<string, string> = {}) {
  const [, , kind, id = ""] = back.pathname.split("/");
  const data = back.searchParams.get("data");
  const pidx = back.searchParams.get("pidx");
  const param = { id };
  if (kind === "return" && data) {
    return t.api("POST /donations/:id/confirm", { param, json: { data }, headers });
  }
  if (kind === "return" && pidx && back.searchParams.get("status") !== "User canceled") {
    return t.api("POST /donations/:id/confirm", { param, json: { pidx }, headers });
  }
  return t.api("POST /donations/:id/check", { param, headers });
}

/** Re-encodes an eSewa answer after `change`, keeping its signature (as a tamperer would). */
export function tamperWith(data: string, change: (answer: Record<string, string>) => void) {
  const answer = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
  change(answer);
  return Buffer.from(JSON.stringify(answer)).toString("base64");
}

export const donationRow = (t: TestApp, uuid: string) =>
  t.db.selectFrom("donation").selectAll().where("uuid", "=", uuid).executeTakeFirstOrThrow();

export type DonationMailApp = Awaited<ReturnType<typeof startDonationMailApp>>;
