import { ADOPTION_LIMITS, isPhoneNumber } from "../../../contract/adoption";

export interface AdoptFormValues {
  name: string;
  address: string;
  phone: string;
  message: string;
}

export type Field = keyof AdoptFormValues;

export interface Problem {
  field: Field;
  key:
    | "errors.nameRequired"
    | "errors.phoneRequired"
    | "errors.addressRequired"
    | "errors.messageRequired"
    | "errors.phoneFormat"
    | "errors.tooLong";
  max?: number;
}

/** SPEC §5's order (not the dialog's): name, phone, address, message; the server checks the same. */
const ORDER = ["name", "phone", "address", "message"] as const;
const REQUIRED = {
  name: "errors.nameRequired",
  phone: "errors.phoneRequired",
  address: "errors.addressRequired",
  message: "errors.messageRequired",
} as const;

/** The first thing wrong with the form, which the dialog shows as a toast (SPEC §5), or null. */
export function firstProblem(values: AdoptFormValues): Problem | null {
  for (const field of ORDER) {
    const value = values[field].trim();
    if (!value) return { field, key: REQUIRED[field] };
    if (value.length > ADOPTION_LIMITS[field]) {
      return { field, key: "errors.tooLong", max: ADOPTION_LIMITS[field] };
    }
    if (field === "phone" && !isPhoneNumber(value)) return { field, key: "errors.phoneFormat" };
  }
  return null;
}
