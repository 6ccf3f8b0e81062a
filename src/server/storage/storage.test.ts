import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createStorage, type Storage } from ".";
import { startTestS3 } from "./s3-test-server";

const quiet = () => undefined;
const base = { AUTH_SECRET: "storage-test-secret-long-enough-0123456789" };

describe.each(["local", "s3"] as const)("%s storage", (kind) => {
  let storage: Storage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (kind === "s3") {
      const s3 = await startTestS3();
      const config = loadConfig({ ...base, ...s3.env }, quiet);
      expect(config.storage.kind).toBe("s3");
      storage = createStorage(config.storage);
      close = s3.close;
    } else {
      const dir = mkdtempSync(join(tmpdir(), "sathi-storage-"));
      storage = createStorage(loadConfig({ ...base, UPLOAD_DIR: dir }, quiet).storage);
      close = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => close());

  it("stores, reads back and deletes a file with its content type", async () => {
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    await storage.put("pets/7/abc.webp", body, "image/webp");
    const stored = await storage.get("pets/7/abc.webp");
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe("image/webp");
    await storage.delete("pets/7/abc.webp");
    expect(await storage.get("pets/7/abc.webp")).toBeNull();
  });

  it("answers null for a missing or unsafe key, and deleting a missing key is not an error", async () => {
    expect(await storage.get("pets/nothing-here.webp")).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();
    await expect(storage.delete("pets/nothing-here.webp")).resolves.toBeUndefined();
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /Unsafe/,
    );
  });

  it("tells whether a file is there; a folder or a path inside a file is none", async () => {
    await storage.put("stores/3/logo.png", Buffer.from("png"), "image/png");
    expect(await storage.exists("stores/3/logo.png")).toBe(true);
    for (const key of [
      "stores",
      "stores/3",
      "stores/3/logo.png/inner",
      "stores/none.png",
      "../x",
    ]) {
      expect(await storage.exists(key), key).toBe(false);
      expect(await storage.get(key), key).toBeNull();
    }
    await storage.delete("stores/3/logo.png");
    expect(await storage.exists("stores/3/logo.png")).toBe(false);
  });
});
