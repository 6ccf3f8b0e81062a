import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";
import { logLine } from "./lib/logger";

/** The one place that reads the environment (lint forbids `process.env` elsewhere). */

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const databaseUrl = z
  .string()
  .trim()
  .refine((value) => /^(file:.+|postgres(ql)?:\/\/.+)$/.test(value), {
    message: "must be file:<path> (SQLite) or postgres://… (PostgreSQL)",
  });

const url = z.url({ error: "must be a full URL such as https://example.org" });

/** Texts the site may send in a period, codes and everything else together (docs/product.md#sms). */
const smsBudget = z.coerce
  .number({ error: "must be a number of texts" })
  .int("must be a whole number of texts")
  .min(1, "must be at least 1");

/** The demo site's contact details: the defaults, which production says are still unset. */
const DEMO_CONTACTS = {
  CONTACT_EMAIL: "hello@sathi.org.np",
  CONTACT_PHONE: "+977 1-4000000",
  CONTACT_ADDRESS: "Jhamsikhel, Lalitpur, Nepal",
  SOCIAL_FACEBOOK: "https://facebook.com/sathi.shelter",
  SOCIAL_INSTAGRAM: "https://instagram.com/sathi.shelter",
  SOCIAL_TIKTOK: "https://tiktok.com/@sathi.shelter",
} as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: databaseUrl.default("file:./data/app.db"),
  PUBLIC_URL: url.optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must look like smtp://user:pass@host:587")
    .optional(),
  MAIL_FROM: z.string().default("Sathi <no-reply@sathi.test>"),
  UPLOAD_DIR: z.string().default("./data/uploads"),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: url.optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, "must look like redis://host:6379")
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, "must be letters, digits, '.', '-', '_' or ':'")
    .default("sathi:"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: url.default("https://accounts.google.com/.well-known/openid-configuration"),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_ADOPTIONS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_MESSAGES: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_SMS_CODES: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SMS_NETWORK: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_REPORTS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_REPORTS_NETWORK: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_MATCH_MESSAGES_NETWORK: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  SITE_NAME: z.string().trim().min(1).default("Sathi"),
  CONTACT_EMAIL: z.email().default(DEMO_CONTACTS.CONTACT_EMAIL),
  CONTACT_PHONE: z.string().default(DEMO_CONTACTS.CONTACT_PHONE),
  CONTACT_ADDRESS: z.string().default(DEMO_CONTACTS.CONTACT_ADDRESS),
  SOCIAL_FACEBOOK: url.default(DEMO_CONTACTS.SOCIAL_FACEBOOK),
  SOCIAL_INSTAGRAM: url.default(DEMO_CONTACTS.SOCIAL_INSTAGRAM),
  SOCIAL_TIKTOK: url.default(DEMO_CONTACTS.SOCIAL_TIKTOK),
  // Wallet IDs for the QR codes: a demo one outside production, none in it (safeDefaults).
  ESEWA_ID: z.string().min(1).optional(),
  KHALTI_ID: z.string().min(1).optional(),
  ESEWA_PRODUCT_CODE: optionalText,
  ESEWA_SECRET: optionalText,
  ESEWA_FORM_URL: url.optional(),
  ESEWA_STATUS_URL: url.optional(),
  KHALTI_SECRET_KEY: optionalText,
  KHALTI_BASE_URL: url.optional(),
  RATE_LIMIT_DONATIONS: z.coerce.number().int().min(1).default(10),
  SMS_PROVIDER: z
    .enum(["sparrow", "aakash"], { error: "must be sparrow or aakash (or unset)" })
    .optional(),
  SMS_TOKEN: optionalText,
  SMS_FROM: optionalText,
  SMS_URL: url.optional(),
  SMS_QUIET_HOURS: z
    .string()
    .trim()
    .regex(/^$|^([01]?\d|2[0-3])-([01]?\d|2[0-3])$/, "must be two hours such as 21-7, or empty")
    .default("21-7"),
  SMS_HOURLY_BUDGET: smsBudget.default(60),
  SMS_DAILY_BUDGET: smsBudget.default(300),
  ALERT_DIGEST_MINUTES: z.coerce
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(0, "must be between 0 and 1440")
    .max(1440, "must be between 0 and 1440")
    .default(60),
  DIGEST_HOUR: z.coerce
    .number({ error: "must be an hour from 0 to 23" })
    .int("must be a whole hour from 0 to 23")
    .min(0, "must be an hour from 0 to 23")
    .max(23, "must be an hour from 0 to 23")
    .default(7),
  SEED: z.enum(["demo", "none"]).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().default("dist/web"),
});

