import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What a stand-in route sees of a request, and the few ways it answers. */
export interface StandinRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  /** The body as text (a form post or JSON). */
  text: string;
}

export type StandinReply =
  { json: unknown; status?: number } | { html: string; status?: number } | { redirect: string };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page as plain as a payment page in a test needs: a heading, some lines, buttons. */
export function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem"><main>${body}</main></body></html>`;
}

/** A real HTTP server on a free local port, answering with `handle`. */
export async function startStandinServer(handle: (request: StandinRequest) => StandinReply) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let reply: StandinReply;
      try {
        reply = handle({
          method: req.method ?? "GET",
          url: new URL(req.url ?? "/", "http://standin"),
          headers: req.headers,
          text: Buffer.concat(chunks).toString("utf8"),
        });
      } catch (error) {
        reply = { json: { error: String(error) }, status: 500 };
      }
      if ("redirect" in reply) {
        res.writeHead(302, { Location: reply.redirect }).end();
      } else if ("html" in reply) {
        res
          .writeHead(reply.status ?? 200, { "Content-Type": "text/html; charset=utf-8" })
          .end(reply.html);
      } else {
        res
          .writeHead(reply.status ?? 200, { "Content-Type": "application/json" })
          .end(JSON.stringify(reply.json));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const randomCode = (length: number) =>
  Array.from(
    { length },
    () => "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"[Math.floor(Math.random() * 34)],
  ).join("");
