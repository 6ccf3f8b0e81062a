import { useTranslation } from "../i18n";
import { findDistrict, findProvince, placeName } from "../../contract/places";

/** "Kaski district, Gandaki province" in the reader's language; null for a store not placed yet. */
export function usePlaceLine(store: { province: string | null; district: string | null }) {
  const { t, language } = useTranslation();
  const district = findDistrict(store.district);
  const province = findProvince(store.province);
  if (!district || !province) return null;
  return t("place.line", {
    district: placeName(district, language),
    province: placeName(province, language),
  });
}
