import * as kit from "./kit.js";

interface Plumage {
  body: string;
  head: string;
  beak: string;
  /** Bare face patch around the eyes (macaws, African greys). */
  face?: string;
  /** Budgie-style black barring on the crown and wings. */
  bars?: boolean;
  wing?: string;
  lower?: string;
  /** Flight-feather tips showing below the folded wing (macaw blue). */
  tips?: string;
}

const BUDGIES: readonly Plumage[] = [
  { body: "#7cc250", head: "#f6dc56", beak: "#efc27a", bars: true },
  { body: "#6fb2e6", head: "#f7f6f1", beak: "#eecb8c", bars: true },
  { body: "#f4d94c", head: "#fff1a6", beak: "#efc27a" },
];

const PARROTS: readonly Plumage[] = [
  { body: "#6cc06a", head: "#7ccd76", beak: "#e24a4a", lower: "#3a2626", wing: "#55a957" }, // rose-ringed parakeet
  {
    body: "#e4483f",
    head: "#e85a48",
    beak: "#f3ece0",
    face: "#fbf6ef",
    lower: "#2b2527",
    wing: "#f5c443",
    tips: "#3f7fd0",
  }, // scarlet macaw
  { body: "#a3a7ad", head: "#b3b7bd", beak: "#2f2a2d", face: "#f2f1ee", wing: "#8e9299" }, // African grey
];

const BIRD_HEAD =
  "M400,146 C484,146 544,210 544,290 C544,370 484,432 400,432 C316,432 256,370 256,290 C256,210 316,146 400,146Z";
/** Starts under the head and flares out, so head and body read as one pear-shaped bird. */
const BIRD_BODY =
  "M330,200 C280,220 258,260 256,300 C252,410 198,480 188,600 L612,600 C602,480 548,410 544,300 C542,260 520,220 470,200Z";
/** Oversized on the outside; clipping to the body gives the wing the body's own contour. */
const WING = "M150,340 C230,360 292,380 304,420 C318,480 314,550 300,620 L150,620Z";
const SMALL_BEAK =
  "M388,336 C388,330 412,330 412,336 C412,350 406,360 400,370 C394,360 388,350 388,336Z";
const HOOK_BEAK =
  "M356,326 C356,296 444,296 444,326 C444,350 432,372 418,392 C412,402 406,414 400,428 C394,414 388,402 382,392 C368,372 356,350 356,326Z";

/** Rows of little arcs: reads as feathers at any size. */
function scallops(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  colour: string,
  size: number,
  opacity = 0.4,
): string {
  let d = "";
  for (let y = y0, row = 0; y < y1; y += size * 0.7, row++) {
    for (let x = x0 + (row % 2) * (size / 2); x < x1; x += size) {
      d += `M${x},${y} q${size / 2},${size * 0.45} ${size},0 `;
    }
  }
  return kit.stroke(d.trim(), colour, 3, `opacity="${opacity}"`);
}

/** Budgies and parrots share a silhouette; `parrot` switches palette and beak. */
export function drawBird(rng: kit.Rng, coatIndex: number, parrot: boolean): string {
  const p = kit.cycle(parrot ? PARROTS : BUDGIES, coatIndex);
  const wing = p.wing ?? kit.darken(p.body, 0.1);
  // A budgie's cere (the nose band) is blue on males and tan on females.
  const cere = kit.pick(rng, ["#6f8fe0", "#c9a27a"]);
  const crown = p.bars
    ? scallops(250, 550, 150, 232, "#2b2527", 22)
    : scallops(250, 550, 160, 236, kit.darken(p.head, 0.25), 30);
  const face = p.face
    ? kit.both(
        kit.path(
          "M290,272 C296,232 356,226 370,268 C380,310 352,350 318,346 C292,342 284,304 290,272Z",
          p.face,
        ) +
          kit.stroke(
            "M302,302 Q318,298 334,304 M304,320 Q318,316 336,322",
            kit.darken(p.face, 0.2),
            2,
          ),
      )
    : "";
  const throat = p.bars
    ? kit.both(
        kit.ellipse(306, 392, 15, 24, "#6a66c8", 'opacity="0.85"') +
          kit.circle(350, 420, 7, "#2b2527") +
          kit.circle(374, 428, 6.5, "#2b2527"),
      )
    : "";
  const beak = parrot
    ? kit.ellipse(400, 384, 30, 24, p.lower ?? kit.darken(p.beak, 0.4)) +
      kit.path(HOOK_BEAK, p.beak) +
      kit.path(
        "M400,304 C430,304 444,312 444,326 C444,350 432,372 418,392 C412,402 406,414 400,428Z",
        kit.darken(p.beak, 0.3),
        'opacity="0.2"',
      ) +
      kit.both(kit.ellipse(384, 316, 4, 3, kit.darken(p.beak, 0.45))) +
      kit.ellipse(380, 334, 12, 6, "#ffffff", 'opacity="0.35"')
    : kit.path(SMALL_BEAK, p.beak) +
      kit.path("M382,332 C382,316 418,316 418,332 C410,338 390,338 382,332Z", cere);
  const eye = (x: number) =>
    kit.circle(x, 292, 20, "#f6f1e7") + kit.circle(x, 292, 13, "#1c1618") + kit.shine(x, 292, 13);
  const tilt = kit.between(rng, -4, 4);

  return (
    `<defs>${kit.furGradient("bird-body", p.body, 400, 470, 300)}${kit.furGradient("bird-head", p.head, 400, 300, 230)}` +
    `${kit.clipPath("bird-head-clip", BIRD_HEAD)}${kit.clipPath("bird-body-clip", BIRD_BODY)}</defs>` +
    kit.path(BIRD_BODY, "url(#bird-body)") +
    kit.clipped(
      "bird-body-clip",
      scallops(300, 500, 460, 620, kit.darken(p.body, 0.4), 30, 0.25) +
        kit.both(
          kit.path(WING, wing) +
            (p.tips
              ? kit.path("M150,540 C230,540 300,560 310,600 L310,620 L150,620Z", p.tips)
              : ""),
        ) +
        kit.both(scallops(170, 320, 440, 620, p.bars ? "#2b2527" : kit.darken(wing, 0.45), 24)),
    ) +
    `<g transform="rotate(${kit.num(tilt)} 400 430)">` +
    kit.path(BIRD_HEAD, "url(#bird-head)") +
    kit.clipped("bird-head-clip", crown) +
    face +
    throat +
    kit.blush(320, 356, 20, 11) +
    eye(340) +
    eye(460) +
    beak +
    "</g>"
  );
}
