import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet, makeStore } from "../../db/factories";
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from "../test-app";

/**
 * Brute force and flooding are limited, and the limits cannot be
 * dodged by forged headers, another spelling of the same address or of the same path.
 */

/** A request as it arrives from a socket with this peer address (what @hono/node-server passes). */
function fromPeer(t: TestApp, remoteAddress: string, path: string, init: RequestInit = {}) {
  const url = path.startsWith("http") ? path : `http://localhost:3000${path}`;
  return t.app.request(
    url,
    { ...init, headers: { Origin: TEST_ORIGIN, ...(init.headers as Record<string, string>) } },
    { incoming: { socket: { remoteAddress } } },
  );
}

const wrongPassword = (email: string) => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ email, password: "not-the-password" }),
});

describe("sign-in brute force", () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGN_IN: "3" });
    email = (await t.login()).user.email;
  });
  afterAll(() => t.close());

  it("is stopped with 429 however the address, the forwarded header or the path is spelled", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fromPeer(
        t,
        "203.0.113.7",
        "/api/auth/sign-in/email",
        wrongPassword(email),
      );
      expect(response.status).toBe(401);
    }
    const blocked = await fromPeer(
      t,
      "203.0.113.7",
      "/api/auth/sign-in/email",
      wrongPassword(email),
    );
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/too many/i);

    // The same caller dressed up: forged X-Forwarded-For (not trusted without TRUST_PROXY),
    // IPv4-mapped IPv6, and odd spellings of the path.
    const dodges: [string, string, Record<string, string>?][] = [
      ["203.0.113.7", "/api/auth/sign-in/email", { "X-Forwarded-For": "198.51.100.1" }],
      ["203.0.113.7", "/api/auth/sign-in/email", { "X-Real-IP": "198.51.100.2" }],
      ["::ffff:203.0.113.7", "/api/auth/sign-in/email"],
      ["::FFFF:cb00:7107", "/api/auth/sign-in/email"],
      ["0:0:0:0:0:ffff:203.0.113.7", "/api/auth/sign-in/email"],
      ["203.0.113.7", "//api/auth/sign-in/email"],
      ["203.0.113.7", "/api//auth/sign-in/email"],
      ["203.0.113.7", "/api/auth//sign-in/email"],
      ["203.0.113.7", "/api/auth/sign-in//email"],
      ["203.0.113.7", "/api/auth/sign-in/email/"],
      ["203.0.113.7", "/api/auth/sign-in%2Femail"],
      ["203.0.113.7", "/api/auth/sign-in/%65mail"],
      ["203.0.113.7", "/api/auth/./sign-in/email"],
      ["203.0.113.7", "/API/auth/sign-in/email"],
    ];
    for (const [peer, path, headers] of dodges) {
      const response = await fromPeer(t, peer, path, {
        ...wrongPassword(email),
        headers: { "Content-Type": "application/json", ...headers },
      });
      // Refused as over the limit, or no such route: never another password check.
      expect([404, 429], `${peer} ${path} ${JSON.stringify(headers)}`).toContain(response.status);
      expect(response.headers.get("content-type")).toMatch(/json/);
    }
    // Even the right password waits out the window.
    const right = await fromPeer(t, "203.0.113.7", "/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(right.status).toBe(429);
    // Another caller is not affected.
    const other = await fromPeer(
      t,
      "198.51.100.9",
      "/api/auth/sign-in/email",
      wrongPassword(email),
    );
    expect(other.status).toBe(401);
  });

  it("counts a whole IPv6 /64 as one caller", async () => {
    // An account of its own: the one above has had its five wrong passwords (sign-in-guard.ts).
    const email = (await t.login()).user.email;
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fromPeer(
        t,
        `2001:db8:7:7::${attempt + 1}`,
        "/api/auth/sign-in/email",
        wrongPassword(email),
      );
      expect(response.status).toBe(401);
    }
    for (const peer of [
      "2001:db8:7:7:abcd::1",
      "2001:0DB8:0007:0007:0:0:0:9",
      "[2001:db8:7:7::42]",
    ]) {
      const response = await fromPeer(t, peer, "/api/auth/sign-in/email", wrongPassword(email));
      expect(response.status, peer).toBe(429);
    }
    const neighbour = await fromPeer(
      t,
      "2001:db8:7:8::1",
      "/api/auth/sign-in/email",
      wrongPassword(email),
    );
    expect(neighbour.status).toBe(401);
  });
});

