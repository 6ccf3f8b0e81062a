import { ApiError } from "../../lib/http";

/**
 * A refusal's messages by field. One field refused takes the refusal's own message, said in the
 * reader's language by its code (the fields' texts are English, or a generic line in Nepali).
 */
export function fieldErrors(error: Error): Record<string, string> {
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const names = Object.keys(fields);
  return names.length === 1 ? { [names[0]!]: error.message } : fields;
}
