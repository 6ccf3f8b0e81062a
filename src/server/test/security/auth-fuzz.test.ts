import fc from "fast-check";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";
import { fuzzSettings } from "../test-config";
import { nastyObject, nastySegment, nastyValue } from "./adversarial";
import { signInCallers, type Callers } from "./world";

/**
 * The fuzz test for better-auth's endpoints under /api/auth, which the OpenAPI document (and
 * so fuzz.test.ts) does not list: the endpoints come from better-auth itself. Never a 5xx;
 * every refusal is a JSON error a person can read. Same seed and run settings as fuzz.test.ts.
 */

const { seed: SEED, runs } = fuzzSettings();
const RUNS = Math.ceil(runs / 2);

/** Fields our sign-up and profile forms send, beside the ones better-auth's schemas name. */
const OUR_FIELDS = [
  "email",
  "password",
  "name",
  "firstName",
  "lastName",
  "token",
  "callbackURL",
  "phoneNumber",
  "code",
];

interface Endpoint {
  method: "GET" | "POST";
  path: string;
  fields: string[];
  query: string[];
}

type Described = {
  path?: unknown;
  options?: { method?: unknown; body?: unknown; query?: unknown };
};

/** better-auth's own endpoints, with the field names of their body and query schemas. */
function endpointsOf(api: Record<string, Described>): Endpoint[] {
  // A zod object schema's field names (better-auth's schemas are zod's).
  const keysOf = (schema: unknown) => {
    const shape = typeof schema === "object" && schema && "shape" in schema ? schema.shape : {};
    return Object.keys(shape ?? {});
  };
  return Object.values(api).flatMap((endpoint) => {
    const { path, options } = endpoint;
    if (typeof path !== "string" || path.includes(":")) return [];
    const method = [options?.method].flat().find((m) => m === "GET" || m === "POST");
    if (!method) return [];
    return [
      {
        method,
        path,
        fields: [...new Set([...keysOf(options?.body), ...OUR_FIELDS])],
        query: keysOf(options?.query),
      },
    ];
  });
}

let t: TestApp;
let callers: Callers;
let endpoints: Endpoint[];

beforeAll(async () => {
  t = await createTestApp();
  callers = await signInCallers(t);
  endpoints = endpointsOf(t.deps.auth.api as unknown as Record<string, Described>);
});
afterAll(() => t.close());

const requestFor = (endpoint: Endpoint) =>
  fc.record({
    endpoint: fc.constant(endpoint),
    caller: fc.constantFrom("signedOut", "user", "admin" as const),
    query: fc.array(nastySegment, {
      minLength: endpoint.query.length,
      maxLength: endpoint.query.length,
    }),
    body:
      endpoint.method === "GET"
        ? fc.constant(undefined)
        : fc.oneof(
            { weight: 4, arbitrary: nastyObject(endpoint.fields) },
            { weight: 1, arbitrary: nastyValue.map((value) => JSON.stringify(value) ?? "null") },
            { weight: 1, arbitrary: fc.string() },
          ),
  });

it(`answers ${RUNS} adversarial requests to better-auth's endpoints without a 5xx (seed ${SEED})`, async () => {
  expect(endpoints.map((endpoint) => endpoint.path)).toEqual(
    expect.arrayContaining(["/sign-up/email", "/sign-in/email", "/reset-password"]),
  );
  const statuses = new Map<number, number>();
  const property = fc.asyncProperty(
    fc.oneof(...endpoints.map(requestFor)),
    async ({ endpoint, caller, query, body }) => {
      const search = new URLSearchParams(
        endpoint.query.map((name, index) => [name, query[index]!]),
      );
      const url = `/api/auth${endpoint.path}${search.size ? `?${search}` : ""}`;
      const response = await t.app.request(url, {
        method: endpoint.method,
        headers: {
          Origin: TEST_ORIGIN,
          ...callers.headers(caller),
          ...(body !== undefined && { "Content-Type": "application/json" }),
        },
        body,
      });
      const text = await response.text();
      const what = `${endpoint.method} ${url.slice(0, 200)} as ${caller} with ${String(body).slice(0, 200)}: ${response.status} ${text.slice(0, 300)}`;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, what).toBeLessThan(500);
      if (response.status >= 400) {
        expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
        expect(JSON.parse(text).error, what).toEqual(expect.any(String));
      }
    },
  );
  // better-auth prints every refusal of a malformed body to the console itself, outside the
  // logger it is given: hundreds of lines here. The statuses are what this test checks.
  const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const result = await fc
    .check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true })
    .finally(() => quiet.mockRestore());
  if (result.failed) {
    throw new Error(
      `Fuzzing better-auth failed with seed ${SEED} (rerun: FUZZ_SEED=${SEED}).\n` +
        fc.defaultReportMessage(result) +
        `\n${String(result.errorInstance).slice(0, 2000)}`,
    );
  }
  const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.info(
    `auth fuzz: ${RUNS} requests over ${endpoints.length} endpoints: ${tally.join(" ")}`,
  );
}, 240_000);
