import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "../../contract/error-codes";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Every code a refusal of the API can carry has a text in each language of the site: the
 * contract's list (AppError takes no other, by its type), every code written into a JSON answer
 * by hand, and the auth library's codes with the plugins this app uses.
 */

const root = join(import.meta.dirname, "../..");
const texts = (language: string) =>
  JSON.parse(
    readFileSync(join(root, "web/i18n/locales", language, "errors.json"), "utf8"),
  ) as Record<string, string>;

/** Server files, tests aside. */
function serverSources(folder = join(root, "server")): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : serverSources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** `code: "SOME_CODE"` written into an answer directly, e.g. `c.json({ error, code: "…" })`. */
const handWrittenCodes = () =>
  serverSources().flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/\bcode: "([A-Z][A-Z_]+)"/g)].map(([, code]) => ({
      file: relative(root, file),
      code: code!,
    })),
  );

describe("error codes", () => {
  let t: TestApp;
  let authCodes: string[];
  beforeAll(async () => {
    // With Google sign-in configured, so its plugin's codes are among the auth library's.
    t = await createTestApp({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    authCodes = Object.keys(t.deps.auth.$ERROR_CODES);
  });
  afterAll(() => t.close());

  it("finds the auth library's codes, its Google plugin's among them", () => {
    expect(authCodes).toContain("INVALID_EMAIL_OR_PASSWORD");
    expect(authCodes).toContain("INVALID_OAUTH_CONFIGURATION");
  });

  it("finds the codes written by hand into answers, each in the contract's list", () => {
    const found = handWrittenCodes();
    expect(found.length).toBeGreaterThan(5);
    const known = new Set<string>([...API_ERROR_CODES, ...authCodes]);
    expect(found.filter(({ code }) => !known.has(code))).toEqual([]);
  });

  it.each(["en", "ne"])(
    "every code has a text in %s, and no text is for an unknown code",
    (language) => {
      const all = [...new Set([...API_ERROR_CODES, ...authCodes])];
      const written = texts(language);
      expect(all.filter((code) => !written[code]?.trim())).toEqual([]);
      expect(Object.keys(written).filter((code) => !all.includes(code))).toEqual([]);
    },
  );

  it("a refusal answers its code, by which the Nepali text is found", async () => {
    const response = await t.api("GET /pets/:id", { param: { id: 999999999 } });
    expect(response.status).toBe(404);
    expect(response.refusal.code).toBe("PET_NOT_FOUND");
    expect(texts("ne")[response.refusal.code]).toBe("यस्तो जनावर छैन।");
  });
});
