import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/*
 * The glossary of docs/product.md#glossary, held: one word per idea in Nepali, Devanagari digits
 * in Nepali lines, a postposition written onto the name it follows, and the English texts
 * written one way. It reads the words as files, the server's Nepali mails and SMS included.
 */
const repo = join(import.meta.dirname, "../../..");
const locales = join(import.meta.dirname, "locales");

/** Every text of a locale file, by its key path. */
function textsOf(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textsOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const localeTexts = (language: "en" | "ne") =>
  readdirSync(join(locales, language)).flatMap((file) =>
    textsOf(JSON.parse(readFileSync(join(locales, language, file), "utf8"))).map(([key, text]) => ({
      where: `${language}/${file} ${key}`,
      text,
    })),
  );

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The server's Nepali lines: its mails' and SMS' templates (the demo data is not the product's words). */
const serverNepaliLines = sourceFiles(join(repo, "src/server"))
  .filter((path) => !path.includes("/db/"))
  .flatMap((path) =>
    readFileSync(path, "utf8")
      .split("\n")
      .map((line, index) => ({ where: `${relative(repo, path)}:${index + 1}`, text: line }))
      .filter(({ text }) => DEVANAGARI.test(text) && !/^\s*(\/\/|\*|\/\*)/.test(text)),
  );

const nepaliTexts = [...localeTexts("ne"), ...serverNepaliLines];

/** A word the glossary replaced, and the one to write instead. */
const NOT_NEPALI: [RegExp, string][] = [
  [/साइन इन/, "लग इन"],
  [/आवेदन|निवेदन/, "अनुरोध"],
  [/विक्रेता|स्टोर/, "केन्द्र"],
  [/घरपालुवा|पाल्तु/, "जनावर"],
  [/सुरक्षित (गर|भ[यए]|:)/, "सेभ"],
  [/ई-?सेवा|इ-सेवा|\b[Ee]-?Sewa\b|\bKhalti\b/, "इसेवा, खल्ती"],
];

// A postposition is written onto the name it follows: "राम थापाले", not "राम थापा ले".
const POSTPOSITION =
  "(ले|को|का|की|मा|लाई|बाट|बारे|बारेको|बारेमा|सँग|सँगको|सम्म|देखि|मार्फत)(?=$|[\\s।,:;!?)\"'`]|\\$)";
// A placeholder may be wrapped in a tag of its own: "<address>{{email}}</address> मा".
const SPACED_AFTER_PLACEHOLDER = new RegExp(`(\\}\\}|\\}|\\}</\\w+>) ${POSTPOSITION}`);

/** Digits a Nepali line may keep in 0–9: inside a placeholder, a Latin word or code, an address. */
const withoutExempt = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/[A-Za-z][\w-]*\d[\w-]*/g, "");

// Texts that show 0–9 on purpose: the example of what a person may type.
const LATIN_DIGITS_ON_PURPOSE = new Set(["ne/common.json numberField.notANumber"]);

describe("the Nepali words", () => {
  it.each(NOT_NEPALI)("never use %s (the glossary says %s)", (pattern) => {
    expect(nepaliTexts.filter(({ text }) => pattern.test(text)).map(({ where }) => where)).toEqual(
      [],
    );
  });

  it("put no space before ! or ?", () => {
    expect(
      localeTexts("ne")
        .filter(({ text }) => / [!?]/.test(text))
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it("write a postposition onto the name before it, with no space", () => {
    expect(
      nepaliTexts
        .filter(({ text }) => SPACED_AFTER_PLACEHOLDER.test(text))
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it("write numbers in Devanagari digits", () => {
    const locale = localeTexts("ne").filter(
      ({ where, text }) => !LATIN_DIGITS_ON_PURPOSE.has(where) && /\d/.test(withoutExempt(text)),
    );
    // In the server's templates a number comes in through a constant: it must be converted.
    const server = serverNepaliLines.filter(({ text }) =>
      /\$\{[A-Z][A-Z_]*\}/.test(text.replace(/\$\{SETTING[^}]*\}/g, "")),
    );
    expect([...locale, ...server].map(({ where }) => where)).toEqual([]);
  });
});

describe("the English words", () => {
  const english = localeTexts("en");

  it("put no space before ! or ?", () => {
    expect(english.filter(({ text }) => / [!?]/.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it("say a missing field one way: '<Field> is required', no asterisk, no capital Required", () => {
    expect(
      english
        .filter(
          ({ text }) =>
            /is Required|^\*/.test(text) || /^[A-Z]\w* [A-Z]\w* is required$/.test(text),
        )
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it("write a toast in sentence case, not Title Case", () => {
    expect(
      english
        .filter(({ text }) => /^(Successfully|Email) \w+( \w+)* [A-Z][a-z]/.test(text))
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it("call a store a store: no centre, center or vendor (docs/product.md#glossary)", () => {
    expect(
      english
        .filter(({ text }) => /\b(centres?|centers?|vendors?)\b/i.test(text))
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it("start an exclamation with a capital letter", () => {
    expect(english.filter(({ text }) => /^[a-z].*!$/.test(text)).map(({ where }) => where)).toEqual(
      [],
    );
  });
});
