import { fork, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

const startScript: string = JSON.parse(readFileSync("package.json", "utf8")).scripts.start;

export interface Child {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

function manage(child: ChildProcess): Child {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr?.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The production server, as `npm start` runs it (same heap limits), from the bench's own build
 * (`script`), with its own database, files and port.
 */
export function startServer(env: Record<string, string>, script: string): Child {
  // Only the flags of the node that runs the server: the script may run others before it.
  const nodeFlags =
    /node ((?:--\S+ )*)dist\/server\/main\.js/.exec(startScript)?.[1]?.split(" ").filter(Boolean) ??
    [];
  return manage(
    spawn(process.execPath, [...nodeFlags, script], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
}

export async function startCeiling(responsesFile: string, port: number): Promise<Child> {
  // A bare node: fork() would pass on the bench's own flags (tsx's loader).
  const child = fork("bench/ceiling.mjs", [responsesFile, String(port)], {
    stdio: "pipe",
    execArgv: [],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the ceiling server exited with ${code}`)));
  });
  return manage(child);
}

export async function waitUntilUp(url: string, owner: Child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (owner.child.exitCode !== null) {
      throw new Error(`the server exited with ${owner.child.exitCode}:\n${owner.output()}`);
    }
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} in time:\n${owner.output()}`);
}

/** Resident and peak memory of a process, in MB, from Linux's own accounting. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** CPU time a process has used so far (user + system), in ms; Linux counts in 10 ms ticks. */
export function cpuTimeOf(pid: number): number {
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
