import { Select } from "@mantine/core";
import { mayDo, type StoreRole } from "../../../contract/store-roles";
import { useTranslation } from "../../i18n";
import { useCaretakers } from "./api/get-caretakers";

/**
 * Whether the member chooses a new dog's caretaker: the caretakers are read from the team, which
 * a caretaker herself does not read; her dogs go without one, as the server then takes them.
 */
export const mayChooseCaretaker = (role: StoreRole) => mayDo(role, "read");

/** The store's caretakers; none chosen is no caretaker (the owners are texted then). */
export function CaretakerSelect({
  storeId,
  label,
  value,
  onChange,
  error,
}: {
  storeId: number;
  label: string;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation("communityDogs");
  const caretakers = useCaretakers(storeId);
  return (
    <Select
      label={label}
      placeholder={t("form.noCaretaker")}
      data={(caretakers.data ?? []).map((member) => ({
        value: member.user_id,
        label: member.name,
      }))}
      value={value}
      onChange={onChange}
      clearable
      error={error}
    />
  );
}
