import { ErrorResponse } from "../../contract/errors";
import { requireAdmin } from "../auth/session";

/** An OpenAPI response with a JSON body of this schema. */
export const json = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A JSON request body the route cannot do without. */
export const jsonBody = <T>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});

/** A refusal: the usual `{ error, code }` body. */
export const refusal = (description: string) => json(ErrorResponse, description);

/** Routes for a signed-in caller take the session's bearer token (or its cookie). */
export const bearer = [{ bearer: [] }];

/** What every admin route shares: the check before the handler, the tag, and the credentials. */
export const adminOnly = { middleware: requireAdmin, tags: ["Admin"], security: bearer };

/** The refusals every admin route may give. */
export const adminRefusals = {
  400: refusal("The input was refused; `fields` names each faulty field"),
  401: refusal("Not logged in"),
  403: refusal("Signed in, but not an admin"),
};

/** The refusals most signed-in routes on a store or pet may give. */
export const ownerRefusals = {
  400: refusal("Invalid input; `fields` names each faulty field"),
  401: refusal("Not signed in"),
  403: refusal("The store or pet is someone else's"),
  404: refusal("No such store or pet"),
} as const;
