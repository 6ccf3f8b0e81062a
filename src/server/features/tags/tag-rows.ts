import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Config } from "../../config";
import type { DB } from "../../db/schema";

/*
 * An animal's one tag (docs/product.md#qr-tags): its token is the whole secret of the relay
 * page's link, so it is random and long enough that nobody finds a tag by trying.
 */

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** 80 random bits as 16 lower-case base32 letters: short on a printed tag, never guessed. */
export function newTagToken() {
  let bits = 0;
  let value = 0;
  let token = "";
  for (const byte of randomBytes(10)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return token;
}

/** What the QR code holds: the tag's relay page on this site. */
export const tagUrl = (config: Pick<Config, "publicUrl">, token: string) =>
  `${config.publicUrl}/t/${token}`;

export type TagAnimalRef = { petId: number } | { dogId: number };

/** The animal's tag: the first made, or a new one when it has none. */
export async function ensureTag(db: Kysely<DB>, animal: TagAnimalRef, userId: string) {
  const column = "petId" in animal ? "pet_id" : "dog_id";
  const id = "petId" in animal ? animal.petId : animal.dogId;
  const existing = await db
    .selectFrom("animal_tag")
    .select(["id", "token"])
    .where(column, "=", id)
    .orderBy("id")
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto("animal_tag")
    .values({
      token: newTagToken(),
      pet_id: column === "pet_id" ? id : null,
      dog_id: column === "dog_id" ? id : null,
      created_by: userId,
      created_at: new Date().toISOString(),
    })
    .returning(["id", "token"])
    .executeTakeFirstOrThrow();
}
