import { useTranslation } from "../i18n";
import { inReadersScript } from "../../contract/catalogue-values";

/**
 * A pet's name or breed in the reader's language: the Devanagari one on the Nepali site where the
 * store gave it (docs/product.md#nepali-name), else the one it always gives.
 */
export function useReadersScript() {
  const { language } = useTranslation();
  return <T extends string | null>(value: T, nepali: string | null | undefined) =>
    inReadersScript(value, nepali, language) as T;
}

interface NamedPet {
  name: string;
  name_ne: string | null;
  breed: string | null;
  breed_ne: string | null;
}

/** A listed pet or a pet's page with its name and breed in the reader's language, for every part that says them. */
export function usePetInReadersScript<T extends { pet: NamedPet }>(item: T): T {
  const inScript = useReadersScript();
  const { pet } = item;
  return {
    ...item,
    pet: {
      ...pet,
      name: inScript(pet.name, pet.name_ne),
      breed: inScript(pet.breed, pet.breed_ne),
    },
  };
}
