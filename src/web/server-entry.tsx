/**
 * The server renderer's entry (built with `vite build --ssr`; decision 034): renders a page's
 * HTML with its data, in the visitor's language, for src/server/web/renderer.ts.
 */
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import type { RenderResult } from "../contract/render-result";
import type { SiteConfig } from "../contract/site";
import { AppProviders, createQueryClient } from "./app/app-providers";
import { createRoutes, type RouteHandle } from "./app/routes";
import { signedInPages } from "./app/signed-in-routes";
import { dayOf } from "../contract/pet-age";
import { i18nForServer, type Language } from "./i18n";
import { sessionQuery } from "./lib/api/session";
import { pageStateScript } from "./lib/page-state";
import { PageMetaContext, type PageMeta } from "./ui/use-page-meta";

export { setApiTransport } from "./lib/http";

const wordsReady = i18nForServer();

// The routes and their handler are made once: ranking the routes took a millisecond of each
// render. Each render's loaders fill the query client of that render. The server has every
// page's route; the browser learns the signed-in areas' when it needs them (app/signed-in-pages.ts).
const renderQueryClient = new AsyncLocalStorage<QueryClient>();
const handler = createStaticHandler(
  createRoutes(() => {
    const queryClient = renderQueryClient.getStore();
    if (!queryClient) throw new Error("A route loaded outside a server render");
    return queryClient;
  }, signedInPages),
);

/**
 * `hasSession`: the visitor sent a session cookie. Without one she is known to be signed out,
 * and the page says so at once; with one, the session is read like the page's data.
 */
export async function renderPage(
  url: string,
  language: Language,
  siteConfig: SiteConfig,
  hasSession: boolean,
): Promise<RenderResult> {
  const words = await wordsReady;
  const translator = words.forPage(language);
  const queryClient = createQueryClient();
  if (hasSession) await queryClient.prefetchQuery(sessionQuery);
  else queryClient.setQueryData(sessionQuery.queryKey, null);
  const day = dayOf(new Date());
  const context = await renderQueryClient.run(queryClient, () => handler.query(new Request(url)));
  if (context instanceof Response) {
    return {
      kind: "redirect",
      status: context.status,
      location: context.headers.get("Location") ?? "/",
    };
  }
  let meta: PageMeta = {};
  const setMeta = (next: PageMeta) => {
    meta = { title: next.title, description: next.description ?? meta.description };
  };
  const html = await renderWhole(
    <PageMetaContext.Provider value={setMeta}>
      <AppProviders
        siteConfig={siteConfig}
        translator={translator}
        queryClient={queryClient}
        renderDay={day}
      >
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </PageMetaContext.Provider>,
  );
  return {
    kind: "page",
    status: context.statusCode,
    html,
    meta,
    stateScript: pageStateScript({
      router: routerState(context),
      queries: dehydrate(queryClient),
      words: translator.usedWords(),
      day,
    }),
    modules: context.matches.flatMap(
      ({ route }) => (route.handle as RouteHandle | undefined)?.module ?? [],
    ),
  };
}

const routerState = ({ loaderData, actionData, errors }: StaticHandlerContext) => ({
  loaderData,
  actionData,
  errors,
});

/**
 * The page in one synchronous pass when nothing in it waits: React's string renderer skips the
 * stream's encoding of every chunk to bytes and back, about a fifth of a render. A part that
 * waits (a lazily loaded one not yet loaded) leaves a boundary drawn by the browser (`<!--$!`),
 * and the page is then rendered again by the streaming renderer, which waits for it.
 */
function renderWhole(app: ReactNode): Promise<string> {
  const html = renderToString(app);
  return html.includes("<!--$!") ? renderStreamed(app) : Promise.resolve(html);
}

/**
 * React's streaming renderer, read once everything is ready (its way for crawlers): the page
 * is cached whole, and a finished page needs none of the inline scripts that stream the rest
 * of a page in, which the Content-Security-Policy would refuse anyway.
 */
function renderStreamed(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      onAllReady: () => stream.pipe(sink),
      // Never split a large part out to be revealed by a script: the page is sent whole.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      // A part that fails here is drawn by the browser instead; the server says what failed.
      onError: (error) => console.error("Server render:", error),
    });
  });
}
