import { createContext, useContext, type ReactNode } from "react";
import type { SiteConfig } from "../../../contract/site";
import { apiFetch, checked } from "../http";

/**
 * GET /api/config: the public settings (site name, contacts, wallets). The server inlines them
 * into index.html; the dev server does not, so they are fetched there. Read once, before the
 * first render, and never refetched: they change only with a restart.
 */
export async function loadSiteConfig(): Promise<SiteConfig> {
  const inline = document.getElementById("site-config")?.textContent;
  if (inline) return checked("GET /config", JSON.parse(inline));
  return apiFetch("GET /config");
}

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({
  value,
  children,
}: {
  value: SiteConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error("useSiteConfig needs <SiteConfigProvider>");
  return config;
}
