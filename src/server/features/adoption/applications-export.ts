import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../deps";
import { toCsv } from "../../lib/csv";
import { listQuestions } from "../questions";
import { requireMyStore } from "../stores";
import { attachAnswers } from "./application-answers";

const COLUMNS = [
  "request_id",
  "pet_id",
  "pet_name",
  "status",
  "name",
  "phone",
  "address",
  "message",
  "rejection_reason",
  "applied_at",
  "updated_at",
] as const;

/**
 * GET /api/vendors/me/applications.csv: every request for the caller's store's pets, newest first,
 * with what the dashboard shows of each (docs/product.md, Adoption), then one column per question
 * text answered: the store's current questions in their order, then texts no longer asked.
 */
export async function exportStoreApplications(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
): Promise<{ csv: string; storeId: number }> {
  const store = await requireMyStore(db, user, "read");
  const rows = await db
    .selectFrom("application")
    .innerJoin("pet", "pet.id", "application.pet_id")
    .select((eb) => [
      "application.id",
      "application.pet_id",
      "pet.name as pet_name",
      "application.status",
      "application.name",
      "application.phone",
      "application.address",
      "application.message",
      "application.created_at",
      "application.updated_at",
      // The store's words with the rejection the request is in now.
      eb
        .selectFrom("application_history as change")
        .select("change.rejection_reason")
        .whereRef("change.application_id", "=", "application.id")
        .where("change.status", "=", "Rejected")
        .orderBy("change.id", "desc")
        .limit(1)
        .as("rejection_reason"),
    ])
    .where("pet.vendor_id", "=", store.id)
    .orderBy("application.created_at", "desc")
    .orderBy("application.id", "desc")
    .execute();
  const withAnswers = await attachAnswers(db, rows);
  const answered = new Set(withAnswers.flatMap((row) => row.answers.map(({ label }) => label)));
  const asked = (await listQuestions(db, store.id)).map(({ label }) => label);
  const labels = [
    ...asked.filter((label) => answered.has(label)),
    ...[...answered].filter((label) => !asked.includes(label)),
  ];
  const csv = toCsv(
    [...COLUMNS, ...labels],
    withAnswers.map((row) => [
      row.id,
      row.pet_id,
      row.pet_name,
      row.status,
      row.name,
      row.phone,
      row.address,
      row.message,
      row.status === "Rejected" ? row.rejection_reason : null,
      row.created_at,
      row.updated_at,
      ...labels.map((label) => row.answers.find((answer) => answer.label === label)?.value ?? null),
    ]),
  );
  return { csv, storeId: store.id };
}
