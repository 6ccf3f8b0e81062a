/**
 * The end-to-end server: the real app, plus a real SMTP server that files every e-mail
 * under E2E_DATA_DIR/mail (tests read them from there), an SMS gateway stand-in filing texts
 * under E2E_DATA_DIR/sms, and a local OpenID Connect provider standing in for Google. Started by playwright.config.ts.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { startEsewaStandin } from "../../src/server/test/esewa-standin";
import { startKhaltiStandin } from "../../src/server/test/khalti-standin";
import { startOidcProvider } from "../../src/server/test/oidc-provider";
import { startSmsStandin } from "../../src/server/test/sms-standin";
import { startSmtpCapture } from "../../src/server/test/smtp-capture";
import { controlFile, gatewaysFile, GOOGLE_USER, mailDir, smsDir } from "./paths";

const dir = mailDir();
mkdirSync(dir, { recursive: true });
let count = 0;
/** Files a message whole: written under a hidden name, then renamed, so a test never reads half. */
function file(folder: string, message: unknown) {
  const name = `${Date.now()}-${++count}.json`;
  writeFileSync(join(folder, `.${name}`), JSON.stringify(message));
  renameSync(join(folder, `.${name}`), join(folder, name));
}
const smtp = await startSmtpCapture((mail) => file(dir, mail));
const oidc = await startOidcProvider(GOOGLE_USER);

process.env.SMTP_URL = smtp.url;
process.env.GOOGLE_CLIENT_ID = "sathi-e2e";
process.env.GOOGLE_CLIENT_SECRET = "sathi-e2e-secret";
process.env.GOOGLE_DISCOVERY_URL = oidc.discoveryUrl;

// SMS: a Sparrow stand-in that files every text, codes included, for the tests to read.
mkdirSync(smsDir(), { recursive: true });
const sms = await startSmsStandin({
  token: "e2e-sparrow-token",
  from: "SATHI",
  onReceive: (text) => file(smsDir(), text),
});
process.env.SMS_PROVIDER = "sparrow";
process.env.SMS_TOKEN = "e2e-sparrow-token";
process.env.SMS_FROM = "SATHI";
process.env.SMS_URL = sms.sparrowUrl;
// Tests run at any hour: nothing waits for the morning.
process.env.SMS_QUIET_HOURS = "";

// Donations: eSewa and Khalti stand-ins the browser really visits.
const esewaMerchant = { code: "EPAYTEST", secret: "8gBm/:&EnhH.1/q" };
const esewa = await startEsewaStandin({
  merchants: { [esewaMerchant.code]: esewaMerchant.secret },
});
const khalti = await startKhaltiStandin({ secretKey: "e2e-khalti-secret-key" });
process.env.ESEWA_PRODUCT_CODE = esewaMerchant.code;
process.env.ESEWA_SECRET = esewaMerchant.secret;
process.env.ESEWA_FORM_URL = esewa.formUrl;
process.env.ESEWA_STATUS_URL = esewa.statusUrl;
process.env.KHALTI_SECRET_KEY = khalti.secretKey;
process.env.KHALTI_BASE_URL = khalti.baseUrl;
// Every browser of the run gives from 127.0.0.1.
process.env.RATE_LIMIT_DONATIONS ??= "1000";
process.env.RATE_LIMIT_REPORTS_NETWORK ??= "1000";
writeFileSync(gatewaysFile(), JSON.stringify({ esewa: esewa.url, khalti: khalti.url }));

const { deps } = await import("../../src/server/main");
const { sendDueDigests } = await import("../../src/server/features/records/digest");
const { sendBoosterReminders } =
  await import("../../src/server/features/community-dogs/booster-reminders");
const { sendReportRenewals } = await import("../../src/server/features/lost-found");

/** The rounds the app runs on a timer, each as if the clock said `now`. */
const ROUNDS: Record<string, (now: Date) => Promise<unknown>> = {
  "/digests": (now) => sendDueDigests(deps, now),
  "/boosters": (now) => sendBoosterReminders(deps, now),
  "/report-renewals": (now) => sendReportRenewals(deps, now),
};

/*
 * The harness's own control, on a port of its own that only the tests know: a timed round (the
 * daily digest of what is due, the boosters, the reports' renewals) run as if the clock said
 * `now` ("a week later"), then its mail and texts sent at once.
 */
const control = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://control");
  const now = url.searchParams.get("now");
  const round = ROUNDS[url.pathname];
  if (request.method !== "POST" || !now || !round) return void response.writeHead(404).end();
  round(new Date(now))
    .then((sent) => {
      deps.mail.kick();
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ sent }));
    })
    .catch((error: unknown) => response.writeHead(500).end(String(error)));
});
control.listen(0, "127.0.0.1", () => {
  const { port } = control.address() as AddressInfo;
  writeFileSync(controlFile(), JSON.stringify({ url: `http://127.0.0.1:${port}` }));
});
