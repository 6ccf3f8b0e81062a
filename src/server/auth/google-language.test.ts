import { afterAll, beforeAll, expect, it } from "vitest";
import { OAuthStartResponse } from "../../contract/accounts";
import { startOidcProvider } from "../test/oidc-provider";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/test-app";

/** An account made by Google sign-in takes the language of the page it started from. */

let t: TestApp;
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
beforeAll(async () => {
  oidc = await startOidcProvider({
    sub: "google-1",
    email: "dawa@example.test",
    given_name: "Dawa",
    family_name: "Lama",
  });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: "sathi-test",
    GOOGLE_CLIENT_SECRET: "sathi-test-secret",
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

const cookiesOf = (response: { headers: Headers }) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);

it("is Nepali when the Google round trip started and came back on the Nepali site", async () => {
  const browserCookies = ["sathi.lang=ne"];
  // Without the errorCallbackURL the contract asks for (the site always sends one), so sent as it is.
  const started = await t.request("POST", "/api/auth/sign-in/social", {
    body: { provider: "google", callbackURL: "/" },
    headers: { Cookie: browserCookies.join("; ") },
  });
  expect(started.status, started.text).toBe(200);
  browserCookies.push(...cookiesOf(started));

  // The stand-in sends the browser straight back with a code.
  const atGoogle = await fetch(OAuthStartResponse.parse(started.json).url, { redirect: "manual" });
  const back = new URL(atGoogle.headers.get("location")!);
  expect(back.origin).toBe(TEST_ORIGIN);
  const landed = await t.app.request(back.pathname + back.search, {
    headers: { Cookie: browserCookies.join("; ") },
    redirect: "manual",
  });
  expect(landed.status).toBe(302);

  const account = await t.db
    .selectFrom("user")
    .select("language")
    .where("email", "=", "dawa@example.test")
    .executeTakeFirstOrThrow();
  expect(account.language).toBe("ne");
});
