import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { RenderResult } from "../../contract/render-result";
import type { SiteConfig } from "../../contract/site";

/** How a render reaches the API: in-process, with the visitor's cookie when she has a session. */
export type ApiCall = (path: string, init: RequestInit) => Promise<Response>;

interface RenderScope {
  api: ApiCall;
  cookie?: string;
}

type RenderPage = (
  url: string,
  language: "en" | "ne",
  site: SiteConfig,
  hasSession: boolean,
) => Promise<RenderResult>;

interface ServerEntry {
  renderPage: RenderPage;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

export interface Renderer {
  render(scope: RenderScope, ...args: Parameters<RenderPage>): Promise<RenderResult>;
}

// One renderer module per process: several apps in one process (tests) each pass their own API.
const scopes = new AsyncLocalStorage<RenderScope>();
const loaded = new Map<string, Promise<Renderer>>();

/**
 * The server renderer built by `vite build --ssr` (decision 034), or undefined when there is
 * no build: the page is then sent unrendered and the browser draws it. It is imported with the
 * first page asked for, so an app that serves only the API (most tests) never loads it.
 */
export function loadRenderer(file: string): (() => Promise<Renderer>) | undefined {
  if (!existsSync(file)) return undefined;
  return () => importRenderer(file);
}

function importRenderer(file: string): Promise<Renderer> {
  let renderer = loaded.get(file);
  if (!renderer) {
    renderer = (import(pathToFileURL(file).href) as Promise<ServerEntry>).then((entry) => {
      entry.setApiTransport((path, init) => {
        const scope = scopes.getStore();
        if (!scope) throw new Error("An API read outside a server render");
        const headers = new Headers(init.headers);
        if (scope.cookie) headers.set("Cookie", scope.cookie);
        // The browser's cache modes mean nothing to an in-process call.
        return scope.api(path, { ...init, headers, cache: undefined });
      });
      return {
        render: (scope, ...args) => scopes.run(scope, () => entry.renderPage(...args)),
      };
    });
    loaded.set(file, renderer);
  }
  return renderer;
}
