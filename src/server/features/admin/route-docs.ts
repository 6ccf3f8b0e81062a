import { ErrorResponse } from "../../../contract/errors";
import { requireAdmin } from "../../auth/session";

export const json = <T>(schema: T) => ({ content: { "application/json": { schema } } });

const refusal = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorResponse } },
});

/** What every admin route shares: the check before the handler, the tag, and its refusals. */
export const adminOnly = {
  middleware: requireAdmin,
  tags: ["Admin"],
  security: [{ bearer: [] }],
};

export const refusals = {
  400: refusal("The input was refused; `fields` names each faulty field"),
  401: refusal("Not logged in"),
  403: refusal("Signed in, but not an admin"),
};

export const notFoundRefusal = { 404: refusal("No such record") };
export const conflictRefusal = (description: string) => ({ 409: refusal(description) });
