import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

/** Lighthouse's phone: what a first view is measured on, here and in e2e/first-view.spec.ts. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
};

/**
 * The first view's budget (docs/benchmark.md#targets): gzip bytes and files of script, CSS.
 * The first bundle's route table holds the public pages only; the signed-in areas' come when
 * first opened (src/web/app/signed-in-pages.ts), which keeps a pet's page under 150 KB.
 */
export const FIRST_VIEW_BUDGET = { scriptBytes: 150 * 1024, scriptFiles: 15, cssBytes: 25 * 1024 };

export interface FirstView {
  /** gzip bytes (level 9) of every script the page loads until the network is idle. */
  js: number;
  jsFiles: number;
  /** gzip bytes (level 9) of its stylesheets. */
  css: number;
}

/**
 * Opens `url` and counts the scripts and stylesheets it loads until the network is idle: a
 * first view. `afterwards`, if given, runs next (scrolling, say) while images are still counted.
 */
export async function firstView(
  page: Page,
  url: string,
  afterwards?: () => Promise<void>,
): Promise<FirstView & { images: number }> {
  const bytes = { js: 0, jsFiles: 0, css: 0, images: 0 };
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (!["script", "stylesheet", "image"].includes(type)) return;
    pending.push(
      response
        .body()
        .then(async (body) => {
          if (type === "image") {
            const sizes = await response.request().sizes();
            bytes.images += sizes.responseBodySize;
          } else if (type === "script") {
            bytes.js += gzipSync(body, { level: 9 }).length;
            bytes.jsFiles++;
          } else bytes.css += gzipSync(body, { level: 9 }).length;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  const first = { js: bytes.js, jsFiles: bytes.jsFiles, css: bytes.css };
  if (afterwards) {
    await afterwards();
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
  }
  return { ...first, images: bytes.images };
}
