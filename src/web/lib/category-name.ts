import { useTranslation } from "../i18n";
import { categoryName } from "../../contract/catalogue-values";

/**
 * A category's name in the reader's language: its Nepali name on the Nepali site where it
 * has one, else its English name (the contract's categoryName, which the server uses too).
 */
export function useCategoryName() {
  const { language } = useTranslation();
  return (names: { category: string; category_ne?: string | null }) =>
    categoryName(names, language);
}
