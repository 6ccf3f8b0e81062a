// Finds what the end-to-end tests run besides Node: a Chromium, and poppler's pdftoppm (a printed
// sheet of QR tags is read as a picture). Installs Debian's packages when running as root; never
// skips silently.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium as found } from "./chromium";

const hasPdftoppm = () => existsSync("/usr/bin/pdftoppm");
const missing = [...(found() ? [] : ["chromium"]), ...(hasPdftoppm() ? [] : ["poppler-utils"])];

if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log(`Installing Debian's ${missing.join(" and ")} for the end-to-end tests…`);
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
      { stdio: "inherit" },
    );
  }
}

if (!found()) {
  console.error(
    "End-to-end tests need Chromium: run `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
if (!hasPdftoppm()) {
  console.error(
    "End-to-end tests need pdftoppm: run `sudo apt-get install -y poppler-utils` (Debian/Ubuntu).",
  );
  process.exit(1);
}
