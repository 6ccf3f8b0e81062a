import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";
import { fuzzSettings } from "../test-config";
import { nastyObject, nastyPathSegment, nastySegment, nastyValue } from "./adversarial";
import { freshWorld, signInCallers, snapshot, type Callers } from "./world";

/**
 * Property-based requests to every JSON route of the OpenAPI document with
 * adversarial paths, query strings and bodies. Never a 5xx; every refusal is a JSON error; a
 * refusal changes no table. CI (CI=true) runs a fixed seed; FUZZ_SEED=random or a number picks
 * another; the seed is printed on failure. FUZZ_RUNS sets the number of cases.
 */

const { seed: SEED, runs: RUNS } = fuzzSettings();

interface Route {
  method: string;
  path: string;
  params: string[];
  query: string[];
  fields: string[];
}

/** The parts of the OpenAPI document read here: operations' parameters and body schemas. */
const Schema = z.object({
  $ref: z.string().optional(),
  anyOf: z.array(z.unknown()).optional(),
  oneOf: z.array(z.unknown()).optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});
const Operation = z.object({
  parameters: z.array(z.object({ in: z.string(), name: z.string() })).optional(),
  requestBody: z
    .object({
      content: z.record(z.string(), z.object({ schema: z.unknown().optional() })).optional(),
    })
    .optional(),
});
const Doc = z.object({
  paths: z.record(z.string(), z.record(z.string(), Operation)),
  components: z.object({ schemas: z.record(z.string(), z.unknown()).optional() }).optional(),
});

/** The routes of the document, each with its parameter and body field names. */
function routesOf(json: unknown): Route[] {
  const doc = Doc.parse(json);
  const resolve = (schema: unknown) => {
    const read = Schema.optional().parse(schema);
    const named = read?.$ref?.split("/").pop();
    return named ? Schema.optional().parse(doc.components?.schemas?.[named]) : read;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      // Multipart uploads have a test of their own (uploads.test.ts, upload-attacks.test.ts).
      .filter(([, op]) => !op.requestBody?.content?.["multipart/form-data"])
      .map(([method, op]) => {
        const parameters = op.parameters ?? [];
        const body = resolve(op.requestBody?.content?.["application/json"]?.schema);
        const variants = [body, ...(body?.anyOf ?? []), ...(body?.oneOf ?? [])].map(resolve);
        return {
          method: method.toUpperCase(),
          path,
          params: parameters.filter((p) => p.in === "path").map((p) => p.name),
          query: parameters.filter((p) => p.in === "query").map((p) => p.name),
          fields: [...new Set(variants.flatMap((v) => Object.keys(v?.properties ?? {})))],
        };
      }),
  );
}

let t: TestApp;
let callers: Callers;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DONATIONS: "100000" });
  callers = await signInCallers(t);
  await freshWorld(t, callers);
  // Not a route of the API itself: the document describing it.
  routes = routesOf((await t.request("GET", "/api/openapi.json")).json);
});
afterAll(() => t.close());

const bodyFor = (route: Route) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: nastyObject(route.fields).map((text) => ({ text, type: "application/json" })),
    },
    {
      weight: 1,
      arbitrary: nastyValue.map((v) => ({
        text: JSON.stringify(v) ?? "null",
        type: "application/json",
      })),
    },
    // Not JSON at all, or JSON under another type.
    { weight: 1, arbitrary: fc.string().map((text) => ({ text, type: "application/json" })) },
    {
      weight: 1,
      arbitrary: nastyObject(route.fields).map((text) => ({ text, type: "text/plain" })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const requestFor = (route: Route) =>
  fc.record({
    route: fc.constant(route),
    caller: fc.constantFrom("signedOut", "user", "ownerA", "admin" as const),
    params: fc.tuple(...route.params.map(() => nastyPathSegment), fc.constant("")),
    query: fc.dictionary(
      fc.oneof(
        fc.constantFrom(...route.query, "__proto__", "constructor[prototype]"),
        fc.string({ maxLength: 10 }),
      ),
      fc.oneof(nastySegment, fc.array(nastySegment, { maxLength: 3 })),
      { maxKeys: 4 },
    ),
    body: route.method === "GET" ? fc.constant(undefined) : bodyFor(route),
  });

it("fuzzes the place fields: the listing's province and district, and a store's", () => {
  const route = (method: string, path: string) =>
    routes.find((r) => r.method === method && r.path === path);
  expect(route("GET", "/pets")?.query).toEqual(expect.arrayContaining(["province", "district"]));
  for (const [method, path] of [
    ["POST", "/vendors/create"],
    ["PATCH", "/vendors/me"],
  ] as const) {
    expect(route(method, path)?.fields).toEqual(expect.arrayContaining(["province", "district"]));
  }
});

it("fuzzes the figures' months, a store's and all stores'", () => {
  for (const path of ["/vendors/{id}/figures", "/admin/figures"]) {
    const route = routes.find((r) => r.method === "GET" && r.path === path);
    expect(route?.query, path).toEqual(expect.arrayContaining(["from", "to"]));
  }
  expect(routes.some((r) => r.method === "GET" && r.path === "/vendors/{id}/export")).toBe(true);
});

it(`answers ${RUNS} adversarial requests with a 4xx JSON error or success, never a 5xx (seed ${SEED})`, async () => {
  const cases = fc.oneof(...routes.map(requestFor));
  let current = await snapshot(t);
  let count = 0;
  const statuses = new Map<number, number>();
  const property = fc.asyncProperty(cases, async ({ route, caller, params, query, body }) => {
    let path = `/api${route.path}`;
    route.params.forEach((name, index) => {
      path = path.replace(`{${name}}`, params[index]!);
    });
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const one of [value].flat()) search.append(key, one);
    }
    const url = search.size ? `${path}?${search}` : path;
    const response = await t.app.request(url, {
      method: route.method,
      headers: {
        Origin: TEST_ORIGIN,
        ...callers.headers(caller),
        ...(body && { "Content-Type": body.type }),
      },
      body: body?.text,
    });
    const text = await response.text();
    const what = `${route.method} ${url.slice(0, 300)} as ${caller}: ${response.status} ${text.slice(0, 300)}`;
    count++;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    expect(response.status, what).toBeLessThan(500);
    if (response.status >= 400) {
      expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
      expect(JSON.parse(text).error, what).toEqual(expect.any(String));
      expect(await snapshot(t), what).toEqual(current);
    } else {
      current = await snapshot(t);
    }
  });
  const result = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
  if (result.failed) {
    throw new Error(
      `Fuzzing failed with seed ${SEED} after ${count} cases (rerun: FUZZ_SEED=${SEED}).\n` +
        fc.defaultReportMessage(result) +
        `\n${String(result.errorInstance).slice(0, 2000)}`,
    );
  }
  const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.info(
    `fuzz: ${count} requests over ${routes.length} routes, seed ${SEED}: ${tally.join(" ")}`,
  );
}, 240_000);
