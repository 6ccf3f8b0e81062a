import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Request } from "autocannon";
import { load, loadPaired, type LoadResult } from "./load";
import { memoryOf, startCeiling, type Child } from "./processes";
import type { BenchCatalogue } from "./seed";

export interface RouteResult {
  route: string;
  /** What the route's target is judged as: a cached API read, an HTML page, … */
  kind?: RouteKind;
  ours: LoadResult;
  ceiling?: LoadResult;
  ratio?: number;
}

export type RouteKind = "api" | "html" | "html-uncached" | "file" | "write";

export interface ApiResult {
  routes: RouteResult[];
  memory: { afterWarmup: number; afterLoad: number; peak: number };
}

interface ReadRoute {
  route: string;
  kind: RouteKind;
  /** The path of one request (called per request: random ids differ). */
  path: () => string;
  /** What the ceiling server matches to respond with this route's bytes. */
  pattern: string;
  /**
   * Every path a route with random ids can ask for: each is read once before the route is
   * measured, so it measures cached reads as the other API routes do; cold reads are the crawl's.
   */
  everyPath?: () => string[];
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

function readRoutes(catalogue: BenchCatalogue): ReadRoute[] {
  const filtered = `/api/pets?category=${catalogue.categoryName}&gender=female`;
  const search = `/api/pets?q=${catalogue.searchWord}`;
  const image = `/f/${catalogue.imageKey}?w=400`;
  const escape = (path: string) => `^${path.replace(/[?.]/g, "\\$&")}$`;
  // A query string never seen before: the page is rendered, not taken from the page cache.
  let n = 0;
  const fresh = (path: string) => () => `${path}?u=${n++}`;
  return [
    { route: "GET /api/pets", kind: "api", path: () => "/api/pets", pattern: "^/api/pets$" },
    {
      route: "GET /api/pets (filtered)",
      kind: "api",
      path: () => filtered,
      pattern: escape(filtered),
    },
    {
      route: "GET /api/pets?q= (search)",
      kind: "api",
      path: () => search,
      pattern: escape(search),
    },
    {
      route: "GET /api/pets/{id}",
      kind: "api",
      path: () => `/api/pets/${pick(catalogue.listedPetIds)}`,
      pattern: "^/api/pets/\\d+$",
      everyPath: () => catalogue.listedPetIds.map((id) => `/api/pets/${id}`),
    },
    {
      route: "GET /api/pets/{id}/similar",
      kind: "api",
      path: () => `/api/pets/${pick(catalogue.listedPetIds)}/similar`,
      pattern: "^/api/pets/\\d+/similar$",
      everyPath: () => catalogue.listedPetIds.map((id) => `/api/pets/${id}/similar`),
    },
    {
      route: "GET /api/category",
      kind: "api",
      path: () => "/api/category",
      pattern: "^/api/category$",
    },
    { route: "GET / (HTML)", kind: "html", path: () => "/", pattern: "^/$" },
    { route: "GET /pets (HTML)", kind: "html", path: () => "/pets", pattern: "^/pets$" },
    {
      route: "GET /?u=n (HTML, uncached)",
      kind: "html-uncached",
      path: fresh("/"),
      pattern: "^/\\?u=\\d+$",
    },
    {
      route: "GET /pets?u=n (HTML, uncached)",
      kind: "html-uncached",
      path: fresh("/pets"),
      pattern: "^/pets\\?u=\\d+$",
    },
    { route: "GET /f/{key}?w=400", kind: "file", path: () => image, pattern: escape(image) },
  ];
}

/** Reads each path once, ten at a time. */
async function readEach(base: string, paths: string[]) {
  let next = 0;
  const reader = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const response = await fetch(base + path);
      if (!response.ok) throw new Error(`${path} sent ${response.status} while warming up`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 10 }, reader));
}

/** The bytes our server responses each read route with, for the ceiling to repeat. */
async function captureResponses(base: string, routes: ReadRoute[], file: string) {
  const responses = [];
  for (const { path, pattern } of routes) {
    const response = await fetch(base + path());
    if (!response.ok) throw new Error(`${path()} sent ${response.status} before the load`);
    responses.push({
      pattern,
      status: response.status,
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
      body: Buffer.from(await response.arrayBuffer()).toString("base64"),
    });
  }
  writeFileSync(file, JSON.stringify(responses));
}

