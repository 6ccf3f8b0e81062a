import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet, makeStore } from "../../db/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";

/**
 * Shapes from the Hono, @hono/node-server and better-auth advisories —
 * path tricks against /f and the auth checks, shared caches crossing users, cross-site posts.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["login"]>>;
let draftId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  draftId = (await makePet(t.deps, { vendor_id: store.id, post_status: "draft" })).id;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(`http://localhost:3000${path}`, { headers });

describe("encoded and doubled slashes", () => {
  it("never reach a file outside /f", async () => {
    // A secret next to the upload folder, where a traversal would land.
    // With S3 there is no upload folder: a scratch one stands in, not the working directory.
    const uploads =
      t.config.storage.kind === "local"
        ? t.config.storage.dir
        : join(mkdtempSync(join(tmpdir(), "sathi-attack-")), "x");
    const secret = join(dirname(uploads), "secret.txt");
    mkdirSync(dirname(secret), { recursive: true });
    writeFileSync(secret, "TOP-SECRET");
    const tries = [
      "/f/../secret.txt",
      "/f/..%2fsecret.txt",
      "/f/%2e%2e/secret.txt",
      "/f/%2e%2e%2fsecret.txt",
      "/f/..%5csecret.txt",
      "/f//..%2f..%2fetc/passwd",
      "/f/%252e%252e%252fsecret.txt",
      "/f/pets/..%2f..%2fsecret.txt",
      "/f/%2Fetc%2Fpasswd",
      "/f//etc/passwd",
      "/f/..%00/secret.txt",
    ];
    for (const path of tries) {
      const response = await get(path);
      const body = await response.text();
      expect(body, path).not.toContain("TOP-SECRET");
      expect(body, path).not.toContain("root:");
      // Refused, or normalised to a page of the SPA (503 while it is not built).
      if (response.ok) expect(response.headers.get("content-type"), path).toMatch(/text\/html/);
    }
  });

  it("never skip an auth check", async () => {
    const tries = [
      "/api/admin%2fstats",
      "/api/admin/stats/",
      "/api//admin/stats",
      "//api/admin/stats",
      "/api/%61dmin/stats",
      "/api/admin/./stats",
      "/api/x/../admin/stats",
      "/api/vendors%2fme",
      "/api/applications/",
    ];
    for (const path of tries) {
      const response = await get(path, owner.headers);
      const body = await response.text();
      // Refused, unknown, or the SPA's page (503 while not built): never the admin's figures.
      expect([401, 403, 404, 200, 503], path).toContain(response.status);
      if (response.ok) expect(response.headers.get("content-type"), path).toMatch(/text\/html/);
      expect(body, path).not.toMatch(/"users"\s*:/);
    }
  });
});

describe("caches never cross users", () => {
  it("answers that depend on the session are private and vary on the credentials", async () => {
    const personal = [
      "/api/vendors/me",
      "/api/applications",
      "/api/favourites",
      `/api/pets/${draftId}`,
      "/api/auth/get-session",
    ];
    for (const path of personal) {
      const response = await get(path, owner.headers);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toMatch(/^private|no-store/);
      expect(response.headers.get("vary"), path).toMatch(/Authorization/i);
      expect(response.headers.get("vary"), path).toMatch(/Cookie/i);
    }
  });

  it("public answers still vary on the credentials, and an owner's ETag opens nothing to others", async () => {
    const list = await get("/api/pets");
    expect(list.headers.get("cache-control")).toMatch(/^public/);
    expect(list.headers.get("vary")).toMatch(/Authorization/i);

    const mine = await get(`/api/pets/${draftId}`, owner.headers);
    const tag = mine.headers.get("etag");
    expect(tag).toBeTruthy();
    const stranger = await get(`/api/pets/${draftId}`, { "If-None-Match": tag! });
    expect(stranger.status).toBe(404);
  });
});

describe("cross-site posts with a cookie session", () => {
  const evil = "https://evil.example";
  const post = (path: string, headers: Record<string, string>, body?: string) =>
    t.app.request(`http://localhost:3000${path}`, { method: "POST", headers, body });

  it("are refused, with or without a Content-Type", async () => {
    const cases: [string, Record<string, string>, string?][] = [
      ["/api/vendors/create", { Cookie: owner.cookie, Origin: evil }],
      [
        "/api/vendors/create",
        { Cookie: owner.cookie, Origin: evil, "Content-Type": "text/plain" },
        "{}",
      ],
      ["/api/vendors/create", { Cookie: owner.cookie, "Sec-Fetch-Site": "cross-site" }, "{}"],
      ["/api/auth/sign-out", { Cookie: owner.cookie, Origin: evil }],
      [
        "/api/auth/sign-out",
        { Cookie: owner.cookie, Origin: evil, "Content-Type": "text/plain" },
        "{}",
      ],
      [
        "/api/auth/update-user",
        { Cookie: owner.cookie, Origin: evil, "Content-Type": "application/json" },
        '{"name":"Pwned"}',
      ],
    ];
    for (const [path, headers, body] of cases) {
      const response = await post(path, headers, body);
      // 403, or 415 where better-auth refuses a non-JSON body before looking further.
      expect([403, 415], `${path} ${JSON.stringify(headers)}`).toContain(response.status);
    }
    // Still signed in, name unchanged: nothing happened.
    const session = await get("/api/auth/get-session", { Cookie: owner.cookie });
    expect((await session.json()).user.name).toBe(owner.user.name);
  });

  it("from the site itself still work", async () => {
    const response = await post("/api/favourites/1", { Cookie: owner.cookie, Origin: TEST_ORIGIN });
    expect(response.status).not.toBe(403);
  });
});
