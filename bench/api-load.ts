import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Request } from "autocannon";
import { load, type LoadResult } from "./load";
import { memoryOf, startCeiling, type Child } from "./processes";
import type { BenchCatalogue } from "./seed";

export interface RouteResult {
  route: string;
  ours: LoadResult;
  ceiling?: LoadResult;
  ratio?: number;
}

export interface ApiResult {
  routes: RouteResult[];
  memory: { afterWarmup: number; afterLoad: number; peak: number };
}

interface ReadRoute {
  route: string;
  /** The path of one request (called per request: random ids differ). */
  path: () => string;
  /** What the ceiling server matches to answer with this route's bytes. */
  pattern: string;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

function readRoutes(catalogue: BenchCatalogue): ReadRoute[] {
  const filtered = `/api/pets?category=${catalogue.categoryName}&gender=female`;
  const search = `/api/pets?q=${catalogue.searchWord}`;
  const image = `/f/${catalogue.imageKey}?w=400`;
  const escape = (path: string) => `^${path.replace(/[?.]/g, "\\$&")}$`;
  return [
    { route: "GET /api/pets", path: () => "/api/pets", pattern: "^/api/pets$" },
    { route: "GET /api/pets (filtered)", path: () => filtered, pattern: escape(filtered) },
    { route: "GET /api/pets?q= (search)", path: () => search, pattern: escape(search) },
    {
      route: "GET /api/pets/{id}",
      path: () => `/api/pets/${pick(catalogue.listedPetIds)}`,
      pattern: "^/api/pets/\\d+$",
    },
    { route: "GET /api/category", path: () => "/api/category", pattern: "^/api/category$" },
    { route: "GET / (HTML)", path: () => "/", pattern: "^/$" },
    { route: "GET /f/{key}?w=400", path: () => image, pattern: escape(image) },
  ];
}

/** The bytes our server answers each read route with, for the ceiling to repeat. */
async function captureAnswers(base: string, routes: ReadRoute[], file: string) {
  const answers = [];
  for (const { path, pattern } of routes) {
    const response = await fetch(base + path());
    if (!response.ok) throw new Error(`${path()} answered ${response.status} before the load`);
    answers.push({
      pattern,
      status: response.status,
      contentType: response.headers.get("content-type") ?? "application/octet-stream",
      body: Buffer.from(await response.arrayBuffer()).toString("base64"),
    });
  }
  writeFileSync(file, JSON.stringify(answers));
}

const perRequest = (path: () => string) => [
  { setupRequest: (request: Request) => ({ ...request, path: path() }) },
];

/**
 * Adoption requests by signed-in people: request n is person n mod W asking for pet
 * (n mod W + n div W), so no pair repeats and every answer should be a 201.
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
  seconds: number;
  warmupSeconds: number;
  ceilingPort: number;
  workDir: string;
  /** The ceiling is measured once (on the first database): it does not depend on ours. */
  ceiling?: Map<string, LoadResult>;
}

export async function loadApi(
  base: string,
  server: Child,
  catalogue: BenchCatalogue,
  plan: LoadPlan,
): Promise<ApiResult> {
  const routes = readRoutes(catalogue);
  const pid = server.child.pid!;
  // Warm every route once under load before measuring memory.
  for (const { path } of routes) {
    await load({ url: base, requests: perRequest(path) }, plan.warmupSeconds, 0);
  }
  const afterWarmup = memoryOf(pid).rss;

  let ceilingServer: Child | undefined;
  const ceilingBase = `http://127.0.0.1:${plan.ceilingPort}`;
  if (!plan.ceiling) {
    const answersFile = join(plan.workDir, "ceiling-answers.json");
    await captureAnswers(base, routes, answersFile);
    ceilingServer = await startCeiling(answersFile, plan.ceilingPort);
  }

  const results: RouteResult[] = [];
  try {
    for (const { route, path } of routes) {
      const ours = await load({ url: base, requests: perRequest(path) }, plan.seconds, 1);
      const ceiling =
        plan.ceiling?.get(route) ??
        (await load({ url: ceilingBase, requests: perRequest(path) }, plan.seconds, 1));
      results.push({ route, ours, ceiling, ratio: ceiling.rps ? ours.rps / ceiling.rps : 0 });
      console.log(`  ${route}: ${ours.rps} req/s (ceiling ${ceiling.rps})`);
    }
  } finally {
    await ceilingServer?.stop();
  }

  const adoption = await load(
    { url: base, requests: adoptionRequests(catalogue) },
    plan.seconds,
    plan.warmupSeconds,
  );
  results.push({ route: "POST /api/adoptPet/{id} (signed in)", ours: adoption });
  console.log(`  adoption requests: ${adoption.rps} req/s, ${adoption.non2xx} not 2xx`);
  const { rss, peak } = memoryOf(pid);
  return { routes: results, memory: { afterWarmup, afterLoad: rss, peak } };
}
