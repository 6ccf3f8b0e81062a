import { describe, expect, it } from "vitest";
import { isPlaceholderEmail, placeholderEmail, toNepaliMobile } from "./phone";

describe("toNepaliMobile", () => {
  it.each([
    ["9812345678", "+9779812345678"],
    ["+977 981-234-5678", "+9779812345678"],
    ["977 9712345678", "+9779712345678"],
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
});

describe("placeholder e-mail", () => {
  it("is recognised, and a real address is not", () => {
    expect(isPlaceholderEmail(placeholderEmail("+9779812345678"))).toBe(true);
    expect(isPlaceholderEmail("asha@example.com")).toBe(false);
  });
});
