import type { Kysely } from "kysely";
import type {
  ConversationList,
  ConversationSide,
  ConversationSummary,
  ConversationThread,
  Message,
  SendMessageRequest,
  SentMessage,
} from "../../../contract/conversations";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { forbidden, notFound } from "../../lib/errors";
import { textPerson } from "../../sms/text-person";
import { conversationMails, conversationText } from "./conversation-mails";
import {
  READER_ROLES,
  readerRoleIn,
  recordActivity,
  requireRoleFor,
  roleRefused,
  tellStore,
} from "../stores";

type Deps = Pick<AppDeps, "db" | "mail" | "config">;

/** A side is mailed again only after this long, unless it has read the conversation since. */
const MAIL_QUIET_MS = 10 * 60_000;

/** The most conversations a list shows: the ones with the newest messages. */
const LIST_LIMIT = 200;

const otherSide = (side: ConversationSide): ConversationSide =>
  side === "adopter" ? "store" : "adopter";

/** The conversation, its pet, store and two parties: what every use of one needs. */
function selectConversations(db: Kysely<DB>) {
  return db
    .selectFrom("conversation")
    .innerJoin("pet", "pet.id", "conversation.pet_id")
    .innerJoin("vendor", "vendor.id", "pet.vendor_id")
    .innerJoin("user as adopter", "adopter.id", "conversation.user_id")
    .leftJoin("application as request", (join) =>
      join.on("request.id", "=", (eb) =>
        eb
          .selectFrom("application as newest")
          .select("newest.id")
          .whereRef("newest.user_id", "=", "conversation.user_id")
          .whereRef("newest.pet_id", "=", "conversation.pet_id")
          .orderBy("newest.id", "desc")
          .limit(1),
      ),
    )
    .select((eb) => [
      "conversation.id",
      "conversation.user_id",
      "conversation.last_message_at",
      "conversation.adopter_read_id",
      "conversation.store_read_id",
      "conversation.adopter_mailed_at",
      "conversation.store_mailed_at",
      "pet.id as pet_id",
      "pet.name as pet_name",
      "vendor.title as store_title",
      "vendor.id as store_id",
      "adopter.name as adopter_name",
      "adopter.email as adopter_email",
      "adopter.language as adopter_language",
      "request.id as request_id",
      "request.status as request_status",
      eb
        .selectFrom("pet_image")
        .select("pet_image.image_key")
        .whereRef("pet_image.pet_id", "=", "pet.id")
        .orderBy("pet_image.position")
        .orderBy("pet_image.id")
        .limit(1)
        .as("image_key"),
    ]);
}

type Conversation = Awaited<
  ReturnType<ReturnType<typeof selectConversations>["executeTakeFirstOrThrow"]>
>;

/** The caller's side of a conversation; anyone else, the admin too, is told it does not exist. */
async function readOwnConversation(db: Kysely<DB>, user: SessionUser, id: number) {
  const conversation = await selectConversations(db)
    .where("conversation.id", "=", id)
    .executeTakeFirst();
  const side: ConversationSide | null = !conversation
    ? null
    : conversation.user_id === user.id
      ? "adopter"
      : (await readerRoleIn(db, user.id, conversation.store_id))
        ? "store"
        : null;
  // Only its two parties read it, the store's whole team being one (docs/product.md#conversations):
  // a stranger learns nothing.
  if (!conversation || !side) {
    throw notFound("There is no such conversation", "CONVERSATION_NOT_FOUND");
  }
  return { conversation, side };
}

const senderName = (conversation: Conversation, side: ConversationSide) =>
  side === "adopter" ? conversation.adopter_name : conversation.store_title;

/** A member writing as the store: who she is, and whether she signs. */
interface StoreAuthor {
  id: string;
  name: string;
  firstName: string | null;
  signed: boolean;
}

/** The name she signs with: her first name, or her whole name when the account has none. */
const signature = (author: { name: string | null; firstName: string | null }) =>
  author.firstName?.trim() || author.name;

/**
 * A message as the reader sees it. The adopter sees the store, and a member's first name only
 * when she signed; the store's team sees which member wrote each of its messages.
 */
function toMessage(
  conversation: Conversation,
  readerSide: ConversationSide,
  row: Omit<Message, "sender_name" | "signed_by" | "written_by"> & {
    signed: number | boolean;
    writer_name: string | null;
    writer_first_name: string | null;
  },
): Message {
  const { signed, writer_name, writer_first_name, ...message } = row;
  const isStoreMessage = row.sender_side === "store";
  return {
    ...message,
    sender_name: senderName(conversation, row.sender_side),
    signed_by:
      isStoreMessage && Number(signed) && writer_name !== null
        ? signature({ name: writer_name, firstName: writer_first_name })
        : null,
    written_by: isStoreMessage && readerSide === "store" ? writer_name : null,
  };
}

