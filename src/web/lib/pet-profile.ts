import { useTranslation } from "../i18n";
import type { ProfileField, ProfileFilter, Tristate } from "../../contract/pet-profile";

/**
 * The profile's words (locales/<language>/profile.json), looked up by the names in the
 * profile's declaration. Keys built from a value and a field are not checked by the compiler;
 * pet-profile.test.ts checks that each one the declaration implies exists in every language.
 */
export function useProfileWords() {
  const { t } = useTranslation("profile");
  const say = (key: string): string => t(key as never);
  const value = (field: ProfileField, chosen: string) => say(`value.${field}.${chosen}`);
  return {
    field: (field: ProfileField) => t(`field.${field}`),
    value,
    flag: (answer: Tristate) => t(`flag.${answer}`),
    /** A choice filter is titled by its field; a group of flags has a title of its own. */
    filterTitle: (filter: ProfileFilter) =>
      filter.kind === "choice" ? t(`field.${filter.field}`) : say(`filter.${filter.param}.title`),
    filterValue: (filter: ProfileFilter, chosen: string) =>
      filter.kind === "choice"
        ? value(filter.field, chosen)
        : say(`filter.${filter.param}.${chosen}`),
  };
}
