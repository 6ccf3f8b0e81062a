import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDistrict } from "../../../contract/places";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  // The site's real admin is listed alongside the demo admin, as a public demo site would.
  t = await createTestApp({ SEED: "demo", ADMIN_EMAILS: "ops@shelter.example,admin@sathi.test" });
});
afterAll(() => t?.close());

describe("the demo seed", () => {
  it("creates only its own accounts on the reserved domain, never one from ADMIN_EMAILS", async () => {
    const emails = (await t.db.selectFrom("user").select("email").execute()).map((u) => u.email);
    expect(emails).toContain("admin@sathi.test");
    expect(emails).toContain("adopter@sathi.test");
    expect(emails).not.toContain("ops@shelter.example");
    expect(emails.filter((email) => !email.endsWith("@sathi.test"))).toEqual([]);
  });

  it("makes its demo admin an admin only through ADMIN_EMAILS, as development's default does", async () => {
    const admin = await t.signIn("admin@sathi.test", "sathi-demo");
    const session = await t.api("GET /auth/get-session", { headers: admin.headers });
    expect(session.json!.user.isAdmin).toBe(true);
  });

  it("places every demo store in a real district of its province", async () => {
    const stores = await t.db.selectFrom("vendor").select(["province", "district"]).execute();
    expect(stores.length).toBeGreaterThan(0);
    for (const { province, district } of stores) {
      expect(findDistrict(district)?.province, `${district}`).toBe(province);
    }
  });
});