/** What the list and the thread say about a conversation, as the caller sees it. */
function describe(conversation: Conversation, side: ConversationSide) {
  return {
    id: conversation.id,
    pet: {
      id: conversation.pet_id,
      name: conversation.pet_name,
      image_key: conversation.image_key ?? null,
    },
    my_side: side,
    other_name: senderName(conversation, otherSide(side)),
    request:
      conversation.request_id !== null && conversation.request_status !== null
        ? { id: conversation.request_id, status: conversation.request_status }
        : null,
  };
}

/** The conversation of a person and a pet, made if there is none (two at once make one). */
async function openConversation(trx: Kysely<DB>, userId: string, petId: number, now: string) {
  await trx
    .insertInto("conversation")
    .values({ pet_id: petId, user_id: userId, created_at: now, last_message_at: now })
    .onConflict((oc) => oc.columns(["user_id", "pet_id"]).doNothing())
    .execute();
  const { id } = await trx
    .selectFrom("conversation")
    .select("id")
    .where("user_id", "=", userId)
    .where("pet_id", "=", petId)
    .executeTakeFirstOrThrow();
  return id;
}

interface NewMessage {
  conversationId: number;
  side: ConversationSide;
  text: string;
  now: string;
  applicationId?: number;
  /** A store's message remembers the member who wrote it, and whether she signed. */
  author?: StoreAuthor;
}

const messageRow = (values: NewMessage) => ({
  conversation_id: values.conversationId,
  sender_side: values.side,
  kind: values.applicationId ? ("request" as const) : ("text" as const),
  application_id: values.applicationId ?? null,
  text: values.text,
  created_at: values.now,
  sender_id: values.author?.id ?? null,
  signed: values.author?.signed ? 1 : 0,
});

async function insertMessage(trx: Kysely<DB>, values: NewMessage) {
  const stored = await trx
    .insertInto("conversation_message")
    .values(messageRow(values))
    .returning(["id", "kind", "sender_side", "application_id", "text", "created_at", "signed"])
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("conversation")
    .set({ last_message_at: values.now })
    .where("id", "=", values.conversationId)
    .execute();
  return stored;
}

/**
 * A side is mailed about a new message unless it was mailed about this conversation less than
 * 10 minutes ago and has not read it since (reading clears `<side>_mailed_at`).
 */
function shouldMail(mailedAt: string | null, now: Date): boolean {
  return mailedAt === null || now.getTime() - Date.parse(mailedAt) >= MAIL_QUIET_MS;
}

/** Stores a message from one side, and in the same transaction mails the other when due. */
async function postMessage(
  deps: Deps,
  trx: Kysely<DB>,
  conversation: Conversation,
  side: ConversationSide,
  text: string,
  author?: StoreAuthor,
): Promise<SentMessage> {
  const now = new Date();
  const at = now.toISOString();
  const stored = await insertMessage(trx, {
    conversationId: conversation.id,
    side,
    text,
    now: at,
    author,
  });
  const message = toMessage(conversation, side, {
    ...stored,
    writer_name: author?.name ?? null,
    writer_first_name: author?.firstName ?? null,
  });
  if (author) {
    await recordActivity(trx, {
      storeId: conversation.store_id,
      actorId: author.id,
      action: "message_sent",
      petId: conversation.pet_id,
      applicationId: conversation.request_id,
      detail: { pet_name: conversation.pet_name, applicant_name: conversation.adopter_name },
    });
  }
  const recipient = otherSide(side);
  const mailedAt =
    recipient === "adopter" ? conversation.adopter_mailed_at : conversation.store_mailed_at;
  if (shouldMail(mailedAt, now)) {
    const news = {
      conversationId: conversation.id,
      petName: conversation.pet_name,
      // Signed, the adopter reads who wrote: "Sita · Kathmandu Animal Rescue".
      senderName: message.signed_by
        ? `${message.signed_by} · ${message.sender_name}`
        : message.sender_name,
      text,
    };
    if (recipient === "adopter") {
      const to = {
        email: conversation.adopter_email,
        name: conversation.adopter_name,
        language: conversation.adopter_language,
      };
      await deps.mail.enqueue(conversationMails(deps.config).newMessage(to, news), trx);
      // A text goes with the mail, under the same once-in-10-minutes rule.
      await textPerson(deps.mail, trx, conversation.user_id, (language) =>
        conversationText(deps.config, language, news),
      );
    } else {
      // The members who write as the store, each as she takes her notices.
      await tellStore(deps.mail, trx, conversation.store_id, "message", {
        mail: (member) => conversationMails(deps.config).newMessage(member, news),
        text: (language) => conversationText(deps.config, language, news),
      });
    }
    await trx
      .updateTable("conversation")
      .set(recipient === "adopter" ? { adopter_mailed_at: at } : { store_mailed_at: at })
      .where("id", "=", conversation.id)
      .execute();
  }
  return { conversation_id: conversation.id, message };
}

