import { describe, expect, it } from "vitest";
import { checkFiles } from "./file-checks";

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

describe("checkFiles", () => {
  it("keeps images within the limits and says why each other file is refused", () => {
    const ok = file("cat.jpg", 1000, "image/jpeg");
    const avifWithoutType = file("dog.avif", 1000, "");
    const svg = file("logo.svg", 100, "image/svg+xml");
    const pdf = file("papers.pdf", 100, "application/pdf");
    const empty = file("empty.png", 0, "image/png");
    const huge = file("huge.png", 10 * 1024 * 1024 + 1, "image/png");
    const { accepted, rejected } = checkFiles([ok, avifWithoutType, svg, pdf, empty, huge], 10);
    expect(accepted).toEqual([ok, avifWithoutType]);
    expect(rejected.map(({ file, reason }) => [file.name, reason])).toEqual([
      ["logo.svg", "type"],
      ["papers.pdf", "type"],
      ["empty.png", "empty"],
      ["huge.png", "tooLarge"],
    ]);
  });

  it("skips .DS_Store and Thumbs.db silently and refuses files beyond the room left", () => {
    const photos = [1, 2, 3].map((n) => file(`p${n}.png`, 10, "image/png"));
    const { accepted, rejected } = checkFiles(
      [file(".DS_Store", 10, ""), file("Thumbs.db", 10, ""), ...photos],
      2,
    );
    expect(accepted).toEqual(photos.slice(0, 2));
    expect(rejected).toEqual([{ file: photos[2], reason: "noRoom" }]);
  });
});
