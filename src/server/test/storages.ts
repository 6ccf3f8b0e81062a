import { startTestS3 } from "../storage/s3-test-server";
import { createTestApp, type TestApp } from "./test-app";
import { testStorageKind } from "./test-config";

const ALL_STORAGES = ["local", "s3"] as const;
export type StorageKind = (typeof ALL_STORAGES)[number];

/**
 * Suites that touch files run once per storage: the local folder and a real S3-compatible
 * server. With TEST_STORAGE=s3 every app is on S3 already, so the local pass is left out.
 */
export const STORAGES: readonly StorageKind[] = testStorageKind() === "s3" ? ["s3"] : ALL_STORAGES;

export async function createTestAppWith(kind: StorageKind): Promise<TestApp> {
  if (kind === "local") return createTestApp();
  const s3 = await startTestS3();
  const t = await createTestApp(s3.env);
  return {
    ...t,
    async close() {
      await t.close();
      await s3.close();
    },
  };
}
