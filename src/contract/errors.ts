import { z } from "zod";

/** Every error the API returns: a sentence a person can read, a stable code, and per-field messages when input was refused. */
export const ErrorResponse = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** What the sentence names (a question's text), for saying it in the reader's language. */
  params: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
