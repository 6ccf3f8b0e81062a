/**
 * The end-to-end server: the real app, plus a real SMTP server that files every e-mail
 * under E2E_DATA_DIR/mail (tests read them from there) and a local OpenID Connect
 * provider standing in for Google. Started by playwright.config.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startOidcProvider } from "../../src/server/test/oidc-provider";
import { startSmtpCapture } from "../../src/server/test/smtp-capture";
import { GOOGLE_USER, mailDir } from "./paths";

const dir = mailDir();
mkdirSync(dir, { recursive: true });
let count = 0;
const smtp = await startSmtpCapture((mail) => {
  const name = `${Date.now()}-${++count}.json`;
  writeFileSync(join(dir, name), JSON.stringify(mail));
});
const oidc = await startOidcProvider(GOOGLE_USER);

process.env.SMTP_URL = smtp.url;
process.env.GOOGLE_CLIENT_ID = "sathi-e2e";
process.env.GOOGLE_CLIENT_SECRET = "sathi-e2e-secret";
process.env.GOOGLE_DISCOVERY_URL = oidc.discoveryUrl;

await import("../../src/server/main");
