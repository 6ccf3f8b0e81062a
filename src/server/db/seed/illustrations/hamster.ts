import * as kit from "./kit.js";

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
    kit.ellipse(374, 480, 22, 16, "#f3b3b8") +
    kit.stroke("M362,472 L362,481 M373,469 L373,479 M384,471 L384,481", "#dd8d95", 2.5);
  return kit.both(paw);
}

export function drawHamster(rng: kit.Rng, variant: number): string {
  const coat = kit.cycle(COATS, variant);
  const eye = coat.ruby && rng() < 0.5 ? "#8a2433" : "#1c1618";
  const ink = kit.inkOn(coat.cream);
  const holdsSeed = rng() < 0.7;

  const marks = [
    coat.cap &&
      `<radialGradient id="ham-cap"><stop offset="0.2" stop-color="${coat.cap}"/>` +
        `<stop offset="1" stop-color="${coat.cap}" stop-opacity="0"/></radialGradient>` +
        kit.ellipse(400, 200, 190, 110, "url(#ham-cap)"),
    coat.patch &&
      kit.ellipse(296, 230, 76, 58, coat.patch) + kit.ellipse(508, 236, 72, 54, coat.patch),
  ]
    .filter(Boolean)
    .join("");

  const ear =
    kit.circle(300, 232, 42, coat.patch ?? coat.fur) + kit.circle(300, 232, 26, "#f2a8b0");

  return (
    `<defs>${kit.furGradient("ham-fur", coat.fur, 400, 380, 330)}${kit.clipPath("ham-head", HEAD)}${kit.clipPath("ham-body", BODY)}</defs>` +
    kit.path(BODY, "url(#ham-fur)") +
    kit.clipped("ham-body", kit.ellipse(400, 600, 150, 140, coat.cream)) +
    kit.both(ear) +
    kit.path(HEAD, "url(#ham-fur)") +
    kit.clipped("ham-head", marks) +
    kit.clipped("ham-head", kit.ellipse(400, 446, 150, 96, coat.cream)) +
    kit.both(kit.ellipse(318, 404, 68, 54, coat.cream)) +
    kit.ellipse(400, 374, 40, 30, kit.lighten(coat.cream, 0.5)) +
    kit.blush(318, 386, 26, 14) +
    kit.circle(340, 322, 18, eye) +
    kit.shine(340, 322, 18) +
    kit.circle(460, 322, 18, eye) +
    kit.shine(460, 322, 18) +
    kit.path("M391,360 Q400,355 409,360 Q405,369 400,371 Q395,369 391,360Z", "#e88894") +
    kit.stroke("M400,371 L400,378 M400,378 Q394,386 386,382 M400,378 Q406,386 414,382", ink, 3) +
    kit.both(kit.whiskers(372, 376, 84, kit.darken(coat.fur, 0.35))) +
    (holdsSeed
      ? kit.path(SEED, "#4a3f3a") +
        kit.stroke(
          "M400,430 L400,492 M388,444 L387,482 M412,444 L413,482",
          kit.lighten("#4a3f3a", 0.7),
          2.5,
        )
      : "") +
    paws()
  );
}
