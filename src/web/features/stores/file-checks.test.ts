import { describe, expect, it } from "vitest";
import { checkFiles } from "./file-checks";

/** The first bytes of a real file of each format (the check reads them), then zeros. */
const HEADERS: Record<string, number[]> = {
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47],
  avif: [0, 0, 0, 0x20, ...[..."ftypavif"].map((c) => c.charCodeAt(0))],
};
const file = (
  name: string,
  size: number,
  type: string,
  header = HEADERS[name.split(".").pop()!],
) => {
  const bytes = new Uint8Array(size);
  if (size > 0) bytes.set((header ?? []).slice(0, size));
  return new File([bytes], name, { type });
};

describe("checkFiles", () => {
  it("keeps images within the limits and says why each other file is refused", async () => {
    const ok = file("cat.jpg", 1000, "image/jpeg");
    const avifWithoutType = file("dog.avif", 1000, "");
    const svg = file("logo.svg", 100, "image/svg+xml");
    const pdf = file("papers.pdf", 100, "application/pdf");
    const empty = file("empty.png", 0, "image/png");
    const huge = file("huge.png", 10 * 1024 * 1024 + 1, "image/png");
    const { accepted, rejected } = await checkFiles(
      [ok, avifWithoutType, svg, pdf, empty, huge],
      10,
    );
    expect(accepted).toEqual([ok, avifWithoutType]);
    expect(rejected.map(({ file, reason }) => [file.name, reason])).toEqual([
      ["logo.svg", "type"],
      ["papers.pdf", "type"],
      ["empty.png", "empty"],
      ["huge.png", "tooLarge"],
    ]);
  });

  it("skips .DS_Store and Thumbs.db silently and refuses files beyond the room left", async () => {
    const photos = [1, 2, 3].map((n) => file(`p${n}.png`, 10, "image/png"));
    const { accepted, rejected } = await checkFiles(
      [file(".DS_Store", 10, ""), file("Thumbs.db", 10, ""), ...photos],
      2,
    );
    expect(accepted).toEqual(photos.slice(0, 2));
    expect(rejected).toEqual([{ file: photos[2], reason: "noRoom" }]);
  });

  it("refuses a file named and typed as a photo whose bytes are not one", async () => {
    const text = file(
      "holiday.jpg",
      100,
      "image/jpeg",
      [..."not a photo"].map((c) => c.charCodeAt(0)),
    );
    const real = file("real.jpg", 100, "image/jpeg");
    const { accepted, rejected } = await checkFiles([text, real], 10);
    expect(accepted).toEqual([real]);
    expect(rejected).toEqual([{ file: text, reason: "type" }]);
  });
});
