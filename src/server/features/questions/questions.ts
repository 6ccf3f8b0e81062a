import type { Kysely } from "kysely";
import { ANSWER_MESSAGES } from "../../../contract/question-answers";
import type { Question, QuestionList, QuestionsRequest } from "../../../contract/questions";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { recordActivity, requireMyStore } from "../stores";

type Row = {
  id: number;
  label: string;
  kind: Question["kind"];
  required: number | boolean;
  choices: string | null;
};

const toQuestion = ({ id, label, kind, required, choices }: Row): Question => ({
  id,
  label,
  kind,
  required: Boolean(required),
  ...(kind === "choice" && { choices: JSON.parse(choices ?? "[]") as string[] }),
});

/** A store's questions in the order it asks them (docs/product.md#the-stores-questions). */
export async function listQuestions(db: Kysely<DB>, storeId: number): Promise<Question[]> {
  const rows = await db
    .selectFrom("store_question")
    .select(["id", "label", "kind", "required", "choices"])
    .where("vendor_id", "=", storeId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(toQuestion);
}

/** GET /api/vendors/me/questions. */
export async function readMyQuestions(db: Kysely<DB>, user: SessionUser): Promise<QuestionList> {
  const store = await requireMyStore(db, user, "read");
  return { questions: await listQuestions(db, store.id) };
}

/**
 * PUT /api/vendors/me/questions: the list as it is to be asked. A question sent with its id is
 * kept (same id, new text, kind or place); one without is new; one left out is removed. Answers
 * already sent keep the words they were asked with, so none of this changes them.
 */
export async function replaceMyQuestions(
  db: Kysely<DB>,
  user: SessionUser,
  { questions }: QuestionsRequest,
): Promise<QuestionList> {
  const store = await requireMyStore(db, user, "agreement");
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("store_question")
      .select("id")
      .where("vendor_id", "=", store.id)
      .execute();
    const currentIds = new Set(current.map((row) => row.id));
    const keptIds = new Set(questions.flatMap((question) => question.id ?? []));
    // An id of another store's question, or of one removed meanwhile (the editor open twice).
    if ([...keptIds].some((id) => !currentIds.has(id))) {
      throw badRequest(ANSWER_MESSAGES.unknown, undefined, "UNKNOWN_QUESTION");
    }
    const removed = [...currentIds].filter((id) => !keptIds.has(id));
    if (removed.length) await trx.deleteFrom("store_question").where("id", "in", removed).execute();
    const now = new Date().toISOString();
    for (const [position, { id, label, kind, required, choices }] of questions.entries()) {
      const values = {
        position,
        label,
        kind,
        required: required ? 1 : 0,
        choices: kind === "choice" ? JSON.stringify(choices) : null,
        updated_at: now,
      };
      if (id === undefined) {
        await trx
          .insertInto("store_question")
          .values({ ...values, vendor_id: store.id, created_at: now })
          .execute();
      } else {
        await trx.updateTable("store_question").set(values).where("id", "=", id).execute();
      }
    }
    await recordActivity(trx, { storeId: store.id, actorId: user.id, action: "questions_changed" });
  });
  return { questions: await listQuestions(db, store.id) };
}

/**
 * GET /api/pets/{id}/questions: what the Adopt Now form asks for this pet. Only a pet on offer
 * has them: a missing, draft or adopted pet, or one of a store not yet approved, is a 404.
 */
export async function listPetQuestions(db: Kysely<DB>, petId: number): Promise<QuestionList> {
  const pet = await db
    .selectFrom("pet")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .select(["pet.vendor_id", "pet.post_status", "vendor.status as vendor_status"])
    .where("pet.id", "=", petId)
    .executeTakeFirst();
  if (!pet || pet.post_status !== "published" || pet.vendor_status !== "active") {
    throw notFound("No such pet", "PET_NOT_FOUND");
  }
  return { questions: await listQuestions(db, pet.vendor_id) };
}
