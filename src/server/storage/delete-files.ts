import type { Logger } from "../lib/logger";
import type { Storage } from "./storage";

/**
 * Deletes files whose rows are already gone. A file that cannot be deleted is logged, not
 * fatal: nothing refers to it any more, and the change the caller asked for has been made.
 */
export async function deleteFiles(storage: Storage, log: Logger, keys: readonly string[]) {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      log.warn("Could not delete a stored file", {
        key: keys[index],
        error: String(result.reason),
      });
    }
  });
}
