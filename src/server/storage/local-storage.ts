import { readFile as readFileWithCallback } from "node:fs";
import { mkdir, rm, stat, writeFile, rename } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { contentTypeOf, isSafeKey, type Storage } from "./storage";

// Node 20's fs/promises readFile reads a photo at about half the rate of the callback one (measured
// here: 14,900 against 25,200 reads of 20 kB a second), and /f/ reads one per request.
const readFile = promisify(readFileWithCallback);

/** A key that names a folder (EISDIR) or passes through a file (ENOTDIR) holds no file either. */
const isNoFile = (error: unknown) =>
  ["ENOENT", "EISDIR", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "");

export function createLocalStorage(dir: string): Storage {
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return join(dir, key);
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return { body: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isNoFile(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isNoFile(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
