import { useEffect, useRef, useState } from "react";
import { UPLOAD_LIMITS, type UploadedFile } from "../../../contract/uploads";
import type { UploadOptions } from "../../lib/http";
import { checkFiles } from "./file-checks";
import { rejectedItem, waitingItem, type QueueItem } from "./queue-item";
import { sendFiles } from "./send-files";

/**
 * The photo uploader's files: checked when added, then sent one request per file, at most six
 * at a time, each with its own progress. A failure marks only its own file.
 */
export function useUploadQueue({
  upload,
  room,
  onUploaded,
  keepUploaded = false,
}: {
  /** Sends one file, e.g. to the pet's photos. */
  upload: (file: File, options: UploadOptions) => Promise<UploadedFile[]>;
  /** How many more photos the pet may have, not counting this queue. */
  room: number;
  /** Called once a batch has finished: the new images' ids in the order chosen, and the failures. */
  onUploaded: (result: { imageIds: number[]; failed: number }) => void;
  /** Keep uploaded files listed (when nothing else shows the pet's photos). */
  keepUploaded?: boolean;
}) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const previews = useRef(new Set<string>());
  const running = useRef<Promise<number>>(undefined);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const patch = (id: string, change: Partial<QueueItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const release = (gone: QueueItem[]) =>
    gone.forEach(({ preview }) => {
      if (preview) {
        URL.revokeObjectURL(preview);
        previews.current.delete(preview);
      }
    });

  const taken = items.filter((item) => item.state !== "rejected").length;
  const roomLeft = Math.max(0, Math.min(room, UPLOAD_LIMITS.maxPetImages) - taken);

  const add = async (files: readonly File[]) => {
    const { accepted, rejected } = await checkFiles(files, roomLeft);
    const added = [
      ...accepted.map((file) => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        return waitingItem(file, preview);
      }),
      ...rejected.map(({ file, reason }) => rejectedItem(file, reason)),
    ];
    setItems((current) => [...current, ...added]);
  };

  const remove = (id: string) => {
    release(items.filter((item) => item.id === id));
    setItems((current) => current.filter((item) => item.id !== id));
  };

  const clear = () => {
    release(items);
    setItems([]);
  };

  const toSend = items.filter((item) => item.state === "waiting" || item.state === "failed");

  /** Sends what waits; answers how many failed. While a batch is on its way, answers its end. */
  const start = (): Promise<number> => {
    if (running.current) return running.current;
    if (toSend.length === 0) return Promise.resolve(0);
    running.current = send().finally(() => {
      running.current = undefined;
    });
    return running.current;
  };

  const send = async () => {
    setIsUploading(true);
    const { uploaded, imageIds, failed } = await sendFiles(toSend, upload, patch);
    setIsUploading(false);
    if (!keepUploaded) {
      // The pet's photo list shows them now; the failed ones stay here with their message.
      const gone = new Set(uploaded.map((item) => item.id));
      release(uploaded);
      setItems((current) => current.filter((item) => !gone.has(item.id)));
    }
    // Uploads finish in any order; the queue's order is the one the person chose.
    const chosenOrder = toSend.flatMap((item) => imageIds.get(item.id) ?? []);
    onUploaded({ imageIds: chosenOrder, failed });
    return failed;
  };

  /** Files waiting, failed or on their way: what the Upload button speaks of. */
  const queued = items.filter((item) =>
    ["waiting", "failed", "uploading"].includes(item.state),
  ).length;
  return { items, add, remove, clear, start, isUploading, roomLeft, queued };
}
