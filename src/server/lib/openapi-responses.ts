import { ErrorResponse } from "../../contract/errors";

/** A refusal, for the OpenAPI document. */
export const error = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorResponse } },
});

/** The refusals most signed-in routes on a store or pet may give. */
export const refusals = {
  400: error("Invalid input; `fields` names each faulty field"),
  401: error("Not signed in"),
  403: error("The store or pet is someone else's"),
  404: error("No such store or pet"),
} as const;

export const json = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