/**
 * POST /api/pets/{id}/messages: the caller's message about a pet, in her conversation about it.
 * Starting one needs a listed pet (the rule of GET /api/pets/{id}/questions); one already
 * started goes on whatever became of the pet. The store's team answers in the conversation.
 */
export async function sendAboutPet(
  deps: Deps,
  user: SessionUser,
  petId: number,
  text: string,
): Promise<SentMessage> {
  const sent = await deps.db.transaction().execute(async (trx) => {
    const pet = await trx
      .selectFrom("pet")
      .innerJoin("vendor", "vendor.id", "pet.vendor_id")
      .leftJoin("conversation", (join) =>
        join.onRef("conversation.pet_id", "=", "pet.id").on("conversation.user_id", "=", user.id),
      )
      .select([
        "pet.post_status",
        "vendor.status as store_status",
        "vendor.id as store_id",
        "conversation.id as conversation_id",
      ])
      .where("pet.id", "=", petId)
      .executeTakeFirst();
    const isListed = pet?.post_status === "published" && pet.store_status === "active";
    if (!pet || (!isListed && pet.conversation_id === null)) {
      throw notFound("No such pet", "PET_NOT_FOUND");
    }
    if (await readerRoleIn(trx, user.id, pet.store_id)) {
      throw forbidden(
        "You answer questions about your own pets in their conversations",
        "OWN_STORE_PET",
      );
    }
    const id =
      pet.conversation_id ??
      (await openConversation(trx, user.id, petId, new Date().toISOString()));
    const { conversation } = await readOwnConversation(trx, user, id);
    return postMessage(deps, trx, conversation, "adopter", text);
  });
  deps.mail.kick();
  return sent;
}

