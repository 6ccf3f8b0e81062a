import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let server: ServerType;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // Through @hono/node-server, as in production: its Response is not the platform's.
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe("an API refusal's caching headers", () => {
  it.each([
    ["an unknown pet", "/api/pets/99999999", 404],
    ["a malformed id", "/api/pets/abc", 400],
    ["an unknown route", "/api/nothing-here", 404],
  ])("are the same gzipped or not for %s", async (_what, path, status) => {
    for (const encoding of ["identity", "gzip"]) {
      const response = await fetch(base + path, { headers: { "Accept-Encoding": encoding } });
      expect(response.status).toBe(status);
      expect(response.headers.get("cache-control"), encoding).toBe("private, no-store");
      const vary = response.headers.get("vary") ?? "";
      expect(vary.split(/,\s*/).sort(), encoding).toEqual([
        "Accept-Encoding",
        "Authorization",
        "Cookie",
      ]);
    }
  });
});
