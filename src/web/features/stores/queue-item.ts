import type { RejectionReason } from "./file-checks";

export type QueueState = "waiting" | "uploading" | "done" | "failed" | "rejected";

/** A file in the photo uploader's queue. */
export interface QueueItem {
  id: string;
  file: File;
  /** An object URL for the preview; none for refused files. */
  preview: string | null;
  state: QueueState;
  progress: number;
  rejection?: RejectionReason;
  /** The server's message when it refused or failed the upload; undefined when the connection failed. */
  error?: string;
}

let nextId = 0;

/** A file that passed the checks, waiting to be sent. */
export const waitingItem = (file: File, preview: string): QueueItem => ({
  id: `f${++nextId}`,
  file,
  preview,
  state: "waiting",
  progress: 0,
});

/** A file refused before sending: it stays listed with its reason until removed. */
export const rejectedItem = (file: File, rejection: RejectionReason): QueueItem => ({
  id: `f${++nextId}`,
  file,
  preview: null,
  state: "rejected",
  progress: 0,
  rejection,
});
