// Where Chromium is and how every browser run here starts it (tests, screenshots, benchmark).
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** CHROMIUM_PATH, or the first Chromium installed in a usual place. */
export const findChromium = (): string | undefined =>
  process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path));

/** Headless as root, and no calls home: the machines' closed network refuses them, many at a time. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
