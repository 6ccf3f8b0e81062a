import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Dialect } from "./database";

/**
 * Full-text search over pets' name, breed and description, the one place where SQLite
 * (an FTS5 table kept in sync by triggers) and PostgreSQL (a generated tsvector with a
 * GIN index) differ. Words match by their beginning ("lab" finds Labrador), any case.
 */

/** Letters, digits and combining marks (Devanagari vowel signs): what both databases index. */
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/** The indexable tokens of what a visitor typed; none for input such as "%" or "_". */
export const searchTokens = (words: string[]) =>
  words.flatMap((word) => word.toLowerCase().match(TOKEN) ?? []);

/**
 * pet.id is one of the pets whose text, for each word, holds every token of one of the word's
 * spellings (each token as a word beginning). A word's spellings are its tokens as typed and
 * its romanized key's (contract/search-key.ts), so "kaali" finds the key "kali" of "काली".
 */
export function petMatchesWords(dialect: Dialect, words: string[][][]): RawBuilder<boolean> {
  const spellings = words
    .map((spelling) => spelling.filter((tokens) => tokens.length))
    .filter((spelling) => spelling.length);
  if (dialect === "postgres") {
    const query = spellings
      .map(
        (word) => `(${word.map((tokens) => tokens.map((t) => `${t}:*`).join(" & ")).join(" | ")})`,
      )
      .join(" & ");
    return sql<boolean>`pet.search @@ to_tsquery('simple', ${query})`;
  }
  const query = spellings
    .map(
      (word) =>
        `(${word.map((tokens) => tokens.map((t) => `"${t}"*`).join(" AND ")).join(" OR ")})`,
    )
    .join(" AND ");
  return sql<boolean>`pet.id in (select rowid from pet_fts where pet_fts match ${query})`;
}

/** The columns indexed when full-text search began (migration 0007). */
const FIRST_PET_TEXT = ["name", "breed", "description"] as const;

/** The index over `text`, pet columns of text (nullable ones read as empty). */
export async function createPetSearch(
  db: Kysely<unknown>,
  dialect: Dialect,
  text: readonly string[] = FIRST_PET_TEXT,
) {
  if (dialect === "postgres") {
    const words = text.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `);
    await sql
      .raw(
        `alter table pet add column search tsvector generated always as (to_tsvector('simple', ${words})) stored`,
      )
      .execute(db);
    await sql`create index pet_search_idx on pet using gin (search)`.execute(db);
    return;
  }
  const columns = text.join(", ");
  const values = (row: "new" | "old") => text.map((c) => `${row}.${c}`).join(", ");
  await sql
    .raw(
      `create virtual table pet_fts using fts5(${columns}, content='pet', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    )
    .execute(db);
  const remove = `insert into pet_fts(pet_fts, rowid, ${columns}) values ('delete', old.id, ${values("old")});`;
  const add = `insert into pet_fts(rowid, ${columns}) values (new.id, ${values("new")});`;
  await sql.raw(`create trigger pet_fts_insert after insert on pet begin ${add} end`).execute(db);
  await sql
    .raw(`create trigger pet_fts_delete after delete on pet begin ${remove} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger pet_fts_update after update of ${columns} on pet begin ${remove} ${add} end`,
    )
    .execute(db);
  await sql`insert into pet_fts(pet_fts) values ('rebuild')`.execute(db);
}

export async function dropPetSearch(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "postgres") {
    await sql`alter table pet drop column search`.execute(db);
    return;
  }
  for (const trigger of ["pet_fts_insert", "pet_fts_delete", "pet_fts_update"]) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
  await sql`drop table pet_fts`.execute(db);
}
