/**
 * Illustrated pet portraits for demo/seed data. No photos can be fetched at seed time, so every
 * demo pet gets a deterministic flat-style SVG instead. Output is plain SVG (no text, fonts or
 * external references) so librsvg/sharp can rasterise it anywhere.
 */
import { drawBird } from "./illustrations/bird.js";
import { drawCat } from "./illustrations/cat.js";
import { drawDog } from "./illustrations/dog.js";
import { drawHamster } from "./illustrations/hamster.js";
import {
  HEIGHT,
  WIDTH,
  between,
  circle,
  cycle,
  darken,
  lighten,
  mute,
  num,
  path,
  pick,
  rngFor,
  stroke,
  type Rng,
} from "./illustrations/kit.js";
import { drawRabbit } from "./illustrations/rabbit.js";

export type Species = "cat" | "dog" | "hamster" | "other";

type Artist = (rng: Rng, variant: number) => string;

const SPECIES: readonly Species[] = ["cat", "dog", "hamster", "other"];

const ARTISTS: Record<Species, Artist> = {
  cat: drawCat,
  dog: drawDog,
  hamster: drawHamster,
  // Rabbit, budgie, parrot in turn; each kind then steps through its own coats.
  other: (rng, variant) => {
    const kind = variant % 3;
    const coat = Math.floor(variant / 3);
    return kind === 0 ? drawRabbit(rng, coat) : drawBird(rng, coat, kind === 2);
  },
};

function artistFor(species: Species): Artist {
  // Guards plain-JS callers; TypeScript callers can't get here with an unknown species.
  const artist = ARTISTS[species] as Artist | undefined;
  if (!artist) throw new RangeError(`unknown species: ${String(species)}`);
  return artist;
}

/** Warm pastel backdrops; `accent` colours the decorations. */
const BACKDROPS = [
  { bg: "#fde3d0", accent: "#f3a877" }, // peach
  { bg: "#dcf0e2", accent: "#86c49b" }, // mint
  { bg: "#fff0c7", accent: "#f0c25a" }, // butter
  { bg: "#ebe2f6", accent: "#b39ad8" }, // lavender
  { bg: "#dbedf7", accent: "#84b9dc" }, // sky
  { bg: "#fbdde4", accent: "#ee9cb0" }, // blush
  { bg: "#e6edd3", accent: "#a9bf76" }, // sage
] as const;

// ---------------------------------------------------------------- decorations

const PAW =
  path(
    "M0,6 C-14,6 -21,18 -17,26 C-13,33 -5,30 0,30 C5,30 13,33 17,26 C21,18 14,6 0,6Z",
    "currentColor",
  ) +
  [
    [-18, -5, -22],
    [-7, -14, -8],
    [7, -14, 8],
    [18, -5, 22],
  ]
    .map(
      ([x, y, a]) =>
        `<ellipse cx="${x}" cy="${y}" rx="6.5" ry="8.5" transform="rotate(${a} ${x} ${y})" fill="currentColor"/>`,
    )
    .join("");

const LEAF =
  path("M0,-26 C16,-12 16,12 0,26 C-16,12 -16,-12 0,-26Z", "currentColor") +
  stroke("M0,-18 L0,30", "#ffffff", 2.5, 'opacity="0.55"');

const HEART = path("M0,12 C-22,-2 -18,-22 0,-11 C18,-22 22,-2 0,12Z", "currentColor");

const SPARKLE = path("M0,-18 Q3,-3 18,0 Q3,3 0,18 Q-3,3 -18,0 Q-3,-3 0,-18Z", "currentColor");

const THEMES = [[PAW], [LEAF], [HEART, SPARKLE], [PAW, LEAF], [SPARKLE]] as const;

/** Slots around the edges of the canvas so decorations never sit behind the animal's face. */
const SLOTS = [
  [70, 86],
  [150, 205],
  [56, 320],
  [128, 440],
  [60, 550],
  [220, 48],
] as const;

