import { useForm } from "@mantine/form";
import { useTranslation } from "../../i18n";
import {
  PET_PROFILE,
  PROFILE_FIELDS,
  type PetProfile,
  type ProfileField,
} from "../../../contract/pet-profile";
import type { NewPetRequest, OwnedPet, StorePet } from "../../../contract/stores";

export type PostStatus = OwnedPet["post_status"];
const NUMBER_FIELDS = PROFILE_FIELDS.filter((field) =>
  ["kg", "rupees"].includes(PET_PROFILE[field].kind),
);

export type PetFields = Omit<NewPetRequest, "vendor_id" | "post_status"> & {
  post_status: PostStatus;
};

/** A text field not told is "" in the form (an input's value), null in the API. */
export interface Values extends Record<ProfileField, string | number | null> {
  name: string;
  description: string;
  category_id: string | null;
  gender: OwnedPet["gender"] | null;
  post_status: PostStatus | null;
  /** Two link inputs; empty ones are not sent. */
  videos: string[];
}

const NOT_TOLD = { flag: "unknown", text: "", choice: null, rupees: 0, date: "", kg: "" } as const;

function initialProfile(pet?: StorePet): Record<ProfileField, string | number | null> {
  return Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, pet?.[field] ?? NOT_TOLD[PET_PROFILE[field].kind]]),
  ) as Record<ProfileField, string | number | null>;
}

/** A number input left empty is "": no fee, no weight. A day left empty is not told. */
function toApiValue(field: ProfileField, value: string | number | null) {
  const { kind } = PET_PROFILE[field];
  if (kind === "rupees") return Number(value) || 0;
  if (kind === "kg") return value === "" || value === null ? null : Number(value);
  if (kind === "date") return value || null;
  return value;
}

function initialValues(pet?: StorePet): Values {
  return {
    name: pet?.name ?? "",
    description: pet?.description ?? "",
    category_id: pet ? String(pet.category_id) : null,
    gender: pet?.gender ?? null,
    post_status: pet?.post_status ?? null,
    videos: [0, 1].map((index) => pet?.videos[index] ?? ""),
    ...initialProfile(pet),
  };
}

/** The form's values as the API takes them. */
export function toPetFields(values: Values): PetFields {
  return {
    name: values.name,
    description: values.description,
    category_id: Number(values.category_id),
    gender: values.gender!,
    post_status: values.post_status!,
    // The server checks each value against the declaration (contract/pet-profile.ts).
    ...(Object.fromEntries(
      PROFILE_FIELDS.map((field) => [field, toApiValue(field, values[field])]),
    ) as Partial<PetProfile>),
    videos: values.videos.map((link) => link.trim()).filter(Boolean),
  };
}

export function usePetForm(pet?: StorePet) {
  const { t } = useTranslation("stores");
  const common = useTranslation("common").t;
  // A number field hands up what it cannot read as text: refused here, never sent as nothing.
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [
      field,
      (value: unknown) =>
        typeof value === "string" && value !== "" ? common("numberField.notANumber") : null,
    ]),
  );
  return useForm<Values>({
    initialValues: initialValues(pet),
    validate: {
      name: (value) => (value.trim() ? null : t("form.required.name")),
      description: (value) => (value.trim() ? null : t("form.required.description")),
      category_id: (value) => (value ? null : t("form.required.category")),
      gender: (value) => (value ? null : t("form.required.gender")),
      post_status: (value) => (value ? null : t("form.required.status")),
      ...numbers,
    },
  });
}

export type PetFormApi = ReturnType<typeof usePetForm>;
