import { useState, type FormEvent } from "react";
import { nepalDay } from "../../../contract/calendar";
import type { Store } from "../../../contract/stores";
import { useTranslation } from "../../i18n";
import type { NumberFieldValue } from "../../ui/number-field";
import type { Place } from "../../ui/place-selects";
import { toast } from "../../ui/toast";
import { fieldErrors } from "./field-errors";
import { useEnterCamp } from "./api/get-camps";
import type { NewDogRow } from "./camp-new-dogs";

/** What the camp was: its day, place and what it did to every dog of it. */
export type CampDetails = {
  heldOn: string;
  place: Place;
  ward: NumberFieldValue;
  spot: string;
  sterilised: boolean;
  vaccinated: boolean;
  /** The caretaker of every new dog of the camp; null for none. */
  caretakerId: string | null;
};

export type SetCampDetail = <K extends keyof CampDetails>(key: K, value: CampDetails[K]) => void;

/**
 * The camp form's state and its one submit: the details, the register's dogs ticked and the new
 * rows, and the server's refusals by field (docs/product.md#community-dogs).
 */
export function useCampForm({
  store,
  mayChooseCaretaker,
  onDone,
}: {
  store: Store;
  mayChooseCaretaker: boolean;
  onDone: (result: { dogs: number; day: string }) => void;
}) {
  const { t } = useTranslation("communityDogs");
  const enter = useEnterCamp();
  const [details, setDetails] = useState<CampDetails>(() => ({
    heldOn: nepalDay(new Date()),
    place: { province: store.province ?? undefined, district: store.district ?? undefined },
    ward: "",
    spot: "",
    sterilised: true,
    vaccinated: true,
    caretakerId: null,
  }));
  const [existing, setExisting] = useState<number[]>([]);
  const [rows, setRows] = useState<NewDogRow[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setDetail: SetCampDetail = (key, value) => setDetails((now) => ({ ...now, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (existing.length + rows.length === 0) {
      setErrors({ dogs: t("camp.noDogs") });
      return;
    }
    const camp = {
      held_on: details.heldOn,
      district: details.place.district ?? "",
      ward: details.ward,
      place: details.spot,
      sterilised: details.sterilised,
      vaccinated: details.vaccinated,
      dogs: [
        ...existing.map((dog_id) => ({ dog_id })),
        ...rows.map(({ name, sex, tole }) => ({
          name,
          sex,
          tole,
          ...(mayChooseCaretaker && { caretaker_id: details.caretakerId }),
        })),
      ],
    };
    enter.mutate(
      { storeId: store.id, camp },
      {
        onSuccess: (saved) => onDone({ dogs: saved.dog_ids.length, day: saved.held_on }),
        onError: (error) => {
          // A new dog without a ward lives in the camp's: the camp's ward is what to fill in.
          const refused = fieldErrors(error);
          const dogWard = Object.keys(refused).find((key) => /^dogs\.\d+\.ward$/.test(key));
          setErrors(dogWard ? { ward: refused[dogWard]!, ...refused } : refused);
          toast.error(t("camp.failed"), error.message);
        },
      },
    );
  };

  return {
    details,
    setDetail,
    existing,
    setExisting,
    rows,
    setRows,
    errors,
    submit,
    isPending: enter.isPending,
  };
}
