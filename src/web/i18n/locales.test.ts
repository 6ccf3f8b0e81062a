import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "locales");
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(join(root, language, file), "utf8")) as Record<string, unknown>;

/** Every key path of a resource, e.g. "nav.home". */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("translations", () => {
  const namespaces = readdirSync(join(root, "en"));

  it.each(namespaces)("Nepali has every key of English %s", (file) => {
    const missing = keysOf(read("en", file)).filter(
      (key) => !keysOf(read("ne", file)).includes(key),
    );
    expect(missing).toEqual([]);
  });

  it.each(namespaces)("Nepali %s has no key that English lacks", (file) => {
    const extra = keysOf(read("ne", file)).filter((key) => !keysOf(read("en", file)).includes(key));
    expect(extra).toEqual([]);
  });

  it.each(namespaces)("Nepali %s has no empty text", (file) => {
    const empty = keysOf(read("ne", file)).filter((key) => {
      const text = key
        .split(".")
        .reduce<unknown>((node, part) => (node as never)[part], read("ne", file));
      return typeof text === "string" && text.trim() === "";
    });
    expect(empty).toEqual([]);
  });
});
