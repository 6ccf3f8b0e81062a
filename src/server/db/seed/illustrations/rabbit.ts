import * as kit from "./kit.js";

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

export function drawRabbit(rng: kit.Rng, coatIndex: number): string {
  const coat = kit.cycle(RABBITS, coatIndex);
  const lop = rng() < 0.4;
  const iris = kit.pick(rng, ["#5a3626", "#6d4a32", "#4a3f5c"]);
  const ink = kit.inkOn(coat.cream);
  const upright =
    `<g transform="rotate(-12 344 200)">${kit.ellipse(344, 160, 42, 118, "url(#rab-fur)")}` +
    `${kit.ellipse(344, 168, 22, 92, "#f4b0b8")}</g>`;
  const lopEar =
    kit.path(LOP_EAR, kit.darken(coat.fur, 0.35), 'transform="translate(6 8)" opacity="0.25"') +
    kit.path(LOP_EAR, kit.darken(coat.fur, 0.06));
  const dutch = coat.dutch
    ? kit.path(
        "M390,226 L410,226 C416,280 430,320 470,350 C500,372 520,420 500,480 L300,480 C280,420 300,372 330,350 C370,320 384,280 390,226Z",
        coat.cream,
      )
    : "";

  return (
    `<defs>${kit.furGradient("rab-fur", coat.fur, 400, 360, 320)}${kit.clipPath("rab-head", RABBIT_HEAD)}${kit.clipPath("rab-body", RABBIT_BODY)}</defs>` +
    kit.path(RABBIT_BODY, "url(#rab-fur)") +
    kit.clipped("rab-body", kit.ellipse(400, 600, coat.dutch ? 190 : 110, 130, coat.cream)) +
    (lop ? "" : kit.both(upright)) +
    kit.path(RABBIT_HEAD, "url(#rab-fur)") +
    kit.clipped("rab-head", dutch) +
    (lop ? kit.both(lopEar) : "") +
    kit.blush(326, 390) +
    kit.both(kit.roundEye(334, 340, 21, iris)) +
    `<rect x="390" y="408" width="20" height="22" rx="5" fill="#ffffff" stroke="${kit.darken(coat.cream, 0.2)}" stroke-width="1.5"/>` +
    kit.both(kit.ellipse(384, 404, 25, 19, kit.lighten(coat.cream, 0.4))) +
    kit.path("M391,384 Q400,379 409,384 Q405,393 400,395 Q395,393 391,384Z", "#ef8e9c") +
    kit.stroke("M400,395 L400,402 M400,402 Q392,412 382,408 M400,402 Q408,412 418,408", ink, 3) +
    kit.both(kit.whiskers(368, 404, 100, kit.darken(coat.cream, 0.45)))
  );
}
