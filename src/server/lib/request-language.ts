/** The languages the site, and everything it sends, is written in. */
export type SiteLanguage = "en" | "ne";

// Only spaces and tabs count as space between a header's parts, as in nginx's patterns
// (deploy/nginx-sathi.conf): were a no-break space one here, nginx could keep a page under
// the other language's key (docs/deploy.md#nginx).
const COOKIE = /(?:^|;[ \t]*)sathi\.lang=(en|ne)(?:;|$)/;
const trimSpaces = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, "");

/**
 * The language a page is rendered in: the one the visitor chose (the language switch's
 * cookie), else the first of ours her browser asks for, else English.
 */
export function pickLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): SiteLanguage {
  const chosen = COOKIE.exec(cookie ?? "")?.[1] as SiteLanguage | undefined;
  if (chosen) return chosen;
  const asked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = trimSpaces(part).toLowerCase().split(";");
      const q = Number(
        params.find((param) => trimSpaces(param).startsWith("q="))?.split("=")[1] ?? 1,
      );
      return { language: trimSpaces(tag).split("-")[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter(
      (item): item is { language: SiteLanguage; q: number } =>
        (item.language === "en" || item.language === "ne") && item.q > 0,
    )
    .sort((a, b) => b.q - a.q);
  return asked[0]?.language ?? "en";
}

/**
 * The language the site shows whoever sent these headers, or undefined when they say nothing
 * about it (a script or an app with neither the cookie nor Accept-Language): such a request
 * must not change an account's language.
 */
export function requestLanguage(headers: Headers | undefined | null): SiteLanguage | undefined {
  const cookie = headers?.get("cookie") ?? undefined;
  const acceptLanguage = headers?.get("accept-language") ?? undefined;
  if (!COOKIE.test(cookie ?? "") && !acceptLanguage) return undefined;
  return pickLanguage(cookie, acceptLanguage);
}
