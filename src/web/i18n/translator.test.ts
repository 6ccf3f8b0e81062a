import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { textOf, createTranslator, type Language } from "./translator";
import { Trans, TranslatorProvider, useTranslation } from "./translation";

const words = {
  title: "Delete {{title}}?",
  pets_zero: "no pets",
  pets_one: "{{count}} pet",
  pets_other: "{{count}} pets",
  nested: { deep: "deep {{a}} and {{ b }}" },
  body: "Removes <strong>{{title}}</strong> for good.",
};

describe("a text", () => {
  it("fills its placeholders, and leaves none showing when a value is missing", () => {
    expect(textOf("en", words, "title", { title: "Kathmandu Rescue" })).toBe(
      "Delete Kathmandu Rescue?",
    );
    expect(textOf("en", words, "nested.deep", { a: 1, b: "two" })).toBe("deep 1 and two");
    expect(textOf("en", words, "nested.deep", { a: 1 })).toBe("deep 1 and ");
  });

  it("writes a number in Nepali in Devanagari digits, and a text with letters as it is", () => {
    expect(textOf("ne", words, "nested.deep", { a: 2026, b: "9801234567" })).toBe(
      "deep २०२६ and ९८०१२३४५६७",
    );
    expect(textOf("ne", words, "nested.deep", { a: "D-000012", b: "Sita" })).toBe(
      "deep D-000012 and Sita",
    );
    expect(textOf("en", words, "nested.deep", { a: 2026, b: "x" })).toBe("deep 2026 and x");
  });

  it("takes its plural form from count: _zero first, then the language's rule", () => {
    expect(textOf("en", words, "pets", { count: 0 })).toBe("no pets");
    expect(textOf("en", words, "pets", { count: 1 })).toBe("1 pet");
    expect(textOf("en", words, "pets", { count: 5 })).toBe("5 pets");
    expect(textOf("ne", words, "pets", { count: 1 })).toBe("१ pet");
    expect(textOf("ne", words, "pets", { count: 2 })).toBe("२ pets");
  });

  it("reads as its default, or its key, when it is missing", () => {
    expect(textOf("en", words, "nope", { defaultValue: "Server's sentence" })).toBe(
      "Server's sentence",
    );
    expect(textOf("en", words, "nested.nope")).toBe("nested.nope");
    expect(textOf("en", undefined, "title")).toBe("title");
  });
});

describe("a translator", () => {
  const loads: string[] = [];
  const fetchWords = (language: Language, namespace: string) => {
    loads.push(`${language}/${namespace}`);
    return Promise.resolve({ hello: `${namespace} in ${language}` });
  };

  it("loads a namespace once, however many ask, and notes what was read", async () => {
    loads.length = 0;
    const translator = createTranslator("ne", { ne: { common: { hi: "नमस्ते" } } }, fetchWords);
    expect(translator.need(["common"])).toBeUndefined();
    const first = translator.need(["home"]);
    const second = translator.need(["home"]);
    await Promise.all([first, second]);
    expect(loads).toEqual(["ne/home"]);
    expect(translator.text("common", "home:hello")).toBe("home in ne");
    expect(translator.text("common", "hello", { ns: "home" })).toBe("home in ne");
    expect(Object.keys(translator.usedWords()).sort()).toEqual(["common", "home"]);
  });

  it("switches language once every namespace it has is in the other", async () => {
    loads.length = 0;
    const translator = createTranslator("en", { en: { home: { hello: "Hello" } } }, fetchWords);
    let changes = 0;
    translator.subscribe(() => changes++);
    await translator.setLanguage("ne");
    expect(loads).toEqual(["ne/home"]);
    expect(changes).toBe(1);
    expect(translator.language).toBe("ne");
    expect(translator.text("home", "hello")).toBe("home in ne");
  });
});

describe("Trans", () => {
  function Body({ title }: { title: string }) {
    const { t } = useTranslation("admin");
    return createElement(Trans<"admin">, {
      t,
      i18nKey: "deleteStore.body",
      values: { title, count: 2 },
      components: { strong: createElement("strong") },
    });
  }
  const render = (title: string) =>
    renderToStaticMarkup(
      createElement(TranslatorProvider, {
        translator: createTranslator("en", {
          en: {
            admin: {
              deleteStore: { body_other: "Removes <strong>{{title}}</strong> ({{count}})" },
            },
          },
        }),
        children: createElement(Body, { title }),
      }),
    );

  it("draws a tag as its element, around the value placed in it", () => {
    expect(render("Kathmandu Rescue")).toBe("Removes <strong>Kathmandu Rescue</strong> (2)");
  });

  it("keeps a value that looks like a tag as text", () => {
    expect(render("<strong>x</strong>")).toBe(
      "Removes <strong>&lt;strong&gt;x&lt;/strong&gt;</strong> (2)",
    );
  });
});
