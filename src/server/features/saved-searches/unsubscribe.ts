import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";
import { asMailLanguage, type MailLanguage } from "../../mail/account-language";
import { setPaused } from "./saved-searches";

/**
 * An alert's unsubscribe link carries `<search id>.<HMAC of it>` under the app's secret: it
 * works without signing in, for that one search only, and cannot be made up for another.
 */
const signature = (secret: string, searchId: number) =>
  createHmac("sha256", secret).update(`saved-search-unsubscribe:${searchId}`).digest("base64url");

export const unsubscribeToken = (secret: string, searchId: number) =>
  `${searchId}.${signature(secret, searchId)}`;

const invalidLink = () => new AppError(400, "This unsubscribe link is not valid", "INVALID_TOKEN");

function searchIdOf(secret: string, token: string): number {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) throw invalidLink();
  const id = Number(match[1]);
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(match[2]!);
  if (!timingSafeEqual(expected, given)) throw invalidLink();
  return id;
}

/**
 * Pauses the search a link names (docs/decisions/041-saved-search-alerts.md): its owner keeps it
 * on her dashboard and can resume it there. Clicking twice is the same as once.
 */
export async function unsubscribe(
  { db, config }: Pick<AppDeps, "db" | "config">,
  token: string,
): Promise<{ name: string; language: MailLanguage }> {
  const id = searchIdOf(config.authSecret, token);
  const search = await db
    .selectFrom("saved_search")
    .innerJoin("user", "user.id", "saved_search.user_id")
    .select(["saved_search.user_id", "user.language"])
    .where("saved_search.id", "=", id)
    .executeTakeFirst();
  // A search deleted since: there is nothing left to send, which is what she asked for.
  if (!search) throw new AppError(404, "This search was deleted", "SAVED_SEARCH_NOT_FOUND");
  const { name } = await setPaused(db, search.user_id, id, true);
  return { name, language: asMailLanguage(search.language) };
}
