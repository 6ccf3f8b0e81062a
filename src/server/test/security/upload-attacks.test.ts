import { serve, type ServerType } from "@hono/node-server";
import { existsSync, readdirSync } from "node:fs";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePet, makeStore } from "../../db/factories";
import { makeJpeg, makePng, SVG } from "../images";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";
import { upload, type UploadPart } from "../upload";

/**
 * Uploads that lie, hide, explode or flood. Each is refused with the right
 * code and leaves nothing behind, in the database or in the upload folder.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp["login"]>>;
let petId: number;
let server: ServerType;
let port: number;

const storedFiles = () => {
  const dir = t.config.storage.kind === "local" ? t.config.storage.dir : "";
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
};
const rows = async () => ({
  images: (await t.db.selectFrom("pet_image").select("id").execute()).length,
  storeImage: (await t.db.selectFrom("vendor").select("image_key").executeTakeFirstOrThrow())
    .image_key,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login();
  const store = await makeStore(t.deps, { owner_id: owner.user.id });
  petId = (await makePet(t.deps, { vendor_id: store.id })).id;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** A PNG of few bytes that decodes to `side`² pixels: one colour compresses to almost nothing. */
const pngBomb = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: "#000" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe("files that lie or hide", () => {
  const cases: [string, () => Promise<UploadPart[]>, number, string][] = [
    [
      "HTML named .jpg with an image type",
      async () => [
        { name: "x.jpg", type: "image/jpeg", body: Buffer.from("<html><script>alert(1)</script>") },
      ],
      400,
      "BAD_REQUEST",
    ],
    [
      "a PNG named .gif",
      async () => [{ name: "x.gif", type: "image/gif", body: Buffer.from("GIF89a") }],
      400,
      "BAD_REQUEST",
    ],
    [
      "an SVG with script",
      async () => [
        {
          name: "x.svg",
          type: "image/svg+xml",
          body: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        },
      ],
      400,
      "BAD_REQUEST",
    ],
    [
      "an SVG disguised as PNG",
      async () => [{ name: "x.png", type: "image/png", body: SVG }],
      400,
      "BAD_REQUEST",
    ],
    [
      "a JPEG header followed by HTML",
      async () => [
        {
          name: "x.jpg",
          body: Buffer.concat([
            Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
            Buffer.from("<script>alert(1)</script>"),
          ]),
        },
      ],
      400,
      "BAD_REQUEST",
    ],
    [
      "a decompression bomb (PNG of under 1 MB → 256 megapixels)",
      async () => [{ name: "bomb.png", body: await pngBomb(16_000) }],
      413,
      "TOO_LARGE",
    ],
    [
      "11 files at once",
      async () =>
        Promise.all(
          Array.from({ length: 11 }, async (_, i) => ({
            name: `p${i}.jpg`,
            body: await makeJpeg(20, 20),
          })),
        ),
      400,
      "TOO_MANY_FILES",
    ],
  ];

  it.each(cases)("refuses %s, storing nothing", async (_label, make, status, code) => {
    const before = { files: storedFiles(), ...(await rows()) };
    const response = await upload(
      t,
      `/api/uploads/petsImages?petId=${petId}`,
      await make(),
      owner.headers,
    );
    expect(response.status, response.text).toBe(status);
    expect(response.refusal.code).toBe(code);
    expect({ files: storedFiles(), ...(await rows()) }).toEqual(before);
  });

  it("keeps a polyglot only as a re-encoded image, its payload gone", async () => {
    const payload = "<script>alert('polyglot')</script>";
    const body = Buffer.concat([await makePng(30, 30), Buffer.from(payload)]);
    const response = await upload(
      t,
      `/api/uploads/petsImages?petId=${petId}`,
      [{ name: "poly.png", body }],
      owner.headers,
    );
    expect(response.status).toBe(200);
    const file = await t.app.request(`/f/${response.json[0]!.key}`);
    expect(file.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await file.arrayBuffer()).includes(payload)).toBe(false);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("never uses the sent file name as a path", async () => {
    for (const name of [
      "../../../evil.jpg",
      "..\\..\\evil.jpg",
      "/etc/cron.d/x.jpg",
      "%2e%2e%2fevil.jpg",
    ]) {
      const response = await upload(
        t,
        "/api/uploads/image",
        [{ name, body: await makeJpeg(20, 20) }],
        owner.headers,
      );
      expect(response.status, name).toBe(200);
      expect(response.json[0]!.key, name).toMatch(/^stores\/\d+\/[\w-]+\.webp$/);
    }
  });
});

describe("an upload over the size limit", () => {
  /**
   * Sends a multipart body of `total` bytes in chunks over a real socket and returns the
   * status line and how much was written before the server answered.
   */
  function sendBig(
    total: number,
    { chunk, delayMs, chunked }: { chunk: number; delayMs: number; chunked: boolean },
  ) {
    return new Promise<{ status: string; sent: number; rssGrowth: number }>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      const boundary = "----sathi";
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
      const rssBefore = process.memoryUsage().rss;
      let sent = 0;
      let answered = "";
      socket.on("data", (data) => {
        answered ||= data.toString().split("\r\n")[0]!;
      });
      // The server may hang up as soon as it has answered (EPIPE on our side).
      socket.on("error", () => undefined);
      socket.on("close", () =>
        resolve({ status: answered, sent, rssGrowth: process.memoryUsage().rss - rssBefore }),
      );
      socket.on("connect", async () => {
        socket.write(
          `POST /api/uploads/image HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\n` +
            `Authorization: ${owner.headers.Authorization}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
            (chunked ? "Transfer-Encoding: chunked\r\n" : `Content-Length: ${total}\r\n`) +
            "Connection: close\r\n\r\n",
        );
        const piece = Buffer.alloc(chunk, 0x41);
        const frame = (data: Buffer) =>
          chunked
            ? Buffer.concat([
                Buffer.from(`${data.length.toString(16)}\r\n`),
                data,
                Buffer.from("\r\n"),
              ])
            : data;
        socket.write(frame(Buffer.from(head)));
        while (sent < total && !answered && !socket.destroyed) {
          const ok = socket.write(frame(piece));
          sent += chunk;
          if (!ok) await new Promise((r) => socket.once("drain", r));
          if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        }
        // Give the server a moment to answer, then hang up.
        setTimeout(() => socket.destroy(), 500);
      });
      setTimeout(() => reject(new Error(`no answer after ${sent} bytes`)), 30_000).unref();
    });
  }

  it.each([
    ["fast, with a Content-Length", { chunk: 256 * 1024, delayMs: 0, chunked: false }],
    ["fast, chunked", { chunk: 256 * 1024, delayMs: 0, chunked: true }],
    ["slowly, chunked", { chunk: 512 * 1024, delayMs: 20, chunked: true }],
  ])("sent %s: 413 at the limit, memory flat, nothing stored", async (_label, how) => {
    const before = { files: storedFiles(), ...(await rows()) };
    const total = 120 * 1024 * 1024;
    const result = await sendBig(total, how);
    // A chunked body is refused while it streams: the server's reset can overtake its 413 on the
    // way back (flat out, or slowly on a busy machine); either way it refused. With a
    // Content-Length the 413 comes before any of the body is read.
    if (!how.chunked) expect(result.status).toBe("HTTP/1.1 413 Payload Too Large");
    else expect(["HTTP/1.1 413 Payload Too Large", ""]).toContain(result.status);
    // The limit for a store image is 10 MB and a bit: the server stopped reading long before 120 MB.
    expect(result.sent).toBeLessThan(40 * 1024 * 1024);
    expect(result.rssGrowth).toBeLessThan(80 * 1024 * 1024);
    expect({ files: storedFiles(), ...(await rows()) }).toEqual(before);
  });
});
