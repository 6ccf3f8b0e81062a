import { useTranslation } from "../i18n";
import { inReadersScript } from "../../contract/catalogue-values";

/**
 * A pet's name or breed in the reader's language: the Devanagari one on the Nepali site where the
 * centre gave it (docs/product.md#profile), else the one it always gives.
 */
export function useReadersScript() {
  const { language } = useTranslation();
  return <T extends string | null>(value: T, nepali: string | null | undefined) =>
    inReadersScript(value, nepali, language) as T;
}
