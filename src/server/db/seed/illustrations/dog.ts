import * as kit from "./kit.js";

type EarStyle = "floppy" | "pointed";

interface DogCoat {
  fur: string;
  muzzle: string;
  chest?: string;
  ear?: string;
  /** Rottweiler-style tan dots above the eyes. */
  brows?: string;
  /** One-eye patch (classic "Patch the dog") in this colour. */
  patch?: string;
  /** White stripe from forehead to nose. */
  blaze?: string;
  eyes?: string;
  ears?: EarStyle;
}

const COATS: readonly DogCoat[] = [
  { fur: "#e2a85c", muzzle: "#f6dcae", ear: "#cf8f44" }, // golden
  { fur: "#2f2b30", muzzle: "#c8894b", brows: "#c8894b", chest: "#c8894b" }, // black & tan
  { fur: "#f7f1e7", muzzle: "#fffaf2", patch: "#8a5a3b", ear: "#8a5a3b" }, // white with patches
  { fur: "#8b5b3d", muzzle: "#c39874", ear: "#6e432b" }, // chocolate
  { fur: "#d9a267", muzzle: "#f8ecdc", chest: "#f8ecdc", ears: "pointed" }, // Nepali street dog
  {
    fur: "#8e949d",
    muzzle: "#f5f5f3",
    blaze: "#f5f5f3",
    chest: "#f5f5f3",
    brows: "#f5f5f3",
    eyes: "#6cb4e4",
    ears: "pointed",
  }, // husky
  { fur: "#2d292d", muzzle: "#f7f3ed", blaze: "#f7f3ed", chest: "#f7f3ed" }, // border collie
  { fur: "#f1e4cc", muzzle: "#fcf6ea", ear: "#e0c69c" }, // cream
];

const HEAD =
  "M400,166 C480,166 534,222 538,298 C542,376 488,426 400,426 C312,426 258,376 262,298 C266,222 320,166 400,166Z";
const BODY = "M214,600 C216,500 294,432 400,432 C506,432 584,500 586,600Z";
const FLOPPY_EAR =
  "M330,192 C276,168 220,212 214,296 C210,356 232,402 266,400 C298,398 302,352 306,304 C309,262 318,228 346,204Z";
const POINTED_EAR = "M270,282 C254,218 258,150 282,106 C290,92 306,92 316,104 L386,192Z";
const INNER_POINTED_EAR = "M284,250 C276,204 280,160 296,132 C300,125 307,125 312,132 L362,196Z";
const NOSE = "M372,342 C370,322 430,322 428,342 C426,360 410,370 400,370 C390,370 374,360 372,342Z";

function ears(style: EarStyle, colour: string, fur: string): string {
  if (style === "pointed") {
    return kit.both(
      kit.path(POINTED_EAR, colour) + kit.path(INNER_POINTED_EAR, kit.lighten(fur, 0.3)),
    );
  }
  // A soft shadow under each floppy ear gives them thickness against the head.
  const ear =
    kit.path(FLOPPY_EAR, kit.darken(fur, 0.35), 'transform="translate(6 8)" opacity="0.25"') +
    kit.path(FLOPPY_EAR, colour);
  return kit.both(ear);
}

function markings(coat: DogCoat): string {
  return [
    coat.patch &&
      kit.ellipse(346, 282, 58, 52, coat.patch) + kit.ellipse(470, 186, 52, 34, coat.patch),
    coat.blaze &&
      kit.path(
        "M384,166 L416,166 C420,230 432,290 440,340 L360,340 C368,290 380,230 384,166Z",
        coat.blaze,
      ),
    coat.brows && kit.both(kit.ellipse(352, 254, 14, 9, coat.brows)),
  ]
    .filter(Boolean)
    .join("");
}

export function drawDog(rng: kit.Rng, variant: number): string {
  const coat = kit.cycle(COATS, variant);
  const earStyle = coat.ears ?? (variant % 2 === 0 ? "floppy" : "pointed");
  const iris = coat.eyes ?? kit.pick(rng, ["#6b4226", "#8a5a2b", "#5a3a24"]);
  const tongue = rng() < 0.6;
  const collar = kit.pick(rng, ["#e25d5d", "#3fa7a0", "#4f7fd6", "#f0a030", "#9b6bd6"]);
  const ink = kit.inkOn(coat.muzzle);
  const earFill = coat.ear ?? kit.darken(coat.fur, 0.08);

  const mouth = tongue
    ? kit.path("M386,388 C384,430 416,430 414,388Z", "#ef7f90") +
      kit.stroke("M400,392 L400,410", "#d5586c", 2.5)
    : "";

  return (
    `<defs>${kit.furGradient("dog-fur", coat.fur, 400, 350, 300)}${kit.clipPath("dog-head", HEAD)}${kit.clipPath("dog-body", BODY)}</defs>` +
    kit.path(BODY, "url(#dog-fur)") +
    kit.clipped(
      "dog-body",
      (coat.chest ? kit.ellipse(400, 590, 100, 130, coat.chest) : "") +
        kit.ellipse(400, 440, 130, 26, kit.darken(coat.fur, 0.5), 'opacity="0.18"') +
        (coat.patch ? kit.ellipse(540, 560, 80, 60, coat.patch) : ""),
    ) +
    kit.stroke("M300,452 Q400,500 500,452", collar, 20) +
    kit.stroke("M304,448 Q400,494 496,448", kit.lighten(collar, 0.4), 3, 'opacity="0.7"') +
    kit.ellipse(400, 500, 15, 15, "#f3c24f") +
    kit.ellipse(400, 500, 8, 8, "#e0a52c") +
    (earStyle === "pointed" ? ears(earStyle, earFill, coat.fur) : "") +
    kit.path(HEAD, "url(#dog-fur)") +
    kit.clipped("dog-head", markings(coat)) +
    (earStyle === "floppy" ? ears(earStyle, earFill, coat.fur) : "") +
    kit.ellipse(400, 372, 82, 58, coat.muzzle) +
    kit.blush(322, 350, 22, 12) +
    kit.roundEye(350, 288, 19, iris) +
    kit.roundEye(450, 288, 19, iris) +
    mouth +
    kit.stroke("M400,366 L400,384 M400,384 Q384,400 366,390 M400,384 Q416,400 434,390", ink, 4) +
    kit.path(NOSE, "#2b2327") +
    kit.ellipse(391, 334, 10, 5, "#ffffff", 'opacity="0.45"') +
    kit.both(
      [0, 1, 2]
        .map((i) => kit.ellipse(366 - i * 6, 376 + i * 9, 2.2, 2.2, kit.darken(coat.muzzle, 0.3)))
        .join(""),
    )
  );
}