export type Env = z.input<typeof envSchema>;
type ParsedEnv = z.output<typeof envSchema>;

/**
 * The gateways' published test values (eSewa ePay v2 UAT; Khalti's sandbox). Used only when
 * NODE_ENV is development or test; Khalti publishes no shared test key (each merchant gets one).
 */
const GATEWAY_TEST_DEFAULTS = {
  ESEWA_PRODUCT_CODE: "EPAYTEST",
  ESEWA_SECRET: "8gBm/:&EnhH.1/q",
  ESEWA_FORM_URL: "https://rc-epay.esewa.com.np/api/epay/main/v2/form",
  ESEWA_STATUS_URL: "https://rc.esewa.com.np/api/epay/transaction/status/",
  KHALTI_BASE_URL: "https://dev.khalti.com/api/v2/",
} as const;

/** A wallet is offered only when every value it needs is known; otherwise it is hidden. */
function donationGateways(e: ParsedEnv, log: (line: string) => void) {
  const defaults = e.NODE_ENV === "production" ? {} : GATEWAY_TEST_DEFAULTS;
  const pick = <K extends keyof typeof GATEWAY_TEST_DEFAULTS>(name: K) =>
    e[name] ?? (defaults as Partial<typeof GATEWAY_TEST_DEFAULTS>)[name];
  const complete = <T extends Record<string, string | undefined>>(label: string, values: T) => {
    const missing = Object.keys(values).filter((name) => !values[name]);
    if (missing.length === 0) return values as { [K in keyof T]: string };
    // Half a configuration is a mistake worth a line; none at all is a choice.
    if (Object.keys(values).some((name) => e[name as keyof ParsedEnv] !== undefined)) {
      log(`${label} donations are hidden: ${missing.join(", ")} not set.`);
    }
    return undefined;
  };
  const esewa = complete("eSewa", {
    ESEWA_PRODUCT_CODE: pick("ESEWA_PRODUCT_CODE"),
    ESEWA_SECRET: pick("ESEWA_SECRET"),
    ESEWA_FORM_URL: pick("ESEWA_FORM_URL"),
    ESEWA_STATUS_URL: pick("ESEWA_STATUS_URL"),
  });
  const khalti = complete("Khalti", {
    KHALTI_SECRET_KEY: e.KHALTI_SECRET_KEY,
    KHALTI_BASE_URL: pick("KHALTI_BASE_URL"),
  });
  return {
    esewa: esewa && {
      productCode: esewa.ESEWA_PRODUCT_CODE,
      secret: esewa.ESEWA_SECRET,
      formUrl: esewa.ESEWA_FORM_URL,
      statusUrl: esewa.ESEWA_STATUS_URL,
    },
    khalti: khalti && {
      secretKey: khalti.KHALTI_SECRET_KEY,
      // The API paths are joined onto it, so it must end with a slash.
      baseUrl: khalti.KHALTI_BASE_URL.replace(/\/?$/, "/"),
    },
    ratePerMinute: e.RATE_LIMIT_DONATIONS,
  };
}

export class ConfigError extends Error {}

/** Variables whose empty value means something: no quiet hours at all. */
const MEANINGFUL_WHEN_EMPTY = new Set(["SMS_QUIET_HOURS"]);

function parseEnv(env: Record<string, string | undefined>) {
  // An empty variable means "use the default", as most deploy tools write unset ones that way.
  const present = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== "" || MEANINGFUL_WHEN_EMPTY.has(name)),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data;
}

function loadOrCreateSecret(dataDir: string, log: (line: string) => void): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  log(
    `AUTH_SECRET is not set: generated one and kept it in ${file}. Set AUTH_SECRET in production.`,
  );
  return secret;
}

