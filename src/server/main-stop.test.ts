import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { childEnv } from "./test/test-config";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A raw HTTP/1.1 connection, to hold a request half-sent and watch the server hang up. */
function open(port: number) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("error", () => undefined);
  return { socket, closed, received: () => received };
}
const connected = (socket: Socket) => new Promise((resolve) => socket.once("connect", resolve));

it("on SIGTERM stops accepting, finishes the request in flight, closes idle connections and the database", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sathi-stop-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: childEnv({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "app.db")}`,
      UPLOAD_DIR: join(dir, "uploads"),
      AUTH_SECRET: "x".repeat(32),
      SEED: "none",
    }),
  });
  let stdout = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  // Waited for until it answers or exits; the test's own time limit bounds a start that hangs.
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the server did not start: ${stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // An idle keep-alive connection, and a request whose body is half sent.
  const idle = open(port);
  await connected(idle.socket);
  idle.socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
  // Waited for, not timed: on a busy machine the answer may take longer than a fixed pause.
  await expect.poll(idle.received, { timeout: 10_000 }).toContain("200 OK");
  const body = JSON.stringify({ amount: 5, method: "esewa" });
  const busy = open(port);
  await connected(busy.socket);
  busy.socket.write(
    `POST /api/donations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  // Long enough for the server to have read the headers on a busy machine.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  const stopping = Date.now();
  child.kill("SIGTERM");
  await idle.closed;
  const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => "answered",
    () => "refused",
  );
  expect(refused).toBe("refused");
  busy.socket.write(body.slice(5));
  await busy.closed;
  // The request got its full answer (a readable refusal of the too-small amount).
  expect(busy.received()).toMatch(/^HTTP\/1\.1 400/);
  expect(busy.received()).toContain("smallest donation");
  expect(await exited).toBe(0);
  // Well before the 10 s fallback that ends a stop which hangs.
  expect(Date.now() - stopping).toBeLessThan(5_000);
  expect(stdout).toContain("SIGTERM received");
  // Closed cleanly: SQLite folded its write-ahead log back into the database file.
  expect(existsSync(join(dir, "app.db-wal"))).toBe(false);
}, 60_000);
