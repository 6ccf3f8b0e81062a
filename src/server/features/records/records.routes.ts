import { createRoute } from "@hono/zod-openapi";
import {
  HealthRecord,
  NewRecordRequest,
  PetRecordParam,
  RecordsResponse,
} from "../../../contract/animal-records";
import { PetIdParam } from "../../../contract/catalogue";
import { requireUser, userOf } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { bearer, json, jsonBody, refusal } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { addRecord, listRecords, removeRecord } from "./records";

const signedIn = { tags: ["Animal records"], security: bearer, middleware: requireUser };
const refusals = {
  400: refusal("Invalid input; `code` names the rule (RECORD_DATE_FUTURE, NEXT_DUE_BEFORE_GIVEN…)"),
  401: refusal("Not signed in"),
  403: refusal(
    "Not this pet's store (NOT_YOUR_PET; a foster: not placed with her), or the role does not allow it (ROLE_NOT_ALLOWED)",
  ),
  404: refusal("No such pet (PET_NOT_FOUND) or record (RECORD_NOT_FOUND)"),
};

const getRecords = createRoute({
  ...signedIn,
  method: "get",
  path: "/pets/{id}/records",
  summary: "An animal's health records, newest first, and the summary the public sees",
  description: "Its store's team, the foster it is placed with, and the admin.",
  request: { params: PetIdParam },
  responses: { 200: json(RecordsResponse, "The records"), ...refusals },
});

const postRecord = createRoute({
  ...signedIn,
  method: "post",
  path: "/pets/{id}/records",
  summary: "Write a health record (a foster: weights and notes of her animal only)",
  request: { params: PetIdParam, body: jsonBody(NewRecordRequest) },
  responses: { 201: json(HealthRecord, "The record"), ...refusals },
});

const deleteRecord = createRoute({
  ...signedIn,
  method: "delete",
  path: "/pets/{id}/records/{recordId}",
  summary: "Remove a health record; what it closed is due again",
  request: { params: PetRecordParam },
  responses: { 204: { description: "Removed" }, ...refusals },
});

/** /api/pets/{id}/records: an animal's health records (docs/decisions/049-animal-records.md). */
export function recordRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(getRecords, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listRecords(db, userOf(c), c.req.valid("param").id), 200);
    })
    .openapi(postRecord, async (c) =>
      c.json(await addRecord(db, userOf(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(deleteRecord, async (c) => {
      const { id, recordId } = c.req.valid("param");
      await removeRecord(db, userOf(c), id, recordId);
      return c.body(null, 204);
    });
}
