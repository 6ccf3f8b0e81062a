/**
 * What the web app's server entry (src/web/server-entry.tsx) answers the server's renderer
 * (src/server/web/renderer.ts) for one URL: the server may not import the web app's code, so
 * both take the shape from here.
 */
export interface RenderedPage {
  kind: "page";
  status: number;
  /** What goes into `<div id="root">`. */
  html: string;
  /** The page's title and description, for the HTML head. */
  meta: { title?: string; description?: string };
  /** The `<script type="application/json">` the browser's first render starts from. */
  stateScript: string;
  /** The matched pages' modules (relative to src/web), whose styles and scripts the HTML links. */
  modules: string[];
}

export interface Redirect {
  kind: "redirect";
  status: number;
  location: string;
}

export type RenderResult = RenderedPage | Redirect;
