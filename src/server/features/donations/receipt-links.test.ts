import { afterAll, beforeAll, expect, it } from "vitest";
import { makeDonation } from "../../db/factories";
import { createTestApp, newEmail, type TestApp } from "../../test/test-app";
import { receiptMail } from "./receipts";

/**
 * A receipt goes to the address typed with the donation, which nobody verified (SECURITY.md#mail):
 * the donor's own words in it are never made a link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("makes no link of a donor's words in her receipt, which goes to the address she typed", async () => {
  const donation = await makeDonation(t.deps, {
    name: "www.evil.example",
    message: "See http://evil.example",
    status: "completed",
  });
  const mail = receiptMail(t.config, { ...donation, email: newEmail("donor") });
  expect(mail.audience).toBe("donor");
  expect(mail.text).toContain("Namaste www[.]evil[.]example,");
  expect(mail.text).toContain("“See http[:]//evil[.]example”");
  expect(`${mail.text}${mail.html}`).not.toContain("evil.example");
});
