import { describe, expect, it } from "vitest";
import { isPlaceholderEmail, MOBILE_PREFIXES, placeholderEmail, toNepaliMobile } from "./phone";

describe("toNepaliMobile", () => {
  it.each([
    ["9812345678", "+9779812345678"],
    ["+977 981-234-5678", "+9779812345678"],
    ["977 9721234567", "+9779721234567"],
    ["००९७७९६१२३४५६७८".replace(/^००/, "00"), "+9779612345678"],
    ["९८१२३४५६७८", "+9779812345678"],
    [" (980) 1234567 ", "+9779801234567"],
  ])("reads %s as %s", (typed, e164) => {
    expect(toNepaliMobile(typed)).toBe(e164);
  });

  it.each([
    "",
    "981234567",
    "98123456789",
    "9512345678",
    "+1 9812345678",
    "01-4412345",
    "98a2345678",
  ])("refuses %j", (typed) => {
    expect(toNepaliMobile(typed)).toBeNull();
  });

  const used = Object.values(MOBILE_PREFIXES).flat();
  it.each(used)("reads a number in the operators' range %s…", (prefix) => {
    expect(toNepaliMobile(`${prefix}1234567`)).toBe(`+977${prefix}1234567`);
  });

  // Every other three-digit start of 96…, 97… and 98…: no operator gives these out.
  const unused = ["96", "97", "98"]
    .flatMap((head) => Array.from({ length: 10 }, (_, digit) => `${head}${digit}`))
    .filter((prefix) => !used.includes(prefix as (typeof used)[number]));
  it.each(unused)("refuses a number in the unused range %s…", (prefix) => {
    expect(toNepaliMobile(`${prefix}1234567`)).toBeNull();
    expect(toNepaliMobile(`+977 ${prefix}-123-4567`)).toBeNull();
  });
});

describe("placeholder e-mail", () => {
  it("is recognised, and a real address is not", () => {
    expect(isPlaceholderEmail(placeholderEmail("+9779812345678"))).toBe(true);
    expect(isPlaceholderEmail("asha@example.com")).toBe(false);
  });
});
