import { afterAll, beforeAll } from "vitest";
import { startSmsStandin, type SmsStandin } from "./sms-standin";
import { createTestApp, type TestApp } from "./test-app";

/**
 * Test apps that text through a stand-in of one of the two gateways: the stand-in starts before
 * the file's tests and everything closes after them. `defaults` are settings every app of the
 * file shares (e.g. no quiet hours); `appWith` adds its own.
 */
export function textingApps(provider: "sparrow" | "aakash", defaults: Record<string, string> = {}) {
  const token = `standin-token-${provider}-${process.pid}`;
  const from = provider === "sparrow" ? "SATHI" : undefined;
  let gateway: SmsStandin | undefined;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    gateway = await startSmsStandin({ token, from });
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await gateway?.close();
  });
  const started = () => {
    if (!gateway) throw new Error("The SMS stand-in starts in beforeAll: use it inside a test");
    return gateway;
  };
  return {
    get gateway() {
      return started();
    },
    async appWith(env: Record<string, string> = {}) {
      const url = provider === "sparrow" ? started().sparrowUrl : started().aakashUrl;
      const t = await createTestApp({
        SMS_PROVIDER: provider,
        SMS_TOKEN: token,
        SMS_URL: url,
        ...(from ? { SMS_FROM: from } : {}),
        ...defaults,
        ...env,
      });
      apps.push(t);
      return t;
    },
  };
}
