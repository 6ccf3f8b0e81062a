import { toDevanagariDigits } from "../../contract/nepali-script";

/**
 * The app's words: a lookup over the JSON in locales/ (decision 042). Each namespace of each
 * language is fetched when first needed; a server-rendered page brings the ones it used.
 */
export type Language = "en" | "ne";

/** A page's words: each namespace it used, in its language (what the server sends along). */
export type Words = Record<string, Record<string, unknown>>;

/** What fills a text's `{{name}}` placeholders; `count` also picks its plural form. */
export interface TextOptions {
  count?: number;
  defaultValue?: string;
  /** The namespace to read, when not the caller's own. */
  ns?: string;
  [name: string]: unknown;
}

type Load = (language: Language, namespace: string) => Promise<Record<string, unknown>>;

const NUMBER_TEXT = /^\+?[\d\s-]*\d$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralOf = (language: Language, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

/**
 * A namespace's texts by dotted path, made once per tree: a page's render looks up a few
 * thousand texts, and splitting each key to walk the tree was ~5% of a pet page's render.
 * Trees are never changed once loaded (a language's namespace is replaced whole).
 */
const flatTexts = new WeakMap<object, Map<string, string>>();

function flatten(tree: Record<string, unknown>, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    // A key with a dot in it could never be reached by a dotted path.
    if (key.includes(".")) continue;
    if (typeof value === "string") into.set(prefix + key, value);
    else if (typeof value === "object" && value !== null) {
      flatten(value as Record<string, unknown>, `${prefix}${key}.`, into);
    }
  }
  return into;
}

function find(tree: Record<string, unknown> | undefined, path: string): string | undefined {
  if (typeof tree !== "object" || tree === null) return undefined;
  let texts = flatTexts.get(tree);
  if (!texts) flatTexts.set(tree, (texts = flatten(tree, "", new Map())));
  return texts.get(path);
}

/**
 * `key` of `words`, in its plural form for `count` (`_zero` when there is one, then the
 * language's rule, as i18next named them), with the placeholders filled. A missing text
 * reads as `defaultValue`, or the key itself.
 */
export function textOf(
  language: Language,
  words: Record<string, unknown> | undefined,
  key: string,
  options: TextOptions = {},
): string {
  const { count } = options;
  const forms =
    typeof count === "number"
      ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(language, count)}`, key]
      : [key];
  let text: string | undefined;
  for (const form of forms) if ((text = find(words, form)) !== undefined) break;
  text ??= options.defaultValue ?? key;
  // A number put into a Nepali text, a count or a phone number, is written in Devanagari digits
  // (docs/product.md#glossary); a text with letters (a name, a code like D-000012) stays as it is.
  const fill = (value: unknown) =>
    language === "ne" && (typeof value === "number" || NUMBER_TEXT.test(String(value)))
      ? toDevanagariDigits(String(value))
      : String(value ?? "");
  return text.includes("{{")
    ? text.replace(PLACEHOLDER, (_, name: string) => fill(options[name]))
    : text;
}

export interface Translator {
  readonly language: Language;
  /** A text of `namespace` (or of `ns:` written before the key). */
  text(namespace: string, key: string, options?: TextOptions): string;
  /**
   * Notes `namespaces` as read (a rendered page sends their words along) and loads those not
   * yet in, in the current language: the promise to wait for, or undefined when all are in.
   */
  need(namespaces: readonly string[]): Promise<void> | undefined;
  /** Loads every namespace loaded so far in `language`, then switches to it. */
  setLanguage(language: Language): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Namespaces read since the translator was made, with their words in its language. */
  usedWords(): Words;
}

/**
 * `words` may be shared: the server's translators for each page read one copy of every
 * language (they never load); the browser's starts from the page's and fetches the rest.
 */
export function createTranslator(
  language: Language,
  words: Partial<Record<Language, Words>>,
  loadNamespace?: Load,
): Translator {
  let current = language;
  const used = new Set<string>();
  const listeners = new Set<() => void>();
  const loading = new Map<string, Promise<void>>();
  const bundle = (lang: Language, namespace: string) => words[lang]?.[namespace];

  const loadIn = (lang: Language, namespaces: readonly string[]) =>
    Promise.all(
      namespaces.map((namespace) => {
        if (bundle(lang, namespace)) return undefined;
        const id = `${lang}/${namespace}`;
        let promise = loading.get(id);
        if (!promise) {
          if (!loadNamespace) throw new Error(`No ${lang} words for ${namespace}`);
          promise = loadNamespace(lang, namespace).then((tree) => {
            (words[lang] ??= {})[namespace] = tree;
          });
          promise.catch(() => loading.delete(id));
          loading.set(id, promise);
        }
        return promise;
      }),
    ).then(() => undefined);

  return {
    get language() {
      return current;
    },
    text(namespace, key, options) {
      const split = key.indexOf(":");
      const ns = options?.ns ?? (split > 0 ? key.slice(0, split) : namespace);
      const path = split > 0 && !options?.ns ? key.slice(split + 1) : key;
      used.add(ns);
      return textOf(current, bundle(current, ns), path, options);
    },
    need(namespaces) {
      namespaces.forEach((namespace) => used.add(namespace));
      const missing = namespaces.filter((namespace) => !bundle(current, namespace));
      return missing.length > 0 ? loadIn(current, missing) : undefined;
    },
    async setLanguage(next) {
      await loadIn(next, Object.keys(words[current] ?? {}));
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    usedWords: () =>
      Object.fromEntries(
        [...used].flatMap((namespace) => {
          const tree = bundle(current, namespace);
          return tree ? [[namespace, tree]] : [];
        }),
      ),
  };
}
