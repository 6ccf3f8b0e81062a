import * as kit from "./kit.js";

interface CatCoat {
  fur: string;
  chest: string;
  muzzle?: string;
  stripes?: string;
  /** Calico/tortie patches, drawn over the head and shoulders. */
  patches?: readonly [string, string];
  /** Siamese-style darker face, ears and shoulders. */
  points?: string;
  eyes?: readonly string[];
}

const COATS: readonly CatCoat[] = [
  { fur: "#ec9a50", chest: "#fbe4c6", stripes: "#c8682e" }, // ginger tabby
  { fur: "#36313a", chest: "#36313a", eyes: ["#f2b632", "#9cc94a"] }, // black
  { fur: "#a1a6ad", chest: "#eceef0", stripes: "#666b74" }, // grey tabby
  { fur: "#f9f5f0", chest: "#ffffff", eyes: ["#6cb6e8", "#f2b632"] }, // white
  { fur: "#faf3e8", chest: "#ffffff", patches: ["#e58d43", "#3b3433"] }, // calico
  { fur: "#36313a", chest: "#f8f5f0", muzzle: "#f8f5f0" }, // tuxedo
  { fur: "#f0e4d0", chest: "#f9f1e4", points: "#6e4f3f", eyes: ["#5aa9e2"] }, // colourpoint
  { fur: "#a9805b", chest: "#efdcc2", stripes: "#62452f" }, // brown tabby
];

const EYE_COLOURS = ["#93c84a", "#f2b632", "#e48a3a", "#b6b34a", "#6cb6e8"];

const HEAD =
  "M400,188 C492,188 552,244 557,318 C562,394 492,438 400,438 C308,438 238,394 243,318 C248,244 308,188 400,188Z";
const BODY = "M205,600 C205,506 288,436 400,436 C512,436 595,506 595,600Z";
const EAR = "M246,296 L258,152 Q262,122 288,138 L374,204Z";
const INNER_EAR = "M270,268 L276,172 Q279,156 293,166 L350,212Z";
/** Tufts of fur sticking out at the cheeks: the detail that makes the round head read as a cat. */
const CHEEK_FLUFF = "M262,330 L228,356 L254,362 L236,388 L266,384 L262,408 L300,390Z";
const ALMOND = "M-42,0 Q0,-54 42,0 Q0,54 -42,0Z";

/** Almond eye, tilted so the outer corner lifts (positive tilt = left eye). */
function eye(cx: number, cy: number, tilt: number, id: string, iris: string): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${kit.lighten(iris, 0.45)}"/>` +
    `<stop offset="0.6" stop-color="${iris}"/><stop offset="1" stop-color="${kit.darken(iris, 0.35)}"/></radialGradient>` +
    `<g transform="translate(${cx} ${cy}) rotate(${tilt})">` +
    kit.path(ALMOND, `url(#${id})`) +
    kit.ellipse(0, 0, 10, 22, "#1d1618") +
    kit.stroke("M-42,0 Q0,-54 42,0", "#2a2024", 4.5) +
    `</g>` +
    kit.ellipse(cx + 10, cy - 10, 7, 7, "#ffffff") +
    kit.ellipse(cx - 9, cy + 10, 3, 3, "#ffffff", 'opacity="0.8"')
  );
}

function tabby(colour: string): string {
  const forehead = "M400,196 Q395,222 400,248 M370,202 Q368,222 377,240 M430,202 Q432,222 423,240";
  const cheeks = kit.both(
    kit.stroke("M246,318 Q270,314 292,326 M252,346 Q272,344 290,352", colour, 8),
  );
  const shoulders = kit.both(
    kit.stroke("M236,540 Q258,528 274,548 M222,584 Q244,570 262,590", colour, 10),
  );
  return kit.stroke(forehead, colour, 9) + cheeks + kit.clipped("cat-body", shoulders);
}

export function drawCat(rng: kit.Rng, variant: number): string {
  const coat = kit.cycle(COATS, variant);
  const iris = kit.pick(rng, coat.eyes ?? EYE_COLOURS);
  // Odd eyes are a lovely quirk of white cats; give it to some of them.
  const otherIris = coat.fur === "#f9f5f0" && rng() < 0.5 ? kit.pick(rng, coat.eyes ?? []) : iris;
  const ink = kit.inkOn(coat.fur);
  const muzzle = coat.muzzle ?? kit.lighten(coat.fur, kit.luminance(coat.fur) < 0.4 ? 0.14 : 0.35);
  const earFur = coat.points ?? coat.fur;
  const [patchA, patchB] = coat.patches ?? ["", ""];

  const ears =
    kit.path(EAR, coat.patches ? patchA : earFur) +
    kit.path(INNER_EAR, "#f4a9b0") +
    kit.mirror(kit.path(EAR, coat.patches ? patchB : earFur) + kit.path(INNER_EAR, "#f4a9b0"));

  const headMarks = [
    coat.patches && kit.ellipse(296, 236, 96, 80, patchA) + kit.ellipse(540, 262, 78, 66, patchB),
    coat.points &&
      `<radialGradient id="cat-mask"><stop offset="0.3" stop-color="${coat.points}"/>` +
        `<stop offset="1" stop-color="${coat.points}" stop-opacity="0"/></radialGradient>` +
        kit.ellipse(400, 372, 140, 112, "url(#cat-mask)"),
  ]
    .filter(Boolean)
    .join("");

  return (
    `<defs>${kit.furGradient("cat-fur", coat.fur, 400, 360, 300)}${kit.clipPath("cat-head", HEAD)}${kit.clipPath("cat-body", BODY)}</defs>` +
    kit.path(BODY, "url(#cat-fur)") +
    kit.clipped(
      "cat-body",
      kit.ellipse(400, 590, 105, 130, coat.chest) +
        kit.ellipse(400, 444, 130, 26, kit.darken(coat.fur, 0.5), 'opacity="0.18"') +
        (coat.patches
          ? kit.ellipse(560, 560, 90, 70, patchA) + kit.ellipse(250, 600, 70, 60, patchB)
          : "") +
        (coat.points ? kit.ellipse(400, 640, 260, 120, coat.points, 'opacity="0.35"') : ""),
    ) +
    ears +
    kit.both(kit.path(CHEEK_FLUFF, "url(#cat-fur)")) +
    kit.path(HEAD, "url(#cat-fur)") +
    kit.clipped("cat-head", headMarks) +
    (coat.stripes ? tabby(coat.stripes) : "") +
    kit.ellipse(383, 384, 25, 18, muzzle) +
    kit.ellipse(417, 384, 25, 18, muzzle) +
    kit.ellipse(400, 402, 15, 9, muzzle) +
    kit.blush(322, 372) +
    eye(336, 316, 9, "cat-iris-l", iris) +
    eye(464, 316, -9, "cat-iris-r", otherIris) +
    kit.path("M385,355 Q400,349 415,355 Q413,366 400,373 Q387,366 385,355Z", "#ee8f9c") +
    kit.stroke("M400,373 L400,382 M400,382 Q391,394 378,389 M400,382 Q409,394 422,389", ink, 3.5) +
    kit.both(kit.whiskers(356, 386, 112, ink))
  );
}
