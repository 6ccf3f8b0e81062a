/**
 * The numbers this browser has seen given or used with a password. Signing in by phone offers
 * "Use my password instead" for them alone: asking the server which numbers have a password
 * would tell a stranger which numbers have accounts (SECURITY.md#accounts).
 */
const KEY = "sathi.phone-passwords";

function remembered(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((item) => typeof item === "string") : [];
  } catch {
    // No storage (a private window) or something else in it: nothing remembered.
    return [];
  }
}

export const hasPasswordHere = (e164: string | null) =>
  e164 !== null && typeof localStorage !== "undefined" && remembered().includes(e164);

export function rememberPassword(e164: string | null | undefined) {
  if (!e164 || hasPasswordHere(e164)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify([...remembered(), e164].slice(-5)));
  } catch {
    // No storage: she can still choose the e-mail form.
  }
}
