import { createContext, useContext, useEffect } from "react";
import { useSiteConfig } from "../lib/api/site-config";

export interface PageMeta {
  title?: string;
  description?: string;
}

/** On the server, where a render writes its page's title and description for the HTML head. */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the tab title and meta description of the current page. */
export function usePageMeta(title: string, description?: string) {
  const { name } = useSiteConfig();
  const fullTitle = `${title} · ${name}`;
  // Rendering on the server: effects do not run there, and the last page rendered wins.
  useContext(PageMetaContext)?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [fullTitle, description]);
}
