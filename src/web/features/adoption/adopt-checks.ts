import { ADOPTION_MESSAGES, AdoptPetRequest } from "../../../contract/adoption";

export interface AdoptFormValues {
  name: string;
  address: string;
  phone: string;
  message: string;
}

export type Field = keyof AdoptFormValues;

type MessageKey = keyof typeof ADOPTION_MESSAGES;

export interface Problem {
  field: Field;
  /** The translation of the contract's message; absent for a message the web has none for. */
  key?:
    | `errors.${Exclude<MessageKey, "phoneFormat">}Required`
    | "errors.phoneFormat"
    | "errors.tooLong";
  max?: number;
  /** The contract's own (English) message, shown when there is no translation. */
  text: string;
}

const FormRequest = AdoptPetRequest.omit({ pet_id: true });

const keyOf = (message: string): Problem["key"] => {
  const name = (Object.keys(ADOPTION_MESSAGES) as MessageKey[]).find(
    (candidate) => ADOPTION_MESSAGES[candidate] === message,
  );
  if (!name) return undefined;
  return name === "phoneFormat" ? "errors.phoneFormat" : `errors.${name}Required`;
};

/**
 * Everything wrong with the form, one problem per field, in the order the dialog's toast names
 * them: it is the contract's AdoptPetRequest that checks, so the order (name, phone, address,
 * message, not the dialog's) and the rules are the server's. Empty when the form may be sent.
 */
export function formProblems(values: AdoptFormValues): Problem[] {
  const problems = new Map<Field, Problem>();
  for (const issue of FormRequest.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as Field;
    if (problems.has(field)) continue;
    problems.set(
      field,
      issue.code === "too_big"
        ? { field, key: "errors.tooLong", max: Number(issue.maximum), text: issue.message }
        : { field, key: keyOf(issue.message), text: issue.message },
    );
  }
  return [...problems.values()];
}

/** The first thing wrong with the form, which the dialog shows as a toast, or null. */
export function firstProblem(values: AdoptFormValues): Problem | null {
  return formProblems(values)[0] ?? null;
}
