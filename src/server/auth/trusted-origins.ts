import type { Config } from "../config";

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins the site's own pages are served from, taken from configuration only: a request's
 * `Host` is the caller's to choose, so an origin read from it would trust any site. Outside
 * production a loopback PUBLIC_URL also stands for its loopback aliases, so a local start works
 * whether the browser says localhost or 127.0.0.1.
 */
export function trustedOrigins(config: Pick<Config, "env" | "publicUrl">): string[] {
  const url = new URL(config.publicUrl);
  if (config.env === "production" || !LOOPBACK.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return LOOPBACK.map((host) => `${url.protocol}//${host}${port}`);
}
