/** Shared drawing kit for the seed illustrations: PRNG, colour maths and small SVG helpers. */

export const WIDTH = 800;
export const HEIGHT = 600;

export type Rng = () => number;

/** mulberry32 seeded with an FNV-1a hash of `key`: tiny, fast and stable across platforms. */
export function rngFor(key: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Item `i` of `list`, wrapping around; used so neighbouring variants always get different picks. */
export function cycle<T>(list: readonly T[], i: number): T {
  const item = list[((i % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error("cycle() needs a non-empty list");
  return item;
}

export const pick = <T>(rng: Rng, list: readonly T[]): T =>
  cycle(list, Math.floor(rng() * list.length));

export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);

/** Rounds to one decimal so generated coordinates stay short and byte-for-byte stable. */
export const num = (x: number): string => String(Math.round(x * 10) / 10);

// ---------------------------------------------------------------- colour

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.round(Math.min(255, Math.max(0, x)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = toRgb(a);
  const [br, bg, bb] = toRgb(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const lighten = (hex: string, t: number): string => mix(hex, "#ffffff", t);
/** Shades towards a warm near-black rather than pure black, which keeps shadows soft. */
export const darken = (hex: string, t: number): string => mix(hex, "#2a1a1c", t);

export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Placeholder palette: keep only the lightness, mapped onto a narrow band of warm grey-beige. */
export function mute(hex: string): string {
  const toned = mix("#a39a90", "#f7f2ea", luminance(hex));
  return mix(toned, hex, 0.1);
}

/** Whiskers and mouth lines need to read on both black and white fur. */
export const inkOn = (fur: string): string =>
  luminance(fur) < 0.4 ? lighten(fur, 0.55) : darken(fur, 0.55);

// ---------------------------------------------------------------- svg

/**
 * Radial "soft light from the upper left" fill. userSpaceOnUse so that several shapes sharing it
 * (head + body) blend without a visible seam.
 */
export function furGradient(id: string, base: string, cx: number, cy: number, r: number): string {
  return (
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx - r * 0.25}" cy="${cy - r * 0.35}" r="${r}">` +
    `<stop offset="0" stop-color="${lighten(base, 0.16)}"/>` +
    `<stop offset="0.55" stop-color="${base}"/>` +
    `<stop offset="1" stop-color="${darken(base, 0.16)}"/></radialGradient>`
  );
}

/** Flips a left-side drawing onto the right side of the canvas. */
export const mirror = (svg: string): string =>
  `<g transform="matrix(-1 0 0 1 ${WIDTH} 0)">${svg}</g>`;

export const both = (svg: string): string => svg + mirror(svg);

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const path = (d: string, fill: string, extra = "") =>
  `<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`;

export const stroke = (d: string, colour: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? " " + extra : ""}/>`;

export const clipPath = (id: string, d: string) =>
  `<clipPath id="${id}"><path d="${d}"/></clipPath>`;

/** Everything inside is clipped to a previously defined clipPath. */
export const clipped = (id: string, svg: string) => `<g clip-path="url(#${id})">${svg}</g>`;

/** Two catch-lights make even a plain dark dot read as a lively eye. */
export const shine = (cx: number, cy: number, r: number) =>
  circle(cx + r * 0.35, cy - r * 0.38, r * 0.34, "#ffffff") +
  circle(cx - r * 0.35, cy + r * 0.35, r * 0.15, "#ffffff", 'opacity="0.8"');

/** Round dark eye with a coloured iris ring (dogs, rabbits, hamsters, birds). */
export function roundEye(cx: number, cy: number, r: number, iris: string): string {
  return (
    circle(cx, cy, r, iris) +
    circle(cx, cy, r * 0.68, "#1d1618") +
    circle(
      cx,
      cy + r * 0.1,
      r,
      "none",
      `stroke="${darken(iris, 0.5)}" stroke-width="2" opacity="0.5"`,
    ) +
    shine(cx, cy, r)
  );
}

/** Three gently curved whiskers fanning out to the left from (x, y); mirror for the right. */
export function whiskers(x: number, y: number, length: number, colour: string): string {
  const lines = [-12, 0, 12].map((dy, i) => {
    const endY = y + dy * 2.2 - 6 + i * 2;
    return `M${x},${y + dy * 0.5} Q${x - length * 0.5},${y + dy - 4} ${x - length},${endY}`;
  });
  return stroke(lines.join(" "), colour, 2.5, 'opacity="0.75"');
}

/** Soft pink blush under the eyes — the single cheapest "cute" cue. */
export const blush = (cx: number, cy: number, rx = 24, ry = 13) =>
  both(ellipse(cx, cy, rx, ry, "#f48f9c", 'opacity="0.28"'));
