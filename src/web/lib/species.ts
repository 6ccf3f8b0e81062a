import { useTranslation } from "react-i18next";

/**
 * A category's name in the reader's language when it is one the site knows (Cat, Dog,
 * Hamster, Other); a category an admin added later shows as they wrote it.
 */
export function useSpeciesName() {
  const { t } = useTranslation("catalogue");
  return (category: string) =>
    t(`species.${category.toLowerCase()}` as "species.cat", { defaultValue: category });
}
