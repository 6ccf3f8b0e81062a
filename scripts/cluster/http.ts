import http from "node:http";

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed as JSON, or undefined; the checks themselves say what it must hold. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- it talks to nginx and instances by URL, outside the typed client; each check asserts the shape it reads
  json: any;
}

export interface SendOptions {
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface ClientOptions {
  /** The site's address, sent as Origin, as the site's own pages do. */
  origin: string;
  /** The loopback address requests come from (127.0.0.x), so nginx sees distinct clients. */
  localAddress?: string;
  /** Sent with every request (X-Forwarded-For when talking to an instance directly). */
  headers?: Record<string, string>;
}

/** A small HTTP client for one address: an instance, or nginx in front of them. */
export function httpClient(base: string, { origin, localAddress, headers: always }: ClientOptions) {
  const agent = new http.Agent({ keepAlive: false, localAddress });

  async function send(method: string, path: string, options: SendOptions = {}): Promise<Reply> {
    let body: Buffer | undefined;
    const headers: Record<string, string> = { Origin: origin, ...always, ...options.headers };
    if (options.json !== undefined) {
      body = Buffer.from(JSON.stringify(options.json));
      headers["Content-Type"] = "application/json";
    } else if (options.form) {
      // The platform's own multipart encoding, as a browser's FormData upload.
      const encoded = new Request("http://form.invalid/", { method: "POST", body: options.form });
      body = Buffer.from(await encoded.arrayBuffer());
      headers["Content-Type"] = encoded.headers.get("content-type")!;
    }
    if (body) headers["Content-Length"] = String(body.length);

    return new Promise((resolve, reject) => {
      const request = http.request(new URL(path, base), { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          let json: unknown;
          try {
            json = bytes.length ? JSON.parse(bytes.toString("utf8")) : undefined;
          } catch {
            json = undefined;
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes,
            json,
          });
        });
      });
      request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
      request.on("error", reject);
      request.end(body);
    });
  }

  return {
    base,
    send,
    get: (path: string, headers?: Record<string, string>) => send("GET", path, { headers }),
    post: (path: string, json: unknown, headers?: Record<string, string>) =>
      send("POST", path, { json, headers }),
    close: () => agent.destroy(),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
