import { findDistrict, placeName } from "../../contract/places";
import { useTranslation } from "../i18n";
import { useFormat } from "../lib/format";

/** "Jhamsikhel, ward 3, Lalitpur", in the reader's language and digits. */
export function DogPlace({
  dog,
}: {
  dog: { district: string; ward: number | null; tole?: string | null };
}) {
  const { t, language } = useTranslation("communityDogs");
  const { number } = useFormat();
  const known = findDistrict(dog.district);
  const district = known ? placeName(known, language) : dog.district;
  if (dog.ward === null) return district;
  const ward = number(dog.ward);
  return dog.tole
    ? t("register.placeTole", { tole: dog.tole, ward, district })
    : t("register.place", { ward, district });
}
