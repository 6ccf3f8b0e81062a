import type { z } from "@hono/zod-openapi";
import { ErrorResponse } from "../../../contract/errors";

/** An OpenAPI response with a JSON body of this schema. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A refusal: the usual `{ error, code }` body. */
export const refused = (description: string) => json(ErrorResponse, description);
