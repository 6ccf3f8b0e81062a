import { createContext, useContext, type ReactNode } from "react";
import { SiteConfig } from "../../contract/site";
import { apiFetch } from "../lib/http";

/** The server inlines the public settings into index.html; the dev server does not, so fetch them there. */
export async function loadSiteConfig(): Promise<SiteConfig> {
  const inline = document.getElementById("site-config")?.textContent;
  if (inline) return SiteConfig.parse(JSON.parse(inline));
  return apiFetch("/config", SiteConfig);
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
