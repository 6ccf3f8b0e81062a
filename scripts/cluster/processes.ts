import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A process of the cluster, its output going to a log file whose end is shown on failure. */
export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Sends a signal and waits for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  logTail(lines?: number): string;
}

function manage(name: string, child: ChildProcess, logFile: string): Managed {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return {
    name,
    child,
    logFile,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    logTail(lines = 30) {
      return readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    },
  };
}

function spawnLogged(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logDir: string,
) {
  const logFile = join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return manage(name, child, logFile);
}

/** One app instance: `src/server/main.ts` as production runs it, on its own port. */
export function startInstance(name: string, env: Record<string, string>, logDir: string) {
  return spawnLogged(
    name,
    process.execPath,
    ["--import", "tsx", "src/server/main.ts"],
    { PATH: process.env.PATH, NODE_ENV: "production", ...env },
    logDir,
  );
}

/** Polls `url` until it answers 200, or fails naming the process and showing its log. */
export async function waitUntilUp(url: string, owner: Managed, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (owner.child.exitCode !== null) {
      throw new Error(`${owner.name} exited with ${owner.child.exitCode}:\n${owner.logTail()}`);
    }
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${owner.name} did not answer ${url} within ${timeoutMs} ms:\n${owner.logTail()}`,
  );
}

/** Where the test's nginx keeps pages: deploy/nginx-sathi.conf's proxy_cache_path, moved. */
const cacheDir = (nginxDir: string) => join(nginxDir, "cache");

/**
 * nginx in the foreground with a config of our own in `dir`: the site file from deploy/ with
 * the test's instances and port put in, inside a minimal main config.
 */
export function startNginx(
  dir: string,
  siteTemplate: string,
  { listen, upstreams }: { listen: string; upstreams: string[] },
) {
  const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`);
  let replaced = false;
  const site = siteTemplate
    .replace(/^ {4}server \S+ max_fails=.*\n/gm, () => {
      // The template's instance lines become ours, in the same place.
      if (replaced) return "";
      replaced = true;
      return `${servers.join("\n")}\n`;
    })
    .replace(/^ {4}listen 80;$/m, `    listen ${listen};`)
    .replace(/^proxy_cache_path \S+ /m, `proxy_cache_path ${cacheDir(dir)} `);
  if (
    !replaced ||
    !site.includes(`listen ${listen};`) ||
    !site.includes(`proxy_cache_path ${cacheDir(dir)} `)
  ) {
    throw new Error(
      "deploy/nginx-sathi.conf no longer has the upstream, listen or proxy_cache_path lines the test replaces",
    );
  }
  mkdirSync(join(dir, "temp"), { recursive: true });
  writeFileSync(join(dir, "sathi.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, "temp", name)};`;
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      // As root, nginx would hand requests to a worker user that cannot read our temp folder.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      "events { worker_connections 512; }",
      "http {",
      // What the cache did and which instance answered each request (the checks read both).
      `  log_format cluster '$remote_addr "$request" $status cache=$upstream_cache_status upstream=$upstream_addr';`,
      `  access_log ${join(dir, "access.log")} cluster;`,
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      `  include ${join(dir, "sathi.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
  // Debian puts nginx in /usr/sbin, which a non-login PATH may lack.
  const env = { PATH: `${process.env.PATH}:/usr/sbin:/sbin` };
  const tested = spawnSync("nginx", ["-t", ...args], { encoding: "utf8", env });
  if (tested.error)
    throw new Error(`nginx is not installed (apt-get install nginx): ${tested.error.message}`);
  if (tested.status !== 0) throw new Error(`nginx refused the config:\n${tested.stderr}`);
  return spawnLogged("nginx", "nginx", args, env, dir);
}
