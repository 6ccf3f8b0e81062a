import {
  blush,
  both,
  circle,
  clipPath,
  clipped,
  cycle,
  darken,
  ellipse,
  furGradient,
  inkOn,
  lighten,
  path,
  shine,
  stroke,
  whiskers,
  type Rng,
} from "./kit.js";

interface HamsterCoat {
  fur: string;
  /** Cheek pouches and belly. */
  cream: string;
  /** Darker crown, as on Russian dwarf hamsters. */
  cap?: string;
  /** Black "panda" patches over the ears and eyes. */
  patch?: string;
  ruby?: boolean;
}

const COATS: readonly HamsterCoat[] = [
  { fur: "#e3a35e", cream: "#fcf4e8" }, // golden Syrian
  { fur: "#faf6f1", cream: "#ffffff", ruby: true }, // white
  { fur: "#a9a5a2", cream: "#f3f1ef", cap: "#7f7a77" }, // grey dwarf
  { fur: "#f0d4a6", cream: "#fdf7ec" }, // cream
  { fur: "#7e5e4a", cream: "#d4b79f" }, // sable
  { fur: "#f8f4ee", cream: "#ffffff", patch: "#3d3739" }, // panda
  { fur: "#463c3d", cream: "#b8aba2" }, // black bear
];

const HEAD =
  "M400,190 C500,190 570,254 570,336 C570,418 500,482 400,482 C300,482 230,418 230,336 C230,254 300,190 400,190Z";
const BODY = "M170,600 C170,470 270,388 400,388 C530,388 630,470 630,600Z";
const SEED = "M400,420 C424,438 426,478 400,500 C374,478 376,438 400,420Z";

function paws(): string {
  const paw =
    ellipse(374, 480, 22, 16, "#f3b3b8") +
    stroke("M362,472 L362,481 M373,469 L373,479 M384,471 L384,481", "#dd8d95", 2.5);
  return both(paw);
}

export function drawHamster(rng: Rng, variant: number): string {
  const coat = cycle(COATS, variant);
  const eye = coat.ruby && rng() < 0.5 ? "#8a2433" : "#1c1618";
  const ink = inkOn(coat.cream);
  const holdsSeed = rng() < 0.7;

  const marks = [
    coat.cap &&
      `<radialGradient id="ham-cap"><stop offset="0.2" stop-color="${coat.cap}"/>` +
        `<stop offset="1" stop-color="${coat.cap}" stop-opacity="0"/></radialGradient>` +
        ellipse(400, 200, 190, 110, "url(#ham-cap)"),
    coat.patch && ellipse(296, 230, 76, 58, coat.patch) + ellipse(508, 236, 72, 54, coat.patch),
  ]
    .filter(Boolean)
    .join("");

  const ear = circle(300, 232, 42, coat.patch ?? coat.fur) + circle(300, 232, 26, "#f2a8b0");

  return (
    `<defs>${furGradient("ham-fur", coat.fur, 400, 380, 330)}${clipPath("ham-head", HEAD)}${clipPath("ham-body", BODY)}</defs>` +
    path(BODY, "url(#ham-fur)") +
    clipped("ham-body", ellipse(400, 600, 150, 140, coat.cream)) +
    both(ear) +
    path(HEAD, "url(#ham-fur)") +
    clipped("ham-head", marks) +
    clipped("ham-head", ellipse(400, 446, 150, 96, coat.cream)) +
    both(ellipse(318, 404, 68, 54, coat.cream)) +
    ellipse(400, 374, 40, 30, lighten(coat.cream, 0.5)) +
    blush(318, 386, 26, 14) +
    circle(340, 322, 18, eye) +
    shine(340, 322, 18) +
    circle(460, 322, 18, eye) +
    shine(460, 322, 18) +
    path("M391,360 Q400,355 409,360 Q405,369 400,371 Q395,369 391,360Z", "#e88894") +
    stroke("M400,371 L400,378 M400,378 Q394,386 386,382 M400,378 Q406,386 414,382", ink, 3) +
    both(whiskers(372, 376, 84, darken(coat.fur, 0.35))) +
    (holdsSeed
      ? path(SEED, "#4a3f3a") +
        stroke(
          "M400,430 L400,492 M388,444 L387,482 M412,444 L413,482",
          lighten("#4a3f3a", 0.7),
          2.5,
        )
      : "") +
    paws()
  );
}
