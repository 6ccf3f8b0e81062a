import SwaggerParser from "@apidevtools/swagger-parser";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "./app";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("API basics", () => {
  it("GET /api/health reports the database in use", async () => {
    const { status, json } = await t.api("GET /health");
    expect(status).toBe(200);
    expect(json).toEqual({ ok: true, db: t.deps.dialect });
  });

  it("answers an unknown /api route with a JSON 404", async () => {
    const { status, refusal, headers } = await t.request("GET", "/api/nothing-here");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(refusal).toEqual({
      error: "No such API route: GET /api/nothing-here",
      code: "NOT_FOUND",
    });
  });

  it("refuses a body over 1 MB with 413", async () => {
    const { status, refusal } = await t.request("POST", "/api/health", {
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(status).toBe(413);
    expect(refusal.error).toBe("The request body is larger than 1 MB");
  });

  it("serves the public site settings, and nothing secret", async () => {
    const { status, json, text } = await t.api("GET /config");
    expect(status).toBe(200);
    expect(json.name).toBe("Sathi");
    expect(json.contactEmail).toContain("@");
    expect(text).not.toContain(t.config.authSecret);
  });

  it("sends security headers and a same-origin Content-Security-Policy", async () => {
    const { headers } = await t.api("GET /health");
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends Strict-Transport-Security only when PUBLIC_URL is https", async () => {
    // Over plain http (TEST_ORIGIN) the header would pin a host that has no HTTPS to it.
    const overHttp = await t.api("GET /health");
    expect(overHttp.headers.get("strict-transport-security")).toBeNull();
    const https = await createTestApp({ PUBLIC_URL: "https://sathi.example.org" });
    try {
      const overHttps = await https.request("GET", "/api/health");
      expect(overHttps.headers.get("strict-transport-security")).toBe(
        "max-age=15552000; includeSubDomains",
      );
    } finally {
      await https.close();
    }
  });
});

/** The two parts of the OpenAPI document the test reads; the validator checks the rest. */
const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});
type OpenApiDocumentWhole = Awaited<ReturnType<typeof SwaggerParser.validate>>;

describe("OpenAPI", () => {
  it("GET /api/openapi.json is a valid OpenAPI 3 document listing the routes", async () => {
    const { status, json } = await t.request("GET", "/api/openapi.json");
    expect(status).toBe(200);
    // Not a route of the API: what the checks below read is read through a schema of its own.
    const document = OpenApiDocument.parse(json);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/health", "/config"]));
    // The validator checks the rest of the document, whatever it holds.
    const whole = structuredClone(document) as OpenApiDocumentWhole;
    await expect(SwaggerParser.validate(whole)).resolves.toBeTruthy();
  });

  it("/api/docs renders Swagger UI from the app's own files", async () => {
    const page = await t.request("GET", "/api/docs");
    expect(page.status).toBe(200);
    expect(page.text).toContain('src="/api/docs/swagger-ui-bundle.js"');
    expect(page.text).not.toMatch(/https?:\/\//);
    const script = await t.app.request("/api/docs/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
    const init = await t.request("GET", "/api/docs/init.js");
    expect(init.text).toContain("/api/openapi.json");
    expect((await t.request("GET", "/api/docs/package.json")).status).toBe(404);
  });
});

describe("stored files under /f", () => {
  it("serves a stored file with a year-long cache and an ETag, and answers 304 to a revalidation", async () => {
    await t.deps.storage.put("demo/test.webp", Buffer.from("RIFF-not-really-webp"), "image/webp");
    const response = await t.app.request("/f/demo/test.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.request("/f/demo/test.webp", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it.each(["/f/missing.webp", "/f/..%2F..%2Fetc%2Fpasswd", "/f/demo/..%2F..%2Fauth-secret"])(
    "answers %s with a JSON 404",
    async (path) => {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    },
  );
});

describe("the SPA", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "sathi-web-"));
  writeFileSync(
    join(webRoot, "index.html"),
    "<html><head><title>__SITE_NAME__</title><!--head--><!--site-config--></head><body></body></html>",
  );
  writeFileSync(join(webRoot, "robots.txt"), "User-agent: *");

  it("returns index.html with the site settings inlined for every path outside /api and /f", async () => {
    const app = createApp(t.deps, { webRoot });
    for (const path of ["/", "/pets/12", "/aboutUs", "/no/such/page"]) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      const html = await response.text();
      expect(html).toContain("<title>Sathi</title>");
      expect(html).toContain('<script id="site-config" type="application/json">{"name":"Sathi"');
    }
  });

  it("serves real files from the build and fills page-specific head tags", async () => {
    const app = createApp(t.deps, {
      webRoot,
      renderHead: async (path) =>
        path === "/pets/1" ? '<meta property="og:title" content="Momo">' : undefined,
    });
    expect(await (await app.request("/robots.txt")).text()).toBe("User-agent: *");
    expect(await (await app.request("/pets/1")).text()).toContain(
      '<meta property="og:title" content="Momo">',
    );
  });

  it("sends a hashed asset's precompressed copy, brotli first, cached for good", async () => {
    mkdirSync(join(webRoot, "assets"), { recursive: true });
    const code = "console.log('sathi');".repeat(50);
    writeFileSync(join(webRoot, "assets", "main-abc123.js"), code);
    writeFileSync(join(webRoot, "assets", "main-abc123.js.br"), brotliCompressSync(code));
    writeFileSync(join(webRoot, "assets", "main-abc123.js.gz"), gzipSync(code));
    const app = createApp(t.deps, { webRoot });
    const fetchWith = (encoding: string) =>
      app.request("/assets/main-abc123.js", { headers: { "Accept-Encoding": encoding } });

    const brotli = await fetchWith("gzip, deflate, br");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toMatch(/javascript/);
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await brotli.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(code);

    const gzip = await fetchWith("gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(code);

    const plain = await fetchWith("identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(code);
  });

  it("escapes settings so they cannot close the script tag", async () => {
    const hostile = await createTestApp({ SITE_NAME: "</script><script>alert(1)</script>" });
    const html = await (await createApp(hostile.deps, { webRoot }).request("/")).text();
    expect(html).not.toContain("</script><script>alert(1)");
    await hostile.close();
  });
});
