import { createContext, useContext, useEffect } from "react";
import { useSiteConfig } from "../lib/api/site-config";

export interface PageMeta {
  title?: string;
  description?: string;
}

/** On the server, where a render writes its page's title and description for the HTML head. */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * What the tab's title starts with, e.g. "(2) " for unread messages: set by the app's layout,
 * only in the browser (the server's HTML never has it).
 */
export const TitlePrefixContext = createContext("");

/** Sets the tab title and meta description of the current page. */
export function usePageMeta(title: string, description?: string) {
  const { name } = useSiteConfig();
  const prefix = useContext(TitlePrefixContext);
  const fullTitle = `${title} · ${name}`;
  // Rendering on the server: effects do not run there, and the last page rendered wins.
  useContext(PageMetaContext)?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = prefix + fullTitle;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [prefix, fullTitle, description]);
}
