// `npm run dev`: the API with reload on API_PORT (3001) and Vite with hot reload on PORT (3000),
// proxying /api and /f. Sign-in checks the Origin against PUBLIC_URL, so it follows PORT unless set.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? String(Number(port) + 1);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const children = [];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
const start = (command, args, env) => {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => code && stop());
  children.push(child);
};

start("npx", ["tsx", "watch", "src/server/main.ts"], { PORT: apiPort, PUBLIC_URL: publicUrl });

// Vite starts once the API answers: its proxy would log an error for every request before.
const health = `http://localhost:${apiPort}/api/health`;
for (let waited = 0; ; waited += 250) {
  const ready = await fetch(health).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  if (waited > 120_000) {
    console.error(`The API did not answer at ${health} within two minutes.`);
    stop();
    process.exit(1);
  }
  await sleep(250);
}
start("npx", ["vite"], { PORT: port, API_PORT: apiPort });
console.log(`Sathi (development) is at ${publicUrl}`);