/**
 * REDIS_URL means several instances (multi-instance mode): each must sign sessions with the
 * same secret, and what one stores on its own disk the others never see.
 */
function checkMultiInstance(e: z.output<typeof envSchema>, log: (line: string) => void) {
  if (!e.REDIS_URL) return;
  if (!e.AUTH_SECRET) {
    throw new ConfigError(
      "Invalid AUTH_SECRET: must be set when REDIS_URL is set (several instances must share one secret; a generated one is per machine)",
    );
  }
  if (e.DATABASE_URL.startsWith("file:")) {
    log("REDIS_URL is set but DATABASE_URL is SQLite: every instance must run on this machine.");
  }
  if (!(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    log(
      "REDIS_URL is set but uploads go to UPLOAD_DIR: instances on other machines will not see them; set S3_*.",
    );
  }
}

/**
 * Production defaults are the safe ones: no demo content (its password is published), no admin
 * until ADMIN_EMAILS names one, and no guessed site address. Development keeps `npm start`
 * working with no settings: demo content on SQLite, its demo admin an admin.
 */
const DEMO_WALLET = "9800000000";

function safeDefaults(e: ParsedEnv, log: (line: string) => void) {
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid PUBLIC_URL: must be set in production (every link in every e-mail is built from it)",
    );
  }
  const seed = e.SEED ?? (isProduction || e.DATABASE_URL.startsWith("postgres") ? "none" : "demo");
  if (isProduction && seed === "demo") {
    log(
      "SEED=demo in production: the demo accounts' password is public (README), so anyone can sign in as them.",
    );
  }
  const adminEmails = (e.ADMIN_EMAILS ?? (isProduction ? "" : "admin@sathi.test"))
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  if (isProduction && adminEmails.length === 0) {
    log("ADMIN_EMAILS is not set: nobody is admin yet. List the admins' e-mails there.");
  }
  // A donor pays a wallet's QR code straight from her app: never a made-up one in production.
  const demoWallet = isProduction ? null : DEMO_WALLET;
  const wallets = { esewa: e.ESEWA_ID ?? demoWallet, khalti: e.KHALTI_ID ?? demoWallet };
  const unset = (Object.keys(DEMO_CONTACTS) as (keyof typeof DEMO_CONTACTS)[]).filter(
    (name) => e[name] === DEMO_CONTACTS[name],
  );
  if (isProduction && unset.length > 0) {
    log(`${unset.join(", ")} not set: the footer and contact page show the demo values.`);
  }
  return { seed, adminEmails, wallets };
}

/** Each provider's send address (SMS_URL points elsewhere, e.g. at a test stand-in). */
const SMS_URLS = {
  sparrow: "https://api.sparrowsms.com/v2/sms/",
  aakash: "https://sms.aakashsms.com/sms/v3/send",
} as const;

/**
 * SMS through a Nepali gateway, or none (messages are written to the log, as e-mail is without
 * SMTP_URL). A provider without its token, or Sparrow without its sender identity, stops the start.
 */
function smsSettings(e: ParsedEnv) {
  const [from, to] = e.SMS_QUIET_HOURS ? e.SMS_QUIET_HOURS.split("-").map(Number) : [];
  const quietHours = from === undefined || to === undefined || from === to ? null : { from, to };
  const budget = { hourly: e.SMS_HOURLY_BUDGET, daily: e.SMS_DAILY_BUDGET };
  if (!e.SMS_PROVIDER) return { provider: null, quietHours, budget } as const;
  if (!e.SMS_TOKEN) throw new ConfigError("Invalid SMS_TOKEN: required when SMS_PROVIDER is set");
  if (e.SMS_PROVIDER === "sparrow" && !e.SMS_FROM) {
    throw new ConfigError("Invalid SMS_FROM: Sparrow SMS needs the sender identity it gave you");
  }
  return {
    provider: {
      name: e.SMS_PROVIDER,
      token: e.SMS_TOKEN,
      from: e.SMS_FROM ?? "",
      url: e.SMS_URL ?? SMS_URLS[e.SMS_PROVIDER],
    },
    quietHours,
    budget,
  } as const;
}

