import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const quiet = () => undefined;
const base = { AUTH_SECRET: "x".repeat(32) };

describe("loadConfig", () => {
  it("has working defaults: SQLite in ./data, port 3000, demo seed", () => {
    const config = loadConfig(base, quiet);
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.database).toEqual({ kind: "sqlite", path: join(process.cwd(), "data/app.db") });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seed).toBe("demo");
    expect(config.storage).toEqual({ kind: "local", dir: join(process.cwd(), "data/uploads") });
    expect(config.site.name).toBe("Sathi");
  });

  it("selects PostgreSQL from a postgres:// URL and seeds nothing by default", () => {
    const config = loadConfig({ ...base, DATABASE_URL: "postgres://localhost/sathi" }, quiet);
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://localhost/sathi" });
    expect(config.seed).toBe("none");
  });

  it.each([
    [{ PORT: "abc" }, "Invalid PORT: must be a port number"],
    [{ PORT: "70000" }, "Invalid PORT: must be between 1 and 65535"],
    [
      { DATABASE_URL: "mysql://x" },
      "Invalid DATABASE_URL: must be file:<path> (SQLite) or postgres://… (PostgreSQL)",
    ],
    [{ SEED: "lots" }, "Invalid SEED"],
    [
      { SMTP_URL: "mail.example.org" },
      "Invalid SMTP_URL: must look like smtp://user:pass@host:587",
    ],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig({ ...base, ...env }, quiet)).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env }, quiet)).toThrow(message);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ ...base, PORT: "", SMTP_URL: "" }, quiet).port).toBe(3000);
  });

  it("compares admin e-mails case-insensitively", () => {
    const config = loadConfig(
      { ...base, ADMIN_EMAILS: " Boss@Example.org, second@example.org ," },
      quiet,
    );
    expect(config.adminEmails).toEqual(["boss@example.org", "second@example.org"]);
  });

  it("generates an auth secret once, keeps it in the data folder and warns", () => {
    const dir = mkdtempSync(join(tmpdir(), "sathi-config-"));
    const warnings: string[] = [];
    const env = { DATABASE_URL: `file:${join(dir, "app.db")}` };
    const first = loadConfig(env, (line) => warnings.push(line));
    const second = loadConfig(env, (line) => warnings.push(line));
    expect(first.authSecret).toHaveLength(43);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(join(dir, "auth-secret"), "utf8")).toBe(first.authSecret);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("AUTH_SECRET is not set");
  });

  it("refuses a generated AUTH_SECRET with REDIS_URL (several instances), and warns about local state", () => {
    const redis = { REDIS_URL: "redis://127.0.0.1:6379" };
    expect(() => loadConfig(redis, quiet)).toThrow(
      "Invalid AUTH_SECRET: must be set when REDIS_URL is set",
    );
    const warnings: string[] = [];
    const config = loadConfig({ ...base, ...redis }, (line) => warnings.push(line));
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379");
    expect(config.redisPrefix).toBe("sathi:");
    expect(warnings).toEqual([
      expect.stringContaining("DATABASE_URL is SQLite"),
      expect.stringContaining("uploads go to UPLOAD_DIR"),
    ]);
    const s3 = { S3_BUCKET: "pets", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    const cluster = { ...base, ...redis, ...s3, DATABASE_URL: "postgres://db/sathi" };
    const quietWarnings: string[] = [];
    loadConfig(cluster, (line) => quietWarnings.push(line));
    expect(quietWarnings).toEqual([]);
    expect(() => loadConfig({ ...cluster, REDIS_PREFIX: "a b*" }, quiet)).toThrow(
      "Invalid REDIS_PREFIX",
    );
  });

  it("keeps the development defaults: the demo admin, demo content on SQLite, no HSTS over http", () => {
    const lines: string[] = [];
    const config = loadConfig({ ...base, NODE_ENV: "development" }, (line) => lines.push(line));
    expect(config.adminEmails).toEqual(["admin@sathi.test"]);
    expect(config.seed).toBe("demo");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.isHttps).toBe(false);
    expect(lines).toEqual([]);
  });

  it("marks an https PUBLIC_URL as HTTPS (Strict-Transport-Security is sent only then)", () => {
    expect(loadConfig({ ...base, PUBLIC_URL: "https://sathi.example.org/" }, quiet)).toMatchObject({
      publicUrl: "https://sathi.example.org",
      isHttps: true,
    });
    expect(loadConfig({ ...base, PUBLIC_URL: "http://10.0.0.5:3000" }, quiet).isHttps).toBe(false);
  });

  describe.each([
    ["SQLite", "file:./data/app.db"],
    ["PostgreSQL", "postgres://localhost/sathi"],
  ])("in production on %s", (_name, DATABASE_URL) => {
    const contacts = {
      CONTACT_EMAIL: "hello@shelter.example.org",
      CONTACT_PHONE: "+977 1-5550000",
      CONTACT_ADDRESS: "Thamel, Kathmandu",
      SOCIAL_FACEBOOK: "https://facebook.com/shelter",
      SOCIAL_INSTAGRAM: "https://instagram.com/shelter",
      SOCIAL_TIKTOK: "https://tiktok.com/@shelter",
    };
    const production = {
      ...base,
      ...contacts,
      NODE_ENV: "production",
      DATABASE_URL,
      PUBLIC_URL: "https://sathi.example.org",
    };

    it("refuses to start without PUBLIC_URL, with one line naming it", () => {
      const withoutUrl = { ...production, PUBLIC_URL: undefined };
      expect(() => loadConfig(withoutUrl, quiet)).toThrow(ConfigError);
      expect(() => loadConfig(withoutUrl, quiet)).toThrow(/^Invalid PUBLIC_URL: must be set/);
      expect(() => loadConfig({ ...withoutUrl, PUBLIC_URL: "" }, quiet)).toThrow(
        /^Invalid PUBLIC_URL/,
      );
    });

    it("seeds nothing and makes nobody admin by default, saying so in one line", () => {
      const lines: string[] = [];
      const config = loadConfig(production, (line) => lines.push(line));
      expect(config.seed).toBe("none");
      expect(config.adminEmails).toEqual([]);
      expect(config.isHttps).toBe(true);
      expect(lines).toEqual([
        expect.stringMatching(/^ADMIN_EMAILS is not set: nobody is admin yet/),
      ]);
    });

    it("shows no wallet it was not given, and names the contact details still the demo's", () => {
      const lines: string[] = [];
      const bare = { ...production, ADMIN_EMAILS: "ops@shelter.example", CONTACT_PHONE: undefined };
      const config = loadConfig(bare, (line) => lines.push(line));
      expect(config.site.wallets).toEqual({ esewa: null, khalti: null });
      expect(lines).toEqual([
        "CONTACT_PHONE not set: the footer and contact page show the demo values.",
      ]);
      const given = loadConfig({ ...bare, ESEWA_ID: "9841000001" }, quiet);
      expect(given.site.wallets).toEqual({ esewa: "9841000001", khalti: null });
      // Outside production the demo site keeps its demo wallets.
      expect(loadConfig(base, quiet).site.wallets).toEqual({
        esewa: "9800000000",
        khalti: "9800000000",
      });
    });

    it("makes the ADMIN_EMAILS addresses admins, without a line", () => {
      const lines: string[] = [];
      const config = loadConfig({ ...production, ADMIN_EMAILS: "ops@shelter.example" }, (line) =>
        lines.push(line),
      );
      expect(config.adminEmails).toEqual(["ops@shelter.example"]);
      expect(lines).toEqual([]);
    });

    it("seeds the demo when SEED=demo is explicit, warning that its password is public", () => {
      const lines: string[] = [];
      const config = loadConfig(
        { ...production, ADMIN_EMAILS: "ops@shelter.example", SEED: "demo" },
        (line) => lines.push(line),
      );
      expect(config.seed).toBe("demo");
      expect(lines).toEqual([expect.stringContaining("the demo accounts' password is public")]);
    });
  });

  it("uses S3 storage only when bucket and keys are all set", () => {
    const s3 = { S3_BUCKET: "pets", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    expect(loadConfig({ ...base, S3_BUCKET: "pets" }, quiet).storage.kind).toBe("local");
    expect(loadConfig({ ...base, ...s3 }, quiet).storage).toMatchObject({
      kind: "s3",
      bucket: "pets",
    });
  });

  it("sends no SMS without SMS_PROVIDER, and keeps quiet hours 21-7 unless told", () => {
    expect(loadConfig(base, quiet).sms).toEqual({
      provider: null,
      quietHours: { from: 21, to: 7 },
      budget: { hourly: 60, daily: 300 },
    });
    expect(loadConfig({ ...base, SMS_QUIET_HOURS: "" }, quiet).sms.quietHours).toBeNull();
    expect(loadConfig({ ...base, SMS_QUIET_HOURS: "22-6" }, quiet).sms.quietHours).toEqual({
      from: 22,
      to: 6,
    });
  });

  it("sends saved searches' alerts in hourly digests unless told, at once with 0", () => {
    expect(loadConfig(base, quiet).alertDigestMinutes).toBe(60);
    expect(loadConfig({ ...base, ALERT_DIGEST_MINUTES: "0" }, quiet).alertDigestMinutes).toBe(0);
    expect(loadConfig(base, quiet).digestHour).toBe(7);
    expect(loadConfig({ ...base, DIGEST_HOUR: "0" }, quiet).digestHour).toBe(0);
  });

  it("takes a provider with its token (and Sparrow's sender), at the provider's address unless told", () => {
    const sparrow = { SMS_PROVIDER: "sparrow", SMS_TOKEN: "t0k", SMS_FROM: "Sathi" };
    expect(loadConfig({ ...base, ...sparrow }, quiet).sms.provider).toEqual({
      name: "sparrow",
      token: "t0k",
      from: "Sathi",
      url: "https://api.sparrowsms.com/v2/sms/",
    });
    const aakash = { SMS_PROVIDER: "aakash", SMS_TOKEN: "t0k", SMS_URL: "http://127.0.0.1:9/send" };
    expect(loadConfig({ ...base, ...aakash }, quiet).sms.provider).toMatchObject({
      name: "aakash",
      url: "http://127.0.0.1:9/send",
    });
  });

  it.each([
    [
      { SMS_PROVIDER: "twilio", SMS_TOKEN: "t" },
      "Invalid SMS_PROVIDER: must be sparrow or aakash (or unset)",
    ],
    [{ SMS_PROVIDER: "aakash" }, "Invalid SMS_TOKEN: required when SMS_PROVIDER is set"],
    [
      { SMS_PROVIDER: "sparrow", SMS_TOKEN: "t" },
      "Invalid SMS_FROM: Sparrow SMS needs the sender identity it gave you",
    ],
    [
      { SMS_QUIET_HOURS: "9pm-7am" },
      "Invalid SMS_QUIET_HOURS: must be two hours such as 21-7, or empty",
    ],
    [
      { SMS_QUIET_HOURS: "21-24" },
      "Invalid SMS_QUIET_HOURS: must be two hours such as 21-7, or empty",
    ],
    [
      { ALERT_DIGEST_MINUTES: "hourly" },
      "Invalid ALERT_DIGEST_MINUTES: must be a number of minutes",
    ],
    [{ ALERT_DIGEST_MINUTES: "-5" }, "Invalid ALERT_DIGEST_MINUTES: must be between 0 and 1440"],
    [{ DIGEST_HOUR: "24" }, "Invalid DIGEST_HOUR: must be an hour from 0 to 23"],
    [{ DIGEST_HOUR: "7.5" }, "Invalid DIGEST_HOUR: must be a whole hour from 0 to 23"],
    [{ SMS_HOURLY_BUDGET: "lots" }, "Invalid SMS_HOURLY_BUDGET: must be a number of texts"],
    [{ SMS_DAILY_BUDGET: "0" }, "Invalid SMS_DAILY_BUDGET: must be at least 1"],
    [{ SMS_DAILY_BUDGET: "2.5" }, "Invalid SMS_DAILY_BUDGET: must be a whole number of texts"],
  ])("refuses %o with one line naming it", (env, line) => {
    expect(() => loadConfig({ ...base, ...env }, quiet)).toThrow(new ConfigError(line));
  });
});
