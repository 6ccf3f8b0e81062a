import type { Server } from "node:http";
import { ConfigError, loadConfig, type Config } from "./config";
import { createLogger, logLine } from "./lib/logger";

function fail(message: string): never {
  console.error(logLine("error", message));
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

// The rest of the server is loaded once the settings are known to be good: a wrong setting is
// told in a moment, not after the whole app has been loaded (seconds on a busy machine).
const [
  { serve },
  { createApp },
  { sweepUnverifiedAccounts },
  { createDeps, StartupError },
  { startAlerts },
  { startDigests },
  { startBoosterRounds },
] = await Promise.all([
  import("@hono/node-server"),
  import("./app"),
  import("./auth/unverified-accounts"),
  import("./bootstrap"),
  import("./features/saved-searches/alerts"),
  import("./features/records/digest"),
  import("./features/community-dogs/booster-reminders"),
]);

const log = createLogger(config.logLevel);
const deps = await createDeps(config, log).catch((error: unknown) => {
  if (error instanceof StartupError) fail(error.message);
  throw error;
});

const server = serve(
  { fetch: createApp(deps).fetch, port: config.port, hostname: config.host },
  () => {
    log.info(`${config.site.name} is running at ${config.publicUrl} (database: ${deps.dialect})`);
  },
);
deps.mail.start();
const stopSweeping = sweepUnverifiedAccounts(deps);
// Saved searches' alerts, from listings and matches kept in the database (decision 041).
const stopAlerts = startAlerts(deps);
// Each store's daily list of what is due, once a Nepal day (decision 049).
const stopDigests = startDigests(deps);
// A community dog's caretaker is told when its rabies booster comes due (docs/product.md#community-dogs).
const stopBoosterRounds = startBoosterRounds(deps);
// Mail queued by an earlier run that stopped before sending it goes out now.
deps.mail.kick();

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") fail(`Invalid PORT: ${config.port} is already in use`);
  if (error.code === "EACCES") fail(`Invalid PORT: no permission to listen on ${config.port}`);
  fail(`Server error: ${error.message}`);
});

// Graceful stop: finish in-flight requests, then close the database.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log.info(`${signal} received, shutting down`);
    // close() hangs up on idle keep-alive connections once; one that turns idle after its
    // in-flight answer would otherwise hold the stop for the keep-alive timeout.
    setInterval(() => (server as Server).closeIdleConnections(), 100).unref();
    server.close(() => {
      stopSweeping();
      void Promise.all([stopAlerts(), stopDigests(), stopBoosterRounds()])
        .then(() => deps.mail.stop())
        .then(() => deps.database.close())
        .then(() => deps.redis?.quit())
        .then(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}

/** The running server's parts, for the end-to-end harness that drives its timers (e2e/support/server.ts). */
export { deps };
