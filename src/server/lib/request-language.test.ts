import { describe, expect, it } from "vitest";
import { pickLanguage } from "./request-language";

// nginx keys kept pages on the same reading (deploy/nginx-sathi.conf): only spaces and tabs
// separate a header's parts, so both take a header alike.
describe("pickLanguage", () => {
  it.each([
    [undefined, undefined, "en"],
    ["sathi.lang=ne", "en", "ne"],
    ["x=1; sathi.lang=ne", undefined, "ne"],
    ["x=1;\tsathi.lang=ne", undefined, "ne"],
    ["x=1;\u00a0sathi.lang=ne", undefined, "en"],
    [undefined, "ne-NP,ne;q=0.9,en;q=0.8", "ne"],
    [undefined, "en-US,en;q=0.9,ne;q=0.8", "en"],
    [undefined, " \tne ;q=0.5", "ne"],
    [undefined, "\u00a0ne", "en"],
    [undefined, "ne;q=0", "en"],
  ])("cookie %j, Accept-Language %j: %s", (cookie, acceptLanguage, language) => {
    expect(pickLanguage(cookie, acceptLanguage)).toBe(language);
  });
});
