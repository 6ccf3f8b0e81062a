import { z } from "zod";
import { findDistrict, findProvince } from "./places";

/**
 * A province or district given by its English name, in any case; read as the data's own
 * spelling. An empty value is none (a plain form sends `district=` for "Any"); an unknown one is
 * refused with its own code, so the web can say which.
 */
const placeName = (
  kind: "province" | "district",
  find: (name: string) => { name: string } | undefined,
  code: "UNKNOWN_PROVINCE" | "UNKNOWN_DISTRICT",
) =>
  z
    .string()
    .trim()
    .max(40, `${kind}: there is no ${kind} of that name`)
    .optional()
    .transform((name, ctx) => {
      if (!name) return undefined;
      const place = find(name);
      if (place) return place.name;
      ctx.addIssue({
        code: "custom",
        message: `${kind}: there is no ${kind} ${JSON.stringify(name)}`,
        params: { code },
      });
      return z.NEVER;
    })
    .meta({
      description: `A ${kind}'s English name, e.g. ${kind === "province" ? "Gandaki" : "Kaski"}`,
    });

export const ProvinceName = placeName("province", findProvince, "UNKNOWN_PROVINCE");
export const DistrictName = placeName("district", findDistrict, "UNKNOWN_DISTRICT");

/** A store's place: a province and a district in it, both or neither. */
export function checkStorePlace(
  place: { province?: string; district?: string },
  ctx: z.RefinementCtx,
) {
  const { province, district } = place;
  if (!province !== !district) {
    ctx.addIssue({
      code: "custom",
      path: [province ? "district" : "province"],
      message: "Send the province and the district together",
      params: { code: "PLACE_INCOMPLETE" },
    });
  } else if (province && findDistrict(district)?.province !== province) {
    ctx.addIssue({
      code: "custom",
      path: ["district"],
      message: `district: ${district} is not in ${province} province`,
      params: { code: "DISTRICT_NOT_IN_PROVINCE" },
    });
  }
}
