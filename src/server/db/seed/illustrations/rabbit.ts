import {
  blush,
  both,
  clipPath,
  clipped,
  cycle,
  darken,
  ellipse,
  furGradient,
  inkOn,
  lighten,
  path,
  pick,
  roundEye,
  stroke,
  whiskers,
  type Rng,
} from "./kit.js";

interface RabbitCoat {
  fur: string;
  cream: string;
  /** Dutch-rabbit white blaze, muzzle and chest. */
  dutch?: boolean;
}

const RABBITS: readonly RabbitCoat[] = [
  { fur: "#f8f5f1", cream: "#ffffff" }, // white
  { fur: "#a8825f", cream: "#efdcc4" }, // wild agouti
  { fur: "#3b353a", cream: "#f8f5f0", dutch: true }, // dutch
  { fur: "#a29d9a", cream: "#eeebe8" }, // grey
  { fur: "#e3a96c", cream: "#fbead4" }, // orange
  { fur: "#f1e3cb", cream: "#fcf6ec" }, // cream
];

const RABBIT_HEAD =
  "M400,226 C488,226 546,282 548,352 C550,424 488,470 400,470 C312,470 250,424 252,352 C254,282 312,226 400,226Z";
const RABBIT_BODY = "M226,600 C228,512 300,456 400,456 C500,456 572,512 574,600Z";
const LOP_EAR =
  "M324,246 C268,232 222,290 222,382 C222,444 246,486 278,482 C308,478 314,424 312,372 C310,320 320,284 342,262Z";

export function drawRabbit(rng: Rng, coatIndex: number): string {
  const coat = cycle(RABBITS, coatIndex);
  const lop = rng() < 0.4;
  const iris = pick(rng, ["#5a3626", "#6d4a32", "#4a3f5c"]);
  const ink = inkOn(coat.cream);
  const upright =
    `<g transform="rotate(-12 344 200)">${ellipse(344, 160, 42, 118, "url(#rab-fur)")}` +
    `${ellipse(344, 168, 22, 92, "#f4b0b8")}</g>`;
  const lopEar =
    path(LOP_EAR, darken(coat.fur, 0.35), 'transform="translate(6 8)" opacity="0.25"') +
    path(LOP_EAR, darken(coat.fur, 0.06));
  const dutch = coat.dutch
    ? path(
        "M390,226 L410,226 C416,280 430,320 470,350 C500,372 520,420 500,480 L300,480 C280,420 300,372 330,350 C370,320 384,280 390,226Z",
        coat.cream,
      )
    : "";

  return (
    `<defs>${furGradient("rab-fur", coat.fur, 400, 360, 320)}${clipPath("rab-head", RABBIT_HEAD)}${clipPath("rab-body", RABBIT_BODY)}</defs>` +
    path(RABBIT_BODY, "url(#rab-fur)") +
    clipped("rab-body", ellipse(400, 600, coat.dutch ? 190 : 110, 130, coat.cream)) +
    (lop ? "" : both(upright)) +
    path(RABBIT_HEAD, "url(#rab-fur)") +
    clipped("rab-head", dutch) +
    (lop ? both(lopEar) : "") +
    blush(326, 390) +
    both(roundEye(334, 340, 21, iris)) +
    `<rect x="390" y="408" width="20" height="22" rx="5" fill="#ffffff" stroke="${darken(coat.cream, 0.2)}" stroke-width="1.5"/>` +
    both(ellipse(384, 404, 25, 19, lighten(coat.cream, 0.4))) +
    path("M391,384 Q400,379 409,384 Q405,393 400,395 Q395,393 391,384Z", "#ef8e9c") +
    stroke("M400,395 L400,402 M400,402 Q392,412 382,408 M400,402 Q408,412 418,408", ink, 3) +
    both(whiskers(368, 404, 100, darken(coat.cream, 0.45)))
  );
}
