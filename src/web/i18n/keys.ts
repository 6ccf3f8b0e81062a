import type accounts from "./locales/en/accounts.json";
import type admin from "./locales/en/admin.json";
import type adoption from "./locales/en/adoption.json";
import type agreement from "./locales/en/agreement.json";
import type catalogue from "./locales/en/catalogue.json";
import type common from "./locales/en/common.json";
import type communityDogs from "./locales/en/communityDogs.json";
import type content from "./locales/en/content.json";
import type conversations from "./locales/en/conversations.json";
import type coverage from "./locales/en/coverage.json";
import type donations from "./locales/en/donations.json";
import type errors from "./locales/en/errors.json";
import type figures from "./locales/en/figures.json";
import type fosters from "./locales/en/fosters.json";
import type home from "./locales/en/home.json";
import type lostFound from "./locales/en/lostFound.json";
import type profile from "./locales/en/profile.json";
import type questions from "./locales/en/questions.json";
import type records from "./locales/en/records.json";
import type savedSearches from "./locales/en/saved-searches.json";
import type stores from "./locales/en/stores.json";
import type tags from "./locales/en/tags.json";
import type team from "./locales/en/team.json";
import type { TextOptions } from "./translator";

/** English is the source of truth: keys used in code are checked against it at compile time. */
interface Resources {
  accounts: typeof accounts;
  admin: typeof admin;
  adoption: typeof adoption;
  agreement: typeof agreement;
  catalogue: typeof catalogue;
  common: typeof common;
  communityDogs: typeof communityDogs;
  content: typeof content;
  conversations: typeof conversations;
  coverage: typeof coverage;
  donations: typeof donations;
  errors: typeof errors;
  figures: typeof figures;
  fosters: typeof fosters;
  home: typeof home;
  lostFound: typeof lostFound;
  profile: typeof profile;
  questions: typeof questions;
  records: typeof records;
  "saved-searches": typeof savedSearches;
  stores: typeof stores;
  tags: typeof tags;
  team: typeof team;
}

export type Namespace = keyof Resources;

type Plural = "zero" | "one" | "two" | "few" | "many" | "other";
/** A plural form's key is read by its base: `body_one` and `body_other` are `body`. */
type Base<K extends string> = K extends `${infer B}_${Plural}` ? B : K;

/** Every text's key path in a namespace's words, e.g. "nav.home". */
type Keys<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${Base<K>}`
    : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** One namespace's keys, or the first's and the others' written `ns:key`. */
export type KeyOf<N extends Namespace | readonly Namespace[]> = N extends Namespace
  ? Keys<Resources[N]>
  : N extends readonly [infer First extends Namespace, ...infer Others extends Namespace[]]
    ? | Keys<Resources[First]>
      | { [O in Others[number]]: `${O}:${Keys<Resources[O]>}` }[Others[number]]
    : never;

/** A component's `t`: the texts of its namespaces, by key. */
export type TFunction<N extends Namespace | readonly Namespace[] = "common"> = (
  key: KeyOf<N>,
  options?: TextOptions,
) => string;
