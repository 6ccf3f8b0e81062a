import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from "react";
import type { KeyOf, Namespace, TFunction } from "./keys";
import type { Language, TextOptions, Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

/** The page's words: the browser's translator, or on the server the one of the page rendered. */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * The texts of `namespaces` ("common" when none is named) in the reader's language, and that
 * language. A component whose words are not in yet suspends until they are; a change of
 * language draws it again.
 */
export function useTranslation<const N extends Namespace | readonly Namespace[] = "common">(
  namespaces?: N,
): { t: TFunction<N>; language: Language } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation needs a TranslatorProvider");
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  const list: readonly string[] =
    namespaces === undefined
      ? ["common"]
      : typeof namespaces === "string"
        ? [namespaces]
        : namespaces;
  const own = list[0]!;
  const t = useMemo(
    () =>
      ((key: string, options?: TextOptions) => translator.text(own, key, options)) as TFunction<N>,
    // A new `t` for a new language, so what was memoized with the old one is made again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `language` is that reason
    [translator, own, language],
  );
  const pending = translator.need(list);
  if (pending) throw pending;
  return { t, language };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>/g;
const MARK = "\u0000";
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`, "g");

/**
 * A text with tags in it (`<strong>{{title}}</strong>`), drawn with the element `components`
 * names for each tag around what the tag holds. The values are placed after the tags are read,
 * so a value that looks like a tag stays text.
 */
export function Trans<N extends Namespace | readonly Namespace[]>({
  t,
  i18nKey,
  values = {},
  components,
}: {
  t: TFunction<N>;
  i18nKey: KeyOf<N>;
  values?: TextOptions;
  components: Record<string, ReactElement>;
}) {
  const marked = Object.fromEntries(
    Object.keys(values).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const text = t(i18nKey, { ...marked, count: values.count });
  const fill = (part: string) =>
    part.replace(MARKED, (_, name: string) => String(values[name] ?? ""));
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(fill(text.slice(at, match.index)));
    const [, name, inner] = match;
    const element = components[name!];
    parts.push(element ? cloneElement(element, { key: match.index }, fill(inner!)) : fill(inner!));
    at = match.index + match[0].length;
  }
  parts.push(fill(text.slice(at)));
  return <Fragment>{parts}</Fragment>;
}
