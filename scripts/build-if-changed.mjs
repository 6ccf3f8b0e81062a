// `npm start`: builds the web app and the server only when their sources changed since the
// last build, so a second start takes seconds. `npm run build && npm run build:server` always builds.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const webDist = resolve(process.env.WEB_DIST_DIR ?? "dist/web");
const serverBundle = resolve("dist/server/main.js");
const stampFile = join(dirname(webDist), "build-stamp");
const INPUTS = ["src", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];

function* filesOf(path) {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* filesOf(join(path, name));
  } else yield path;
}

const hash = createHash("sha256");
for (const input of INPUTS) {
  for (const file of filesOf(input)) hash.update(file).update(readFileSync(file));
}
const stamp = hash.digest("hex");

const isBuilt =
  existsSync(join(webDist, "index.html")) &&
  existsSync(serverBundle) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8") === stamp;
if (isBuilt) {
  console.log("Nothing changed since the last build: starting it.");
} else {
  console.log("Building the web app and the server (about a minute)…");
  execSync("npm run --silent build && npm run --silent build:server", { stdio: "inherit" });
  writeFileSync(stampFile, stamp);
}
