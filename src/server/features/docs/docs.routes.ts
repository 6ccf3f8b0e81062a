import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import { getAbsoluteFSPath } from "swagger-ui-dist";

/**
 * Interactive API docs (Swagger UI) served from the app itself: the site's CSP
 * allows only its own origin, so nothing may come from a CDN or run inline.
 */
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API docs</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// The filter box narrows some 150 operations to a tag's, which Swagger UI then draws at once.
const INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true, filter: true });`;

export function docsRoutes() {
  const assetDir = getAbsoluteFSPath();
  return new Hono()
    .get("/", (c) => c.html(PAGE))
    .get("/init.js", (c) => c.body(INIT, 200, { "Content-Type": "text/javascript; charset=utf-8" }))
    .get("/:file", async (c) => {
      const type = ASSETS[c.req.param("file")];
      if (!type) return c.json({ error: "No such file", code: "NOT_FOUND" }, 404);
      const body = await readFile(join(assetDir, c.req.param("file")));
      return c.body(body, 200, { "Content-Type": type, "Cache-Control": "public, max-age=86400" });
    });
}
