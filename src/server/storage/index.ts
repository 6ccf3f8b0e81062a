import type { Config } from "../config";
import { createLocalStorage } from "./local-storage";
import { withDerivedSizes } from "./derived-sizes";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

export type { Storage, StoredFile } from "./storage";

export function createStorage(config: Config["storage"]): Storage {
  return withDerivedSizes(
    config.kind === "s3" ? createS3Storage(config) : createLocalStorage(config.dir),
  );
}
