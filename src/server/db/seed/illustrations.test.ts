import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawPet, drawPlaceholder, type Species } from "./illustrations";

const SPECIES: Species[] = ["cat", "dog", "hamster", "other"];
const VARIANTS = [0, 1, 2, 3, 7, 42];

/** The SVG namespace declaration is an identifier, not a fetch; anything else with http is. */
const withoutNamespace = (svg: string) => svg.replace('xmlns="http://www.w3.org/2000/svg"', "");

async function rasterise(svg: string) {
  const webp = await sharp(Buffer.from(svg)).webp().toBuffer();
  return sharp(webp).metadata();
}

function expectSelfContained(svg: string) {
  expect(svg.startsWith("<svg")).toBe(true);
  expect(svg).not.toContain("<text");
  expect(svg).not.toContain("<image");
  expect(svg).not.toMatch(/href/i);
  expect(withoutNamespace(svg)).not.toMatch(/http/i);
}

describe("drawPet", () => {
  for (const species of SPECIES) {
    describe(species, () => {
      it.each(VARIANTS)("variant %i renders to an 800x600 webp", async (variant) => {
        const svg = drawPet(species, variant);
        expectSelfContained(svg);
        const meta = await rasterise(svg);
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(800);
        expect(meta.height).toBe(600);
      });

      it("is deterministic for the same inputs", () => {
        expect(drawPet(species, 3)).toBe(drawPet(species, 3));
      });

      it("draws neighbouring variants differently", () => {
        for (let v = 0; v < 12; v++) {
          expect(drawPet(species, v)).not.toBe(drawPet(species, v + 1));
        }
      });
    });
  }

  it("rejects negative and fractional variants", () => {
    expect(() => drawPet("cat", -1)).toThrow(RangeError);
    expect(() => drawPet("dog", 1.5)).toThrow(RangeError);
  });
});

describe("drawPlaceholder", () => {
  it.each(SPECIES)("%s renders to an 800x600 webp", async (species) => {
    const svg = drawPlaceholder(species);
    expectSelfContained(svg);
    const meta = await rasterise(svg);
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(600);
  });

  it("is deterministic and differs per species", () => {
    const all = SPECIES.map(drawPlaceholder);
    expect(SPECIES.map(drawPlaceholder)).toEqual(all);
    expect(new Set(all).size).toBe(SPECIES.length);
  });

  it("uses only muted colours", () => {
    for (const species of SPECIES) {
      for (const hex of drawPlaceholder(species).match(/#[0-9a-f]{6}/gi) ?? []) {
        const v = parseInt(hex.slice(1), 16);
        const channels = [(v >> 16) & 255, (v >> 8) & 255, v & 255];
        expect(Math.max(...channels) - Math.min(...channels), hex).toBeLessThan(40);
      }
    }
  });
});