/**
 * How often one account, address or network may do what costs money or could flood others
 * (docs/decisions/011-rate-limits-and-client-address.md).
 */
function rateLimits(e: ParsedEnv) {
  return {
    signInPerMinute: e.RATE_LIMIT_SIGN_IN,
    adoptionsPerHour: e.RATE_LIMIT_ADOPTIONS,
    messagesPerHour: e.RATE_LIMIT_MESSAGES,
    /** Codes texted to one number an hour, whoever asks. */
    smsCodesPerHour: e.RATE_LIMIT_SMS_CODES,
    /** Codes asked for from one network (IPv4 /24, IPv6 /64) an hour, to any numbers. */
    smsCodesPerNetworkHour: e.RATE_LIMIT_SMS_NETWORK,
    /** Lost-and-found reports one account may make in a day (docs/decisions/050-lost-and-found.md). */
    reportsPerDay: e.RATE_LIMIT_REPORTS,
    /** Reports made from one network (IPv4 /24, IPv6 /64) in a day, by any accounts. */
    reportsPerNetworkDay: e.RATE_LIMIT_REPORTS_NETWORK,
    /** Messages on lost-and-found pairs sent from one network (IPv4 /24, IPv6 /64) in an hour. */
    matchMessagesPerNetworkHour: e.RATE_LIMIT_MATCH_MESSAGES_NETWORK,
  };
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  // Written before the logger exists (the settings name its level), in the log's shape.
  log: (line: string) => void = (line) => console.warn(logLine("warn", line)),
) {
  const e = parseEnv(env);
  checkMultiInstance(e, log);
  const { seed, adminEmails, wallets } = safeDefaults(e, log);
  const isPostgres = e.DATABASE_URL.startsWith("postgres");
  const sqlitePath = isPostgres ? undefined : resolve(e.DATABASE_URL.slice("file:".length));
  const dataDir = sqlitePath ? dirname(sqlitePath) : resolve("./data");
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined;
  const donations = donationGateways(e, log);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    /** The site is served over HTTPS: only then may browsers be told to insist on it (HSTS). */
    isHttps: new URL(publicUrl).protocol === "https:",
    logLevel: e.LOG_LEVEL,
    database: isPostgres
      ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
      : ({ kind: "sqlite", path: sqlitePath! } as const),
    dataDir,
    /** The built SPA (vite build writes it; WEB_DIST_DIR lets parallel test runs keep separate builds). */
    webRoot: resolve(e.WEB_DIST_DIR),
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir, log),
    adminEmails,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    storage: s3
      ? ({ kind: "s3", ...s3 } as const)
      : ({ kind: "local", dir: resolve(e.UPLOAD_DIR) } as const),
    redisUrl: e.REDIS_URL,
    /** Put before every Redis key, so one Redis can serve several sites (or test runs). */
    redisPrefix: e.REDIS_PREFIX,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    rateLimit: rateLimits(e),
    trustProxy: e.TRUST_PROXY === "true",
    seed,
    /** Online donations: the gateways' settings; secrets stay on the server. */
    donations,
    /** Saved searches' alerts: a new pet waits this long for others to share its e-mail; 0 sends at once. */
    alertDigestMinutes: e.ALERT_DIGEST_MINUTES,
    /** The hour of Nepal's day from which each store's digest of what is due may go out. */
    digestHour: e.DIGEST_HOUR,
    /**
     * SMS: the gateway (none: written to the log), the hours only codes are sent in, and the
     * texts the site may send in an hour and in a day.
     */
    sms: smsSettings(e),
    /** Values the browser may see; nothing else from here reaches the SPA. */
    site: {
      name: e.SITE_NAME,
      url: publicUrl,
      contactEmail: e.CONTACT_EMAIL,
      contactPhone: e.CONTACT_PHONE,
      contactAddress: e.CONTACT_ADDRESS,
      social: {
        facebook: e.SOCIAL_FACEBOOK,
        instagram: e.SOCIAL_INSTAGRAM,
        tiktok: e.SOCIAL_TIKTOK,
      },
      wallets,
      donations: { esewa: Boolean(donations.esewa), khalti: Boolean(donations.khalti) },
      googleSignIn: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