const perRequest = (path: () => string) => [
  { setupRequest: (request: Request) => ({ ...request, path: path() }) },
];

/**
 * Adoption requests by signed-in people: request n is person n mod W asking for pet
 * (n mod W + n div W), so no pair repeats and every response should be a 201.
 */
function adoptionRequests(catalogue: BenchCatalogue) {
  let n = 0;
  const people = catalogue.tokens.length;
  const pets = catalogue.listedPetIds;
  return [
    {
      setupRequest: (request: Request): Request => {
        const person = n % people;
        const petId = pets[(person + Math.floor(n / people)) % pets.length]!;
        n++;
        return {
          ...request,
          method: "POST",
          path: `/api/adoptPet/${petId}`,
          headers: {
            authorization: `Bearer ${catalogue.tokens[person]}`,
            "content-type": "application/json",
          },
          body: JSON.stringify({
            pet_id: petId,
            name: "Bench Adopter",
            phone: "9800000000",
            address: "Kathmandu",
            message: "We have a garden and time.",
          }),
        };
      },
    },
  ];
}

export interface LoadPlan {
  /** Seconds each server is loaded per route, in slices of `sliceSeconds`. */
  seconds: number;
  sliceSeconds: number;
  warmupSeconds: number;
  ceilingPort: number;
  workDir: string;
}

export async function loadApi(
  base: string,
  server: Child,
  catalogue: BenchCatalogue,
  plan: LoadPlan,
): Promise<ApiResult> {
  const routes = readRoutes(catalogue);
  const pid = server.child.pid!;
  // A server that died under load would leave only connection errors to report: say why.
  const checkAlive = (route: string) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server stopped (exit code ${server.child.exitCode}, signal ${server.child.signalCode}) during ${route}:\n${server.output()}`,
      );
    }
  };
  // Warm every route once under load before measuring memory.
  for (const { route, path, everyPath } of routes) {
    if (everyPath) await readEach(base, everyPath());
    await load({ url: base, requests: perRequest(path) }, plan.warmupSeconds, 0);
    checkAlive(route);
  }
  const afterWarmup = memoryOf(pid).rss;

  // The ceiling repeats this database's responses, so it is started afresh for each database.
  const responsesFile = join(plan.workDir, "ceiling-responses.json");
  await captureResponses(base, routes, responsesFile);
  const ceilingServer = await startCeiling(responsesFile, plan.ceilingPort);
  const ceilingBase = `http://127.0.0.1:${plan.ceilingPort}`;

  const results: RouteResult[] = [];
  const loadRead = async ({ route, kind, path }: ReadRoute) => {
    const { ours, ceiling, ratio } = await loadPaired(
      { url: base, requests: perRequest(path), pid },
      { url: ceilingBase, requests: perRequest(path), pid: ceilingServer.child.pid },
      { seconds: plan.seconds, sliceSeconds: plan.sliceSeconds, warmupSeconds: 1 },
    );
    checkAlive(route);
    results.push({ route, kind, ours, ceiling, ratio });
    console.log(
      `  ${route}: ${ours.rps} req/s, ceiling ${ceiling.rps}, ratio ${ratio.toFixed(2)}, p99 ${ours.p99} ms`,
    );
  };
  // Pages rendered afresh come last: their load leaves the most behind (heap, page cache).
  const isLast = (route: ReadRoute) => route.kind === "html-uncached";
  try {
    for (const route of routes.filter((route) => !isLast(route))) await loadRead(route);
    const adoption = await load(
      { url: base, requests: adoptionRequests(catalogue), pid },
      plan.seconds,
      plan.warmupSeconds,
    );
    checkAlive("adoption requests");
    results.push({ route: "POST /api/adoptPet/{id} (signed in)", kind: "write", ours: adoption });
    console.log(`  adoption requests: ${adoption.rps} req/s, ${adoption.non2xx} not 2xx`);
    for (const route of routes.filter(isLast)) await loadRead(route);
  } finally {
    await ceilingServer.stop();
  }
  const { rss, peak } = memoryOf(pid);
  return { routes: results, memory: { afterWarmup, afterLoad: rss, peak } };
}
