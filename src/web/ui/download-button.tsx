import { Button, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A file to download, as a link in a button's look; with nothing to download yet (no animal
 * ticked), a disabled button. A link cannot be disabled: dimmed, it was neither said to be
 * disabled nor spared the contrast a live control needs.
 */
export function DownloadButton({
  href,
  children,
  ...look
}: Omit<ButtonProps, "disabled"> & { href: string | null; children: ReactNode }) {
  return href ? (
    <Button component="a" href={href} download {...look}>
      {children}
    </Button>
  ) : (
    <Button disabled {...look}>
      {children}
    </Button>
  );
}
