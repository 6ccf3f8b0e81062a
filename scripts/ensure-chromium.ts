// Finds a Chromium for the end-to-end tests, installing Debian's when running as root; never skips silently.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium as found } from "./chromium";

if (!found()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package…");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
      {
        stdio: "inherit",
      },
    );
  }
}

if (!found()) {
  console.error(
    "End-to-end tests need Chromium: run `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
