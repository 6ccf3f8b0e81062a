import type { OpenConfirmModal } from "@mantine/modals";
import { lazy, Suspense, useEffect } from "react";
import { onDemand } from "./on-demand";

let markReady: () => void = () => undefined;
const isReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

const host = onDemand();

// Dialogs are opened through window events the provider listens to: it needs no children, and
// its code (with the modal's) loads with the first dialog, not with the page.
const LazyModalsProvider = lazy(async () => {
  const [{ ModalsProvider }, { MantineArea }] = await Promise.all([
    import("@mantine/modals"),
    import("./mantine-area"),
  ]);
  return {
    default: function ReadyModalsProvider() {
      // The provider's listeners are set (a child's effects run first): dialogs may open now.
      useEffect(() => markReady(), []);
      return (
        <MantineArea>
          <ModalsProvider />
        </MantineArea>
      );
    },
  };
});

/** Where confirm dialogs are drawn; placed once, in the app's providers. */
export function ModalsHost() {
  const isRequested = host.useRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <LazyModalsProvider />
    </Suspense>
  );
}

/** Mantine's confirm dialog, once its code and its host are there. */
export async function openConfirmModal(options: OpenConfirmModal) {
  host.request();
  const [{ modals }] = await Promise.all([import("@mantine/modals"), isReady]);
  modals.openConfirmModal(options);
}
