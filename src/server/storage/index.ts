import type { Config } from "../config";
import { createLocalStorage } from "./local-storage";
import type { Storage } from "./storage";

export type { Storage, StoredFile } from "./storage";

export function createStorage(config: Config["storage"]): Storage {
  if (config.kind === "s3") {
    // S3-compatible storage arrives with the vendor-store issue; refuse rather than silently write locally.
    throw new Error("S3 storage is configured (S3_BUCKET) but not available in this version");
  }
  return createLocalStorage(config.dir);
}
