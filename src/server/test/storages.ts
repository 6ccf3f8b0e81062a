import { startTestS3 } from "../storage/s3-test-server";
import { createTestApp, type TestApp } from "./test-app";

/** Suites that touch files run once per storage: the local folder and a real S3-compatible server. */
export const STORAGES = ["local", "s3"] as const;
export type StorageKind = (typeof STORAGES)[number];

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
