import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { openConfirmModal } from "./modals-host";
import { toast } from "./toast";

interface ConfirmDeleteOptions {
  title: string;
  body: ReactNode;
  /** The red button's label, e.g. 'Delete'. */
  confirm: string;
  cancel: string;
  /** The deletion, e.g. a mutation's mutateAsync. */
  run: () => Promise<unknown>;
  /** The success toast; without it, `run` reports its own outcome. */
  done?: string;
  /** The failure toast: a title, or a title and the reason under it. */
  failed?: (error: Error) => string | [title: string, reason: string];
}

/**
 * Asks before something is deleted or taken back, then runs it and says how it went. The
 * toasts hang on the promise, not on the asking component, which the deletion may unmount
 * (a deleted row leaves its list).
 */
export function confirmDelete({
  title,
  body,
  confirm,
  cancel,
  run,
  done,
  failed,
}: ConfirmDeleteOptions) {
  void openConfirmModal({
    title,
    children: <Text size="sm">{body}</Text>,
    labels: { confirm, cancel },
    confirmProps: { color: "red" },
    onConfirm: () =>
      void run().then(
        () => done && toast.success(done),
        (error: Error) => {
          if (!failed) return;
          const message = failed(error);
          if (typeof message === "string") toast.error(message);
          else toast.error(...message);
        },
      ),
  });
}
