import { Button } from "@mantine/core";
import type { ReactNode } from "react";

/** The team page's quiet red action (Remove, Withdraw): its label says whom it acts on. */
export function SubtleRedButton({
  icon,
  label,
  onClick,
  children,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      color="red.9"
      size="sm"
      leftSection={icon}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
