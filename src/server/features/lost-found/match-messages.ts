import type { Kysely } from "kysely";
import { nepalDay } from "../../../contract/calendar";
import type { MatchMessage } from "../../../contract/lost-found";
import type { SessionUser } from "../../auth/session";
import type { DB } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { conflict } from "../../lib/errors";
import { textPerson } from "../../sms/text-person";
import { newMessageMail, newMessageText, reportLink } from "./match-texts";
import { readOwnMatch, type Side } from "./matches";

type Deps = Pick<AppDeps, "db" | "mail" | "config" | "dialect">;

/** Messages an account may send about its pairs in an hour (spam and SMS cost). */
export const MATCH_MESSAGES_PER_HOUR = 30;

/**
 * Message texts one person gets in a Nepal day across all her pairs: many reports made to pair
 * with hers cannot flood her phone; the mail still goes (docs/decisions/050-lost-and-found.md).
 */
export const MESSAGE_TEXTS_PER_RECIPIENT_DAILY = 3;

const other = (side: Side): Side => (side === "lost" ? "found" : "lost");

/** Earlier messages of this writer in this pair, after `afterId`, since `since`. */
async function earlierFrom(
  trx: Kysely<DB>,
  matchId: number,
  senderId: string,
  { beforeId, afterId = 0, since }: { beforeId: number; afterId?: number; since?: string },
) {
  let query = trx
    .selectFrom("lost_found_message")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("match_id", "=", matchId)
    .where("sender_id", "=", senderId)
    .where("id", ">", afterId)
    .where("id", "<", beforeId);
  if (since) query = query.where("created_at", ">=", since);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Pairs of hers on which someone else wrote to her since `since`, before message `beforeId`, but
 * this one: the first message of each was texted while the day's texts lasted.
 */
async function pairsWrittenToday(
  trx: Kysely<DB>,
  recipientId: string,
  { matchId, beforeId, since }: { matchId: number; beforeId: number; since: string },
) {
  const { n } = await trx
    .selectFrom("lost_found_message as message")
    .innerJoin("lost_found_match as pair", "pair.id", "message.match_id")
    .innerJoin("lost_found_report as lost", "lost.id", "pair.lost_id")
    .innerJoin("lost_found_report as found", "found.id", "pair.found_id")
    .select((eb) => eb.fn.count("message.match_id").distinct().as("n"))
    .where((eb) =>
      eb.or([eb("lost.user_id", "=", recipientId), eb("found.user_id", "=", recipientId)]),
    )
    .where("message.sender_id", "!=", recipientId)
    .where("message.match_id", "!=", matchId)
    .where("message.id", "<", beforeId)
    .where("message.created_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * A reporter writes only while her own report is open, or after the pair was marked reunited
 * (which closes both): a closed or expired report cannot be kept to message its pairs.
 */
async function requireMayWrite(
  trx: Kysely<DB>,
  row: { lost_id: number; found_id: number; state: string },
  side: Side,
) {
  if (row.state === "not_a_match") {
    throw conflict("This pair was marked not a match", "MATCH_CLOSED");
  }
  if (row.state === "reunited") return;
  const mine = await trx
    .selectFrom("lost_found_report")
    .select("status")
    .where("id", "=", side === "lost" ? row.lost_id : row.found_id)
    .executeTakeFirstOrThrow();
  if (mine.status !== "open") {
    throw conflict("Your report is no longer open; renew it to write again", "REPORT_NOT_OPEN");
  }
}

/**
 * POST /api/lost-found/matches/{id}/messages: one reporter writes to the other. The other is
 * mailed once until she reads the thread, and texted at most once a Nepal day per pair and
 * MESSAGE_TEXTS_PER_RECIPIENT_DAILY a day in all, with the link and never the words
 * (docs/decisions/050-lost-and-found.md).
 */
export async function sendMatchMessage(
  deps: Deps,
  user: SessionUser,
  matchId: number,
  text: string,
): Promise<MatchMessage> {
  const sent = await deps.db.transaction().execute(async (trx) => {
    const { row, side } = await readOwnMatch(trx, user, matchId);
    await requireMayWrite(trx, row, side);
    const recipient = other(side);
    const recipientId = recipient === "lost" ? row.lost_user_id : row.found_user_id;
    // Her texts of the day are counted and sent one message at a time (PostgreSQL; SQLite
    // writes one at a time), so messages sent at once cannot all pass the count. NO KEY UPDATE:
    // the message's sender key takes a KEY SHARE on the sender's row, and when both reporters
    // write at once each holds the other's row; FOR UPDATE would deadlock them.
    await trx
      .selectFrom("user")
      .select("id")
      .where("id", "=", recipientId)
      .$if(deps.dialect === "postgres", (query) => query.forNoKeyUpdate())
      .execute();
    const now = new Date();
    const at = now.toISOString();
    const message = await trx
      .insertInto("lost_found_message")
      .values({ match_id: matchId, sender_id: user.id, text, created_at: at })
      .returning(["id", "text", "created_at"])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("lost_found_match")
      .set({ last_message_at: at })
      .where("id", "=", matchId)
      .execute();
    const readId = recipient === "lost" ? row.lost_read_id : row.found_read_id;
    const unreadBefore = await earlierFrom(trx, matchId, user.id, {
      beforeId: message.id,
      afterId: readId,
    });
    const since = new Date(`${nepalDay(now)}T00:00:00+05:45`).toISOString();
    const todayBefore = await earlierFrom(trx, matchId, user.id, { beforeId: message.id, since });
    const texted = await pairsWrittenToday(trx, recipientId, {
      matchId,
      beforeId: message.id,
      since,
    });
    await tellOther(deps, trx, row, recipient, {
      text,
      mail: unreadBefore === 0,
      sms: todayBefore === 0 && texted < MESSAGE_TEXTS_PER_RECIPIENT_DAILY,
    });
    return { ...message, mine: true };
  });
  deps.mail.kick();
  return sent;
}

/** The other reporter hears of the message, as the rules above allow. */
async function tellOther(
  deps: Deps,
  trx: Kysely<DB>,
  row: {
    id: number;
    lost_id: number;
    found_id: number;
    lost_user_id: string;
    found_user_id: string;
  },
  recipient: Side,
  { text, mail, sms }: { text: string; mail: boolean; sms: boolean },
) {
  if (!mail && !sms) return;
  const [theirs, mine] =
    recipient === "lost" ? [row.lost_id, row.found_id] : [row.found_id, row.lost_id];
  const userId = recipient === "lost" ? row.lost_user_id : row.found_user_id;
  const person = await trx
    .selectFrom("user")
    .select(["email", "name", "language"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const about = await trx
    .selectFrom("lost_found_report as report")
    .innerJoin("category", "category.id", "report.category_id")
    .select([
      "report.kind",
      "report.district",
      "report.seen_on",
      "category.category as species",
      "category.category_ne as species_ne",
    ])
    .where("report.id", "=", mine)
    .executeTakeFirstOrThrow();
  if (!person) return;
  const link = reportLink(deps.config, theirs, row.id);
  if (mail) await deps.mail.enqueue(newMessageMail(deps.config, person, about, text, link), trx);
  if (sms) {
    await textPerson(deps.mail, trx, userId, (language) =>
      newMessageText(deps.config, language, about, link),
    );
  }
}
