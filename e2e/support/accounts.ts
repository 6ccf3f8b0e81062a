import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import type { CapturedMail } from "../../src/server/test/smtp-capture";
import { GOOGLE_USER, mailDir } from "./paths";

export interface Credentials {
  email: string;
  password: string;
}

export const DEMO_PASSWORD = "sathi-demo";
export const DEMO = {
  admin: { email: "admin@sathi.test", password: DEMO_PASSWORD },
  adopter: { email: "adopter@sathi.test", password: DEMO_PASSWORD },
} satisfies Record<string, Credentials>;

export const GOOGLE = GOOGLE_USER;

let counter = 0;
/** An address no other test (or run) uses, so tests can run in parallel. */
export const uniqueEmail = (label = "user") =>
  `${label}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.test`;

/** Every e-mail to `to` whose subject matches that the e2e server has filed so far, oldest first. */
export function mailsTo(to: string, subject: RegExp): CapturedMail[] {
  return readdirSync(mailDir())
    .filter((name) => !name.startsWith("."))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailDir(), file), "utf8")) as CapturedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
}

/** The verification page's link in a verification e-mail. */
export const verifyLinkIn = (mail: CapturedMail) =>
  new URL(mail.links.find((href) => href.includes("/verify-email"))!);

/** The first e-mail to `to` whose subject matches, waiting for the e2e server to file it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000) {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      () => {
        for (const file of readdirSync(mailDir())
          .filter((name) => !name.startsWith("."))
          .sort()) {
          const mail = JSON.parse(readFileSync(join(mailDir(), file), "utf8")) as CapturedMail;
          if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) found = mail;
        }
        return found;
      },
      { timeout: timeoutMs, message: `an e-mail to ${to} matching ${subject}` },
    )
    .toBeTruthy();
  return found!;
}

/** A fresh account, signed up and verified through the real API and e-mail link. */
export async function createUser(
  request: APIRequestContext,
  { firstName = "Sita", lastName = "Rai" } = {},
): Promise<Credentials> {
  const credentials = { email: uniqueEmail(firstName.toLowerCase()), password: "e2e-password-1" };
  const response = await request.post("/api/auth/sign-up/email", {
    data: { ...credentials, name: `${firstName} ${lastName}`, firstName, lastName },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForMail(credentials.email, /Verify your e-mail/);
  const link = new URL(mail.links.find((href) => href.includes("/verify-email"))!);
  // The link's page sends its token with the sign-up password. The request context has its own
  // cookie jar: verifying here does not sign the page in.
  const verified = await request.post("/api/verify-email", {
    data: { token: link.searchParams.get("token"), password: credentials.password },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return credentials;
}

/**
 * A new verified account made in a request context of its own: verifying signs that context
 * in, and better-auth refuses a sign-up that carries a session cookie without an Origin.
 */
export async function newVerifiedUser(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  names?: { firstName: string; lastName: string },
) {
  const context = await playwright.request.newContext({ baseURL });
  try {
    return await createUser(context, names);
  } finally {
    await context.dispose();
  }
}

/**
 * The site's origin, for an API change made with the page's cookie: the server refuses one that
 * names neither Origin nor Referer, as a browser's own requests always do.
 */
export const siteOrigin = () => new URL(test.info().project.use.baseURL!).origin;

/** Signs the page's browser context in through the API (fast); the next navigation sees it. */
export async function loginAs(page: Page, { email, password }: Credentials) {
  // With a cookie already set (the language's), better-auth asks for the Origin too.
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: siteOrigin() },
  });
  expect(response.status(), await response.text()).toBe(200);
}