describe("behind a trusted proxy (TRUST_PROXY=true)", () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGN_IN: "2", TRUST_PROXY: "true" });
    email = (await t.login()).user.email;
  });
  afterAll(() => t.close());

  it("counts the hop the proxy saw, not what the client wrote to its left", async () => {
    const via = (forwarded: string) =>
      fromPeer(t, "10.0.0.2", "/api/auth/sign-in/email", {
        ...wrongPassword(email),
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwarded },
      });
    expect((await via("203.0.113.50")).status).toBe(401);
    expect((await via("203.0.113.50")).status).toBe(401);
    expect((await via("203.0.113.50")).status).toBe(429);
    expect((await via("1.2.3.4, 203.0.113.50")).status).toBe(429);
    expect((await via("::ffff:203.0.113.50")).status).toBe(429);
    // A different client behind the same proxy has its own allowance.
    expect((await via("203.0.113.51")).status).toBe(401);
  });
});

describe("adoption requests from one account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_ADOPTIONS: "3" });
  });
  afterAll(() => t.close());

  it("are limited per account, and a refused one stores nothing", async () => {
    const applicant = await t.login();
    const store = await makeStore(t.deps);
    const pets = await Promise.all(
      Array.from({ length: 5 }, () => makePet(t.deps, { vendor_id: store.id })),
    );
    const statuses: number[] = [];
    for (const pet of pets) {
      const response = await t.api("POST /adoptPet/:pet_id", {
        param: { pet_id: pet.id },
        headers: applicant.headers,
        json: {
          name: "Sita Rai",
          phone: "9841234567",
          address: "Lalitpur",
          message: "Hello",
          pet_id: pet.id,
        },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.refusal.error).toMatch(/many adoption requests/);
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const stored = await t.db
      .selectFrom("application")
      .select("id")
      .where("user_id", "=", applicant.user.id)
      .execute();
    expect(stored).toHaveLength(3);
    // Someone else is not held back by it.
    const other = await t.login();
    const response = await t.api("POST /adoptPet/:pet_id", {
      param: { pet_id: pets[4]!.id },
      headers: other.headers,
      json: {
        name: "Hari",
        phone: "9841234568",
        address: "Patan",
        message: "Hi",
        pet_id: pets[4]!.id,
      },
    });
    expect(response.status).toBe(200);
  });
});

describe("request bodies over 1 MB", () => {
  let t: TestApp;
  let session: Awaited<ReturnType<TestApp["login"]>>;
  beforeAll(async () => {
    t = await createTestApp();
    session = await t.login();
  });
  afterAll(() => t.close());

  const big = JSON.stringify({
    storeName: "x".repeat(1024 * 1024 + 10),
    storeDescription: "d",
    storeLocation: "l",
  });
  /** The body as a stream: sent chunked, with no Content-Length. */
  const chunked = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(big);
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    });

  it.each([
    "/api/vendors/create",
    "/api/auth/sign-up/email",
    "/api/auth/sign-in/email",
    "/api/donations",
  ])("%s answers 413, with a Content-Length and chunked without one", async (path) => {
    for (const body of [big, chunked()]) {
      const response = await t.app.request(path, {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", ...session.headers },
        body,
        ...(typeof body === "string" ? {} : { duplex: "half" }),
      } as RequestInit);
      expect(response.status).toBe(413);
      expect((await response.json()).code).toBe("TOO_LARGE");
    }
    expect(await t.db.selectFrom("vendor").select("id").execute()).toEqual([]);
  });
});
