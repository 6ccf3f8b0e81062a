import { format, resolveConfig } from "prettier";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BETTER_AUTH_ENDPOINTS } from "../../contract/better-auth";
import { createApi } from "../app";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Writes src/web/lib/api-responses.ts, each route's response schema by its route, from the routes'
 * declarations: the web's development check reads it (decision 047). A changed response fails
 * here until the file is written again with `npx vitest run src/server/test/api-responses.test.ts -u`.
 */
const OUTPUT = "../../web/lib/api-responses.ts";

const contract = import.meta.glob<Record<string, unknown>>(
  ["../../contract/*.ts", "!../../contract/*.test.ts"],
  { eager: true },
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Where each exported schema of the contract is declared: its module and name. */
function contractExports() {
  const found = new Map<unknown, { module: string; name: string }>();
  for (const [file, exports] of Object.entries(contract).sort(([a], [b]) => a.localeCompare(b))) {
    const module = file.replace(/\.ts$/, "");
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === "object" && value !== null && !found.has(value)) {
        found.set(value, { module, name });
      }
    }
  }
  return found;
}

/** A contract module's name for its namespace import: "../../contract/pet-profile" is petProfile. */
const namespaceOf = (module: string) =>
  module
    .slice(module.lastIndexOf("/") + 1)
    .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

interface Declared {
  method: string;
  path: string;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** The schema of a route's first successful JSON response. */
const responseOf = ({ responses = {} }: Declared) =>
  Object.entries(responses).find(([status]) => status.startsWith("2"))?.[1].content?.[
    "application/json"
  ]?.schema;

it("the web's response schemas are the routes' own", async () => {
  const where = contractExports();
  const responses = new Map<string, unknown>();
  for (const definition of createApi(t.deps).openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const route = definition.route as Declared;
    if (route.path.startsWith("/auth/")) continue;
    const path = route.path.replace(/\{(\w+)\}/g, ":$1");
    responses.set(`${route.method.toUpperCase()} ${path}`, responseOf(route));
  }
  for (const [route, { response }] of Object.entries(BETTER_AUTH_ENDPOINTS)) {
    responses.set(route, response);
  }
  const modules = new Set<string>();
  const entries: string[] = [];
  for (const [route, schema] of [...responses].sort(([a], [b]) => a.localeCompare(b))) {
    const found = where.get(schema);
    // A response declared in the route's own file, not the contract, is not checked.
    if (!found) continue;
    modules.add(found.module);
    entries.push(`  ${JSON.stringify(route)}: ${namespaceOf(found.module)}.${found.name},`);
  }
  // One line a module: a list of names would repeat the contract's own imports of them.
  const importLines = [...modules]
    .sort((a, b) => a.localeCompare(b))
    .map((module) => `import * as ${namespaceOf(module)} from "${module}";`);
  const text = [
    "// Written by src/server/test/api-responses.test.ts from the routes' declarations: do not edit.",
    ...importLines,
    "",
    "/** Each route's response schema, for the web's development check (decision 047). */",
    "export const API_RESPONSES = {",
    ...entries,
    "};",
    "",
  ].join("\n");
  const options = await resolveConfig(new URL(OUTPUT, import.meta.url).pathname);
  await expect(await format(text, { ...options, parser: "typescript" })).toMatchFileSnapshot(
    OUTPUT,
  );
});
