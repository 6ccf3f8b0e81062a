import { useState, type FormEvent } from "react";
import type { DogSex } from "../../../contract/community-dog-values";
import type { Store } from "../../../contract/stores";
import { useTranslation } from "../../i18n";
import type { NumberFieldValue } from "../../ui/number-field";
import type { Place } from "../../ui/place-selects";
import { toast } from "../../ui/toast";
import { fieldErrors } from "./field-errors";
import { useRegisterDog } from "./api/dog-changes";

export type RegisterValues = {
  name: string;
  sex: DogSex;
  place: Place;
  ward: NumberFieldValue;
  tole: string;
  ear_notch: boolean;
  collar_tag: string;
  caretaker_id: string | null;
};

export type SetRegisterValue = <K extends keyof RegisterValues>(
  key: K,
  value: RegisterValues[K],
) => void;

/** An empty form, in the store's district; `keep`'s place and caretaker stay when given. */
const blankDog = (store: Store, keep?: RegisterValues): RegisterValues => ({
  name: "",
  sex: "unknown",
  place: keep?.place ?? {
    province: store.province ?? undefined,
    district: store.district ?? undefined,
  },
  ward: keep?.ward ?? "",
  tole: keep?.tole ?? "",
  ear_notch: false,
  collar_tag: "",
  caretaker_id: keep?.caretaker_id ?? null,
});

/** The register form's values and submit; the server's refusals come back by field. */
export function useRegisterForm({
  store,
  mayChooseCaretaker,
}: {
  store: Store;
  mayChooseCaretaker: boolean;
}) {
  const { t } = useTranslation("communityDogs");
  const register = useRegisterDog();
  const [values, setValues] = useState<RegisterValues>(() => blankDog(store));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set: SetRegisterValue = (key, value) => setValues((now) => ({ ...now, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dog = {
      name: values.name,
      sex: values.sex,
      district: values.place.district ?? "",
      ward: values.ward,
      tole: values.tole,
      ear_notch: values.ear_notch,
      collar_tag: values.collar_tag,
      ...(mayChooseCaretaker && { caretaker_id: values.caretaker_id }),
    };
    register.mutate(
      { storeId: store.id, dog },
      {
        onSuccess: (saved) => {
          setErrors({});
          toast.success(
            saved.name ? t("form.saved", { name: saved.name }) : t("form.savedUnnamed"),
          );
          // The next dog is likely of the same street: its place and caretaker stay.
          setValues(blankDog(store, values));
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          toast.error(t("form.failed"), error.message);
        },
      },
    );
  };

  return { values, set, errors, submit, isPending: register.isPending };
}