function decorations(rng: Rng, variant: number, accent: string): string {
  const theme = cycle(THEMES, variant);
  const items = [...SLOTS, ...SLOTS.map(([x, y]) => [WIDTH - x, y] as const)].map(([x, y]) => {
    const cx = x + between(rng, -18, 18);
    const cy = y + between(rng, -18, 18);
    const opacity = num(between(rng, 0.35, 0.6));
    if (rng() < 0.35) return circle(cx, cy, between(rng, 6, 15), accent, `opacity="${opacity}"`);
    const shape = pick(rng, theme);
    const scale = num(between(rng, 0.7, 1.25));
    const angle = num(between(rng, -35, 35));
    return `<g transform="translate(${num(cx)} ${num(cy)}) rotate(${angle}) scale(${scale})" color="${accent}" opacity="${opacity}">${shape}</g>`;
  });
  return items.join("");
}

function backdrop(bg: string, accent: string): string {
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${bg}"/>` +
    `<radialGradient id="halo" cx="0.5" cy="0.45" r="0.5">` +
    `<stop offset="0" stop-color="${lighten(bg, 0.55)}"/><stop offset="0.75" stop-color="${lighten(bg, 0.35)}"/>` +
    `<stop offset="1" stop-color="${lighten(bg, 0.25)}"/></radialGradient>` +
    circle(400, 330, 262, "url(#halo)") +
    circle(
      400,
      330,
      262,
      "none",
      `stroke="${accent}" stroke-width="3" stroke-dasharray="2 12" opacity="0.55"`,
    )
  );
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

function checkVariant(variant: number): void {
  if (!Number.isSafeInteger(variant) || variant < 0) {
    throw new RangeError(`variant must be a non-negative integer, got ${variant}`);
  }
}

/** A friendly flat-style portrait of a pet, 800x600, deterministic for (species, variant). */
export function drawPet(species: Species, variant: number): string {
  checkVariant(variant);
  const artist = artistFor(species);
  const rng = rngFor(`${species}:${variant}`);
  // Stride 3 is coprime to the 7 backdrops, so neighbouring variants never share a colour; the
  // species offset keeps a grid of "variant 0" pets from all matching.
  const offset = SPECIES.indexOf(species);
  const { bg, accent } = cycle(BACKDROPS, variant * 3 + offset * 2);
  const decor = decorations(rng, variant + offset, accent);
  return svg(backdrop(bg, accent) + decor + artist(rng, variant));
}

/** Which variant each placeholder is drawn from before muting: mid-tone coats that mute well. */
const PLACEHOLDER_VARIANT: Record<Species, number> = { cat: 2, dog: 0, hamster: 0, other: 3 };

/** Small camera glyph in a badge: the wordless way to say "photo coming soon". */
const CAMERA_BADGE =
  circle(716, 520, 46, "#ffffff", 'opacity="0.9"') +
  path(
    "M690,508 Q690,500 698,500 L706,500 L711,492 L721,492 L726,500 L734,500 Q742,500 742,508 L742,538 Q742,546 734,546 L698,546 Q690,546 690,538Z",
    "#b3aba2",
  ) +
  circle(716, 522, 13, "#f4efe8") +
  circle(716, 522, 7, "#b3aba2");

/** The per-category placeholder shown when a pet has no photo: same style, muted colours, 800x600. */
export function drawPlaceholder(species: Species): string {
  const artist = artistFor(species);
  const rng = rngFor(`${species}:placeholder`);
  const bg = "#f3eee7";
  const body =
    backdrop(bg, darken(bg, 0.25)) +
    `<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" rx="28" fill="none" stroke="#d6cec4" stroke-width="4" stroke-dasharray="14 12"/>` +
    artist(rng, PLACEHOLDER_VARIANT[species]) +
    CAMERA_BADGE;
  // Mute every literal colour (they are all quoted attribute values) rather than threading a
  // "placeholder mode" through each drawing.
  return svg(body).replace(/(?<=")#[0-9a-f]{6}(?=")/gi, mute);
}
