import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createTestApp, type TestApp } from "../../test/test-app";
import { startDonationApp } from "../../test/donation-app";

const base = {
  AUTH_SECRET: "x".repeat(32),
  PUBLIC_URL: "https://sathi.example.org",
  ADMIN_EMAILS: "admin@sathi.example.org",
  // The shelter's own contact details, so a production start says only what is about donations.
  CONTACT_EMAIL: "hello@shelter.example.org",
  CONTACT_PHONE: "+977 1-5550000",
  CONTACT_ADDRESS: "Thamel, Kathmandu",
  SOCIAL_FACEBOOK: "https://facebook.com/shelter",
  SOCIAL_INSTAGRAM: "https://instagram.com/shelter",
  SOCIAL_TIKTOK: "https://tiktok.com/@shelter",
};
const live = {
  ESEWA_PRODUCT_CODE: "SATHI01",
  ESEWA_SECRET: "live-secret",
  ESEWA_FORM_URL: "https://epay.esewa.com.np/api/epay/main/v2/form",
  ESEWA_STATUS_URL: "https://epay.esewa.com.np/api/epay/transaction/status/",
  KHALTI_SECRET_KEY: "live_secret_key_x",
  KHALTI_BASE_URL: "https://khalti.com/api/v2",
};

describe("donation gateway settings", () => {
  it("uses the gateways' public test values in development: eSewa's UAT merchant, Khalti's sandbox", () => {
    const config = loadConfig({ ...base, NODE_ENV: "development" }, () => undefined);
    expect(config.donations.esewa).toEqual({
      productCode: "EPAYTEST",
      secret: "8gBm/:&EnhH.1/q",
      formUrl: "https://rc-epay.esewa.com.np/api/epay/main/v2/form",
      statusUrl: "https://rc.esewa.com.np/api/epay/transaction/status/",
    });
    // Khalti publishes no shared test key: without one, Khalti stays hidden.
    expect(config.donations.khalti).toBeUndefined();
    expect(config.site.donations).toEqual({ esewa: true, khalti: false });
    const lines: string[] = [];
    loadConfig({ ...base, NODE_ENV: "development" }, (line) => lines.push(line));
    expect(lines).toEqual([]);
    const withKey = loadConfig({ ...base, KHALTI_SECRET_KEY: "test_key" }, () => undefined);
    expect(withKey.donations.khalti).toEqual({
      secretKey: "test_key",
      baseUrl: "https://dev.khalti.com/api/v2/",
    });
  });

  it("hides both in production until they are configured, and says what is missing", () => {
    const lines: string[] = [];
    const bare = loadConfig({ ...base, NODE_ENV: "production" }, (line) => lines.push(line));
    expect(bare.donations.esewa).toBeUndefined();
    expect(bare.donations.khalti).toBeUndefined();
    expect(bare.site.donations).toEqual({ esewa: false, khalti: false });
    expect(lines).toEqual([]);

    const partial = loadConfig(
      { ...base, NODE_ENV: "production", ESEWA_SECRET: "s", KHALTI_SECRET_KEY: "k" },
      (line) => lines.push(line),
    );
    expect(partial.site.donations).toEqual({ esewa: false, khalti: false });
    expect(lines).toEqual([
      "eSewa donations are hidden: ESEWA_PRODUCT_CODE, ESEWA_FORM_URL, ESEWA_STATUS_URL not set.",
      "Khalti donations are hidden: KHALTI_BASE_URL not set.",
    ]);
  });

  it("takes every value from the environment in production, secrets kept off the public settings", () => {
    const config = loadConfig({ ...base, NODE_ENV: "production", ...live }, () => undefined);
    expect(config.donations.esewa?.productCode).toBe("SATHI01");
    expect(config.donations.khalti?.baseUrl).toBe("https://khalti.com/api/v2/");
    expect(config.site.donations).toEqual({ esewa: true, khalti: true });
    expect(JSON.stringify(config.site)).not.toMatch(/live-secret|live_secret_key_x/);
  });
});

describe("the Content-Security-Policy's form-action", () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  const formAction = async (app: TestApp) => {
    const csp = (await app.api("GET /health")).headers.get("content-security-policy");
    return /form-action ([^;]+)/.exec(csp ?? "")?.[1];
  };

  it("allows exactly the configured eSewa form origin", async () => {
    const app = await startDonationApp();
    try {
      expect(await formAction(app.t)).toBe(`'self' ${app.esewa.url}`);
    } finally {
      await app.close();
    }
  });

  it("allows only the site itself when eSewa is not set up", async () => {
    t = await createTestApp({ NODE_ENV: "production" });
    expect(await formAction(t)).toBe("'self'");
  });
});
