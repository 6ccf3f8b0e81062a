import { expect, type Page } from "@playwright/test";

/**
 * Serves the pages at `paths` as a server with other settings would: the inlined site settings
 * are edited, and the server's rendering (made with the real settings) is dropped, so the
 * browser draws the page itself from the edited ones.
 */
export async function withSiteConfig(page: Page, paths: RegExp, edit: (html: string) => string) {
  await page.route(
    (url) => paths.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const edited = edit(html).replace(
        /<div id="root">[\s\S]*?<script id="page-state" type="application\/json">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      expect(edited, "the settings were edited").not.toBe(html);
      expect(edited).not.toContain('id="page-state"');
      await route.fulfill({ response, body: edited });
    },
  );
}
