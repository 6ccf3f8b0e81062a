import { describe, expect, it } from "vitest";
import { makeAnimatedGif, makeAvif, makeJpeg, makePng, makeWebp, SVG } from "../../test/images";
import { sniffImageKind } from "./image-pipeline";

/** An ISO-BMFF file type box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]) {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const box = Buffer.alloc(8 + brands.length + 8);
  box.writeUInt32BE(8 + brands.length, 0);
  box.write(`ftyp${brands}`, 4, "latin1");
  return box;
}

describe("sniffImageKind", () => {
  it("recognises the five accepted formats from their bytes", async () => {
    expect(sniffImageKind(await makeJpeg())).toBe("jpeg");
    expect(sniffImageKind(await makePng())).toBe("png");
    expect(sniffImageKind(await makeWebp())).toBe("webp");
    expect(sniffImageKind(await makeAnimatedGif())).toBe("gif");
    expect(sniffImageKind(await makeAvif())).toBe("avif");
  });

  it("finds AVIF among compatible brands but refuses HEIC, SVG, text and scraps", () => {
    expect(sniffImageKind(ftyp("mif1", "miaf", "avif"))).toBe("avif");
    expect(sniffImageKind(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(sniffImageKind(SVG)).toBeNull();
    expect(sniffImageKind(Buffer.from("GIF is a word, not a file"))).toBeNull();
    expect(sniffImageKind(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