/** POST /api/conversations/{id}/messages: either party replies. */
export async function replyInConversation(
  deps: Deps,
  user: SessionUser,
  conversationId: number,
  { text, signed = false }: SendMessageRequest,
): Promise<SentMessage> {
  const sent = await deps.db.transaction().execute(async (trx) => {
    const { conversation, side } = await readOwnConversation(trx, user, conversationId);
    if (side === "adopter") return postMessage(deps, trx, conversation, side, text);
    // The whole team reads; only those who may write as the store answer (store-roles.ts).
    await requireRoleFor(trx, user.id, conversation.store_id, "message", roleRefused);
    const writer = await trx
      .selectFrom("user")
      .select(["name", "firstName"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    return postMessage(deps, trx, conversation, side, text, {
      id: user.id,
      name: writer.name,
      firstName: writer.firstName,
      signed,
    });
  });
  deps.mail.kick();
  return sent;
}

/**
 * A new adoption request joins the conversation of its person and pet, made if absent, as a
 * message of kind 'request'; the request's own mail to the store counts as this conversation's
 * mail (docs/product.md#conversations). Runs inside the request's transaction.
 */
export async function joinRequest(
  trx: Kysely<DB>,
  request: { id: number; user_id: string; pet_id: number; message: string; created_at: string },
) {
  const now = request.created_at;
  // Made or found, with its last message and the store's mail noted, in one statement: a
  // round trip per statement is most of an adoption request's cost (docs/benchmark.md).
  const { id } = await trx
    .insertInto("conversation")
    .values({
      pet_id: request.pet_id,
      user_id: request.user_id,
      created_at: now,
      last_message_at: now,
      store_mailed_at: now,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "pet_id"]).doUpdateSet({ last_message_at: now, store_mailed_at: now }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("conversation_message")
    .values(
      messageRow({
        conversationId: id,
        side: "adopter",
        text: request.message,
        now,
        applicationId: request.id,
      }),
    )
    .execute();
}

/** Unread messages: from the other side, after the last one this side read. */
function withUnread(db: Kysely<DB>, side: ConversationSide) {
  const readColumn =
    side === "adopter" ? "conversation.adopter_read_id" : "conversation.store_read_id";
  return selectConversations(db)
    .innerJoin("conversation_message as last", (join) =>
      join.on("last.id", "=", (eb) =>
        eb
          .selectFrom("conversation_message as newest")
          .select("newest.id")
          .whereRef("newest.conversation_id", "=", "conversation.id")
          .orderBy("newest.id", "desc")
          .limit(1),
      ),
    )
    .select((eb) => [
      "last.text as last_text",
      "last.kind as last_kind",
      "last.sender_side as last_side",
      "last.created_at as last_at",
      eb
        .selectFrom("conversation_message as unread")
        .select((count) => count.fn.countAll().as("n"))
        .whereRef("unread.conversation_id", "=", "conversation.id")
        .where("unread.sender_side", "=", otherSide(side))
        .whereRef("unread.id", ">", readColumn)
        .as("unread"),
    ])
    .orderBy("conversation.last_message_at", "desc")
    .orderBy("conversation.id", "desc")
    .limit(LIST_LIMIT);
}

/** GET /api/conversations: the caller's, as a person and for her stores' teams, newest first. */
export async function listConversations(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
): Promise<ConversationList> {
  const [asAdopter, asStore] = await Promise.all([
    withUnread(db, "adopter").where("conversation.user_id", "=", user.id).execute(),
    withUnread(db, "store")
      .where("vendor.id", "in", (eb) =>
        eb
          .selectFrom("store_member")
          .select("vendor_id")
          .where("user_id", "=", user.id)
          .where("role", "in", READER_ROLES),
      )
      .execute(),
  ]);
  const rows = [
    ...asAdopter.map((row) => ({ row, side: "adopter" as const })),
    ...asStore.map((row) => ({ row, side: "store" as const })),
  ];
  // ISO times in UTC sort as text.
  rows.sort((a, b) => (a.row.last_message_at < b.row.last_message_at ? 1 : -1));
  return {
    conversations: rows.slice(0, LIST_LIMIT).map(({ row, side }) => summarise(row, side)),
  };
}

type Listed = Awaited<ReturnType<ReturnType<typeof withUnread>["execute"]>>[number];

function summarise(row: Listed, side: ConversationSide): ConversationSummary {
  return {
    ...describe(row, side),
    last_message: {
      text: row.last_text,
      kind: row.last_kind,
      sender_side: row.last_side,
      created_at: row.last_at,
    },
    unread: Number(row.unread ?? 0),
  };
}

/**
 * GET /api/conversations/{id}/messages: every message, oldest first. Reading marks them read for
 * the caller and lets the next message mail her again.
 */
export async function readConversation(
  { db }: Pick<AppDeps, "db">,
  user: SessionUser,
  conversationId: number,
): Promise<ConversationThread> {
  const { conversation, side } = await readOwnConversation(db, user, conversationId);
  const rows = await db
    .selectFrom("conversation_message")
    .leftJoin("user as writer", "writer.id", "conversation_message.sender_id")
    .select([
      "conversation_message.id",
      "conversation_message.kind",
      "conversation_message.sender_side",
      "conversation_message.application_id",
      "conversation_message.text",
      "conversation_message.created_at",
      "conversation_message.signed",
      "writer.name as writer_name",
      "writer.firstName as writer_first_name",
    ])
    .where("conversation_message.conversation_id", "=", conversationId)
    .orderBy("conversation_message.id")
    .execute();
  const lastId = rows.at(-1)?.id ?? 0;
  await db
    .updateTable("conversation")
    .set(
      side === "adopter"
        ? { adopter_read_id: lastId, adopter_mailed_at: null }
        : { store_read_id: lastId, store_mailed_at: null },
    )
    .where("id", "=", conversationId)
    .execute();
  const messages = rows.map((row) => toMessage(conversation, side, row));
  return { ...describe(conversation, side), messages };
}

/**
 * When the store first answered the person about each request's pet (the timeline's "answered"
 * step): its first message in their conversation, before or after the request, since a question
 * asked first and the request are one conversation (docs/product.md#conversations).
 */
export async function firstRepliesTo(
  db: Kysely<DB>,
  applicationIds: number[],
): Promise<Map<number, string>> {
  if (!applicationIds.length) return new Map();
  const rows = await db
    .selectFrom("application")
    .innerJoin("conversation", (join) =>
      join
        .onRef("conversation.user_id", "=", "application.user_id")
        .onRef("conversation.pet_id", "=", "application.pet_id"),
    )
    .innerJoin("conversation_message as reply", "reply.conversation_id", "conversation.id")
    .where("reply.sender_side", "=", "store")
    .where("application.id", "in", applicationIds)
    .groupBy("application.id")
    .select((eb) => ["application.id", eb.fn.min("reply.created_at").as("answered_at")])
    .execute();
  return new Map(rows.map((row) => [row.id, String(row.answered_at)]));
}
