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

/** pet.id is one of the pets whose text holds every token (each as a word beginning). */
export function petMatchesTokens(dialect: Dialect, tokens: string[]): RawBuilder<boolean> {
  if (dialect === "postgres") {
    const query = tokens.map((token) => `${token}:*`).join(" & ");
    return sql<boolean>`pet.search @@ to_tsquery('simple', ${query})`;
  }
  const query = tokens.map((token) => `"${token}"*`).join(" AND ");
  return sql<boolean>`pet.id in (select rowid from pet_fts where pet_fts match ${query})`;
}

const PET_TEXT = ["name", "breed", "description"] as const;

export async function createPetSearch(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "postgres") {
    await sql`alter table pet add column search tsvector generated always as (
      to_tsvector('simple', name || ' ' || coalesce(breed, '') || ' ' || description)
    ) stored`.execute(db);
    await sql`create index pet_search_idx on pet using gin (search)`.execute(db);
    return;
  }
  const columns = PET_TEXT.join(", ");
  const values = (row: "new" | "old") => PET_TEXT.map((c) => `${row}.${c}`).join(", ");
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
