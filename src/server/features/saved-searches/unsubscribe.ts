import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/errors";
import { asMailLanguage, type MailLanguage } from "../../mail/account-language";
import { SAVED_SEARCH_LIMIT } from "../../../contract/saved-searches";
import { setPaused } from "./saved-searches";

/**
 * An alert's unsubscribe link carries `<search ids>.<HMAC of them>` under the app's secret (ids
 * joined by "-", one alert being about all of a person's searches with new pets): it works
 * without signing in, for those searches only, and cannot be made up for others.
 */
const signature = (secret: string, ids: string) =>
  createHmac("sha256", secret).update(`saved-search-unsubscribe:${ids}`).digest("base64url");

export const unsubscribeToken = (secret: string, ...searchIds: number[]) => {
  const ids = searchIds.join("-");
  return `${ids}.${signature(secret, ids)}`;
};

const invalidLink = () => new AppError(400, "This unsubscribe link is not valid", "INVALID_TOKEN");

const TOKEN = new RegExp(`^(\\d{1,10}(?:-\\d{1,10}){0,${SAVED_SEARCH_LIMIT - 1}})\\.([\\w-]{43})$`);

function searchIdsOf(secret: string, token: string): number[] {
  const match = TOKEN.exec(token);
  if (!match) throw invalidLink();
  const expected = Buffer.from(signature(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  if (!timingSafeEqual(expected, given)) throw invalidLink();
  return match[1]!.split("-").map(Number);
}

/**
 * Pauses the searches a link names (docs/decisions/041-saved-search-alerts.md): their owner keeps
 * them on her dashboard and can resume them there. Clicking twice is the same as once; a search
 * deleted since is passed over.
 */
export async function unsubscribe(
  { db, config }: Pick<AppDeps, "db" | "config">,
  token: string,
): Promise<{ names: string[]; language: MailLanguage }> {
  const ids = searchIdsOf(config.authSecret, token);
  const searches = await db
    .selectFrom("saved_search")
    .innerJoin("user", "user.id", "saved_search.user_id")
    .select(["saved_search.id", "saved_search.user_id", "user.language"])
    .where("saved_search.id", "in", ids)
    .orderBy("saved_search.id")
    .execute();
  // All deleted since: there is nothing left to send, which is what she asked for.
  if (searches.length === 0) {
    throw new AppError(404, "This search was deleted", "SAVED_SEARCH_NOT_FOUND");
  }
  const names: string[] = [];
  for (const search of searches) {
    names.push((await setPaused(db, search.user_id, search.id, true)).name);
  }
  return { names, language: asMailLanguage(searches[0]!.language) };
}
