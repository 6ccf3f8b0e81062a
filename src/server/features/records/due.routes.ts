import { createRoute } from "@hono/zod-openapi";
import { StoreIdParam } from "../../../contract/adoption";
import {
  DoneRequest,
  DueList,
  DueQuery,
  HealthRecord,
  StoreRecordParam,
} from "../../../contract/animal-records";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { listDue, markDone } from "./due";

const signedIn = { tags: ["Animal records"], security: bearer, middleware: requireUser };
const refusals = {
  400: refusal("Invalid input (DATE_INVALID, RECORD_DATE_FUTURE)"),
  401: refusal("Not signed in"),
  403: refusal("Not a member (NOT_YOUR_STORE), or the role does not allow it (ROLE_NOT_ALLOWED)"),
  404: refusal("No such store (STORE_NOT_FOUND) or record of its (RECORD_NOT_FOUND)"),
};

const getDue = createRoute({
  ...signedIn,
  method: "get",
  path: "/vendors/{id}/due",
  summary: "What is due in a store: overdue, and within the next 7 days, of animals in care",
  description: "`today`: the reader's day, YYYY-MM-DD (Nepal's today when not given).",
  request: { params: StoreIdParam, query: DueQuery },
  responses: { 200: json(DueList, "The due items, soonest first"), ...refusals },
});

const postDone = createRoute({
  ...signedIn,
  method: "post",
  path: "/vendors/{id}/due/{recordId}/done",
  summary: "Tick off a due item: the same care given again, due again after the same interval",
  request: { params: StoreRecordParam, body: jsonBody(DoneRequest) },
  responses: {
    201: json(HealthRecord, "The new record"),
    ...refusals,
    409: refusal("Not due: already done, or a record with no next day (NOT_DUE)"),
  },
});

/** /api/vendors/{id}/due: the store's list of what is due (docs/decisions/049-animal-records.md). */
export function dueRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(getDue, async (c) => {
      c.header("Cache-Control", "no-store");
      const { id } = c.req.valid("param");
      return c.json(await listDue(db, userOf(c), id, c.req.valid("query").today), 200);
    })
    .openapi(postDone, async (c) => {
      const { id, recordId } = c.req.valid("param");
      const done = await markDone(db, userOf(c), id, recordId, c.req.valid("json").given_on);
      return c.json(done, 201);
    });
}
