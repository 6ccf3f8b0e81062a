import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  donate,
  payAtGateway,
  comeBack,
  startDonationMailApp,
  type DonationMailApp,
} from "../../test/donation-app";

/** A donor may have no account: the receipt is in the language of the page she came back to. */

let app: DonationMailApp;
beforeAll(async () => {
  app = await startDonationMailApp();
});
afterAll(() => app.close());

/** Gives through Khalti and comes back to the site with these headers; the receipt mail. */
async function giveAndComeBack(email: string, headers: Record<string, string>) {
  const created = await donate(app.t, {
    amount: 12500,
    method: "khalti",
    name: "Pema Sherpa",
    email,
    message: "For the puppies",
  });
  const response = await comeBack(app.t, await payAtGateway(created.checkout, "Pay"), headers);
  expect(response.status, response.text).toBe(200);
  return { receipt: response.json.receipt!, mail: await app.smtp.waitFor(email) };
}

describe("the receipt's language", () => {
  it("is Nepali, digits and dates too, when the donor came back to the Nepali site", async () => {
    const { receipt, mail } = await giveAndComeBack("pema-ne@example.test", {
      Cookie: "sathi.lang=ne",
    });
    expect(mail.subject).toBe(`Sathiलाई दान दिनुभएकोमा धन्यवाद (रसिद ${receipt.number})`);
    expect(mail.text).toContain("नमस्ते Pema,");
    expect(mail.text).toContain("तपाईंले दिनुभएको रू १२,५०० दानका लागि धन्यवाद।");
    expect(mail.text).toContain(`रसिद नम्बर: ${receipt.number}`);
    expect(mail.text).toContain("रकम: रू १२,५००");
    expect(mail.text).toMatch(
      /मिति: [०-९]{4} (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{1,2} \([०-९]{1,2} (जनवरी|फेब्रुअरी|मार्च|अप्रिल|मे|जुन|जुलाई|अगस्ट|सेप्टेम्बर|अक्टोबर|नोभेम्बर|डिसेम्बर) [०-९]{4}\), [०-९]{2}:[०-९]{2} \(नेपाल समय\)/,
    );
    expect(mail.text).toMatch(/भुक्तानी: खल्ती, कारोबार \S+/);
    expect(mail.text).toContain("हामीलाई तपाईंको सन्देश: “For the puppies”");
    expect(mail.text).not.toMatch(/Thank you|Amount/);
  });

  it("follows the browser's language without a cookie, and is English otherwise", async () => {
    const nepali = await giveAndComeBack("pema-accept@example.test", { "Accept-Language": "ne" });
    expect(nepali.mail.subject).toMatch(/^Sathiलाई दान/);

    const { receipt, mail } = await giveAndComeBack("pema-en@example.test", {});
    expect(mail.subject).toBe(`Thank you for your donation to Sathi (receipt ${receipt.number})`);
    expect(mail.text).toContain("Namaste Pema,");
    expect(mail.text).toContain("Amount: Rs 12,500");
    expect(mail.text).toMatch(
      /Date: \d{1,2} [A-Z][a-z]+ \d{4} \(\d{1,2} [A-Z][a-z]+ \d{4} BS\) at \d{2}:\d{2} \(Nepal time\)/,
    );
  });
});
