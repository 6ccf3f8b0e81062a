import type { SVGProps } from "react";
import { __iconNode as clock } from "@tabler/icons-react/dist/esm/icons/IconClock.mjs";
import { __iconNode as genderFemale } from "@tabler/icons-react/dist/esm/icons/IconGenderFemale.mjs";
import { __iconNode as genderMale } from "@tabler/icons-react/dist/esm/icons/IconGenderMale.mjs";
import { __iconNode as heart } from "@tabler/icons-react/dist/esm/icons/IconHeart.mjs";
import { __iconNode as heartFilled } from "@tabler/icons-react/dist/esm/icons/IconHeartFilled.mjs";
import { __iconNode as mapPin } from "@tabler/icons-react/dist/esm/icons/IconMapPin.mjs";
import { __iconNode as paw } from "@tabler/icons-react/dist/esm/icons/IconPaw.mjs";

type Shapes = [tag: string, attributes: Record<string, string>][];

interface IconProps extends Omit<SVGProps<SVGSVGElement>, "stroke" | "dangerouslySetInnerHTML"> {
  size?: number;
}

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const COLOURS = {
  outline: {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  },
  filled: { fill: "currentColor", stroke: "none" },
} as const;

/**
 * A Tabler icon drawn as @tabler/icons-react draws it, the same element with the same
 * attributes, but its shapes written into it as markup made once: a listing draws six icons a
 * card, and React's server render of each shape as an element of its own cost /pets about a
 * sixth of its render (docs/decisions/034-server-rendering.md).
 */
function shapesIcon(type: keyof typeof COLOURS, name: string, shapes: Shapes) {
  const markup = {
    __html: shapes
      .map(([tag, { key: _key, ...attributes }]) => {
        const written = Object.entries(attributes).map(
          ([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`,
        );
        return `<${tag}${written.join("")}></${tag}>`;
      })
      .join(""),
  };
  return function Icon({ size = 24, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        {...COLOURS[type]}
        className={["tabler-icon", `tabler-icon-${name}`, className].filter(Boolean).join(" ")}
        {...rest}
        dangerouslySetInnerHTML={markup}
      />
    );
  };
}

export const IconClock = shapesIcon("outline", "clock", clock);
export const IconGenderFemale = shapesIcon("outline", "gender-female", genderFemale);
export const IconGenderMale = shapesIcon("outline", "gender-male", genderMale);
export const IconHeart = shapesIcon("outline", "heart", heart);
export const IconHeartFilled = shapesIcon("filled", "heart-filled", heartFilled);
export const IconMapPin = shapesIcon("outline", "map-pin", mapPin);
export const IconPaw = shapesIcon("outline", "paw", paw);
