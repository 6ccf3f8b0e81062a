import { describe, expect, it } from "vitest";
import { unlinked } from "./templates";

describe("unlinked: words someone typed, as no mail program makes a link of them", () => {
  it.each([
    ["All dogs http://evil.example/x", "All dogs http[:]//evil[.]example/x"],
    ["www.evil.example", "www[.]evil[.]example"],
    ["write to me@evil.example", "write to me[@]evil[.]example"],
    ["evil。example and evil．example", "evil[.]example and evil[.]example"],
    ["mailto:me＠evil.example", "mailto:me[@]evil[.]example"],
  ])("%s", (typed, shown) => expect(unlinked(typed)).toBe(shown));

  it("leaves ordinary words and sentences as they are", () => {
    for (const words of [
      "Girls in Pokhara",
      "Small dogs. Young ones",
      "कुकुर · पोखरा",
      "Dog, 1 year",
    ]) {
      expect(unlinked(words)).toBe(words);
    }
  });
});
