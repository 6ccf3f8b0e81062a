import { UPLOAD_LIMITS, type UploadedFile } from "../../../contract/uploads";
import { ApiError, type UploadOptions } from "../../lib/http";
import type { QueueItem } from "./queue-item";

/** A 4xx about the file itself; not a lost connection, a server fault or a limit to wait out. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 429].includes(error.status);

/** Runs tasks with at most `limit` at a time. */
async function runPool(tasks: (() => Promise<void>)[], limit: number) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Sends each file in its own request, at most `UPLOAD_LIMITS.parallelUploads` at a time,
 * telling `patch` each file's progress and end. A failure marks only its own file. Answers
 * the files sent, the new images' ids by queue item, and how many failed.
 */
export async function sendFiles(
  items: QueueItem[],
  upload: (file: File, options: UploadOptions) => Promise<UploadedFile[]>,
  patch: (id: string, change: Partial<QueueItem>) => void,
) {
  const uploaded: QueueItem[] = [];
  const imageIds = new Map<string, number>();
  let failed = 0;
  await runPool(
    items.map((item) => async () => {
      patch(item.id, { state: "uploading", progress: 0, error: undefined });
      try {
        const [stored] = await upload(item.file, {
          onProgress: (progress) => patch(item.id, { progress }),
        });
        patch(item.id, { state: "done", progress: 100 });
        uploaded.push(item);
        if (stored?.id !== undefined) imageIds.set(item.id, stored.id);
      } catch (error) {
        if (isRefusal(error)) {
          // The server read the file and will never take it: it frees its slot, and only
          // Remove is left to do with it.
          patch(item.id, { state: "rejected", rejection: "refused", error: error.message });
        } else {
          const message =
            error instanceof ApiError && error.status !== 0 ? error.message : undefined;
          patch(item.id, { state: "failed", error: message });
        }
        failed++;
      }
    }),
    UPLOAD_LIMITS.parallelUploads,
  );
  return { uploaded, imageIds, failed };
}
