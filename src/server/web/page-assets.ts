import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets a server-rendered page needs beyond the entry's, read from Vite's build
 * manifest: a lazily loaded page's styles must be in the HTML (the page is drawn before any
 * script runs, or without scripts at all). Its scripts are not preloaded: on a slow link they
 * would share it with what the first paint needs (vite.config.ts).
 */
export function pageAssets(webRoot: string) {
  const file = resolve(webRoot, ".vite/manifest.json");
  const manifest: Manifest = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Manifest)
    : {};

  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]!);
  };
  const entry = new Set(
    closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry)).flatMap((chunk) => [
      chunk.file,
      ...(chunk.css ?? []),
    ]),
  );
  const links = new Map<string, string>();

  /** The stylesheet links for the pages' modules (paths relative to src/web), entry's left out. */
  return (modules: string[]): string => {
    const key = modules.join(" ");
    let tags = links.get(key);
    if (tags === undefined) {
      const chunks = closure(modules);
      const styles = chunks.flatMap((chunk) => chunk.css ?? []).filter((css) => !entry.has(css));
      tags = [...new Set(styles)].map((css) => `<link rel="stylesheet" href="/${css}" />`).join("");
      links.set(key, tags);
    }
    return tags;
  };
}
