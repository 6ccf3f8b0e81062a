import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "../../db/factories";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../test-app";

/** Behind HTTPS (PUBLIC_URL https) the session cookie is Secure; always HttpOnly and SameSite=Lax. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://sathi.example" });
});
afterAll(() => t.close());

it("sets the session cookie Secure, HttpOnly and SameSite=Lax", async () => {
  const user = await makeUser(t.deps, { password: TEST_PASSWORD });
  const response = await t.api("POST /auth/sign-in/email", {
    headers: { Origin: "https://sathi.example" },
    json: { email: user.email, password: TEST_PASSWORD },
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"));
  expect(cookie).toMatch(/;\s*Secure/i);
  expect(cookie).toMatch(/;\s*HttpOnly/i);
  expect(cookie).toMatch(/;\s*SameSite=Lax/i);
});
