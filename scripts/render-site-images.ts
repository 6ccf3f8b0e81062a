/**
 * Renders the site's static illustrations (home tiles, blog cards, error page, pet placeholders)
 * into committed WebP files. Run after changing the illustration code:
 *   npx tsx scripts/render-site-images.ts
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { drawPet, drawPlaceholder, type Species } from "../src/server/db/seed/illustrations.js";

const publicDir = path.resolve(import.meta.dirname, "../src/web/public");

interface Output {
  file: string;
  svg: string;
  width: number;
  height: number;
}

const outputs: Output[] = [
  // Portrait tiles: the 800x600 art is cropped to its store by `fit: cover`. The home page's
  // first image, so a 240 px one too, which its srcset gives a phone.
  ...(
    [
      ["cat", 1],
      ["dog", 2],
      ["other", 0],
    ] as const
  ).flatMap(([species, variant]) => [
    {
      file: `images/tile-${species}.webp`,
      svg: drawPet(species, variant),
      width: 450,
      height: 600,
    },
    {
      file: `images/tile-${species}-240.webp`,
      svg: drawPet(species, variant),
      width: 240,
      height: 320,
    },
  ]),
  { file: "images/blog-dog.webp", svg: drawPet("dog", 5), width: 640, height: 400 },
  { file: "images/blog-cat.webp", svg: drawPet("cat", 4), width: 640, height: 400 },
  { file: "images/lost-dog.webp", svg: drawPet("dog", 3), width: 560, height: 420 },
  // Content pages: blog posts, Happy Tails stories and page headers.
  ...(
    [
      ["kukur-tihar", "dog", 0],
      ["monsoon", "dog", 3],
      ["rabbits", "other", 3],
      ["winter", "dog", 7],
      ["rabies", "cat", 6],
      ["volunteer-day", "dog", 6],
    ] as const
  ).map(([name, species, variant]) => ({
    file: `images/blog-${name}.webp`,
    svg: drawPet(species, variant),
    width: 640,
    height: 400,
  })),
  { file: "images/story-kale.webp", svg: drawPet("dog", 1), width: 480, height: 360 },
  { file: "images/story-mishri.webp", svg: drawPet("cat", 3), width: 480, height: 360 },
  { file: "images/story-bhuntu.webp", svg: drawPet("other", 6), width: 480, height: 360 },
  { file: "images/about-header.webp", svg: drawPet("dog", 10), width: 640, height: 480 },
  { file: "images/donate-header.webp", svg: drawPet("cat", 0), width: 640, height: 480 },
  { file: "images/adopt-header.webp", svg: drawPet("dog", 4), width: 640, height: 480 },
  // Pets without photos: the 400 px one is a phone's card (placeholderImage's srcset).
  ...(["cat", "dog", "hamster", "other"] as Species[]).flatMap((species) =>
    [800, 400].map((width) => ({
      file: `placeholders/${species}${width === 800 ? "" : `-${width}`}.webp`,
      svg: drawPlaceholder(species),
      width,
      height: (width * 3) / 4,
    })),
  ),
];

for (const { file, svg, width, height } of outputs) {
  const target = path.join(publicDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg))
    .resize(width, height, { fit: "cover" })
    .webp({ quality: 78 })
    .toFile(target);
  console.log(file);
}
