import { useEffect } from "react";
import { useSiteConfig } from "../lib/api/site-config";

/** Sets the tab title and meta description of the current page. */
export function usePageMeta(title: string, description?: string) {
  const { name } = useSiteConfig();
  useEffect(() => {
    document.title = `${title} · ${name}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [title, description, name]);
}
